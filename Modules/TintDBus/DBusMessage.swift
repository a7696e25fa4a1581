internal import CDBus

/// A D-Bus message: a method call, its return or error, or a signal, with its header and its
/// arguments read once.
public final class DBusMessage: @unchecked Sendable {
    public enum Kind: Sendable, Equatable {
        case methodCall, methodReturn, error, signal
    }

    /// libdbus's message, held (one reference) for the life of this object.
    let raw: OpaquePointer
    public let kind: Kind
    public let path: String?
    public let interface: String?
    public let member: String?
    public let sender: String?
    public let errorName: String?
    public let serial: UInt32
    public let replySerial: UInt32
    /// The arguments; those of a type Tint does not read (file descriptors) are left out.
    public let arguments: [DBusValue]

    /// Takes over one reference to `raw`.
    init(taking raw: OpaquePointer) {
        self.raw = raw
        kind = switch dbus_message_get_type(raw) {
        case DBUS_MESSAGE_TYPE_METHOD_CALL: .methodCall
        case DBUS_MESSAGE_TYPE_METHOD_RETURN: .methodReturn
        case DBUS_MESSAGE_TYPE_ERROR: .error
        default: .signal
        }
        path = dbus_message_get_path(raw).map { String(cString: $0) }
        interface = dbus_message_get_interface(raw).map { String(cString: $0) }
        member = dbus_message_get_member(raw).map { String(cString: $0) }
        sender = dbus_message_get_sender(raw).map { String(cString: $0) }
        errorName = dbus_message_get_error_name(raw).map { String(cString: $0) }
        serial = dbus_message_get_serial(raw)
        replySerial = dbus_message_get_reply_serial(raw)
        arguments = MessageArguments.read(raw)
    }

    deinit { dbus_message_unref(raw) }

    /// A method call's message, its arguments written; throws when libdbus refuses them (an
    /// invalid object path or name).
    static func methodCall(destination: String?, path: String, interface: String?, method: String, arguments: [DBusValue]) throws(DBusError) -> OpaquePointer {
        guard DBusNames.isObjectPath(path) else { throw DBusError("tint.BadMessage", "\"\(path)\" is not a D-Bus object path") }
        guard let message = dbus_message_new_method_call(destination, path, interface, method) else {
            throw DBusError("tint.BadMessage", "no method call \(interface ?? "").\(method) could be made")
        }
        try MessageArguments.write(arguments, to: message)
        return message
    }

    static func signal(path: String, interface: String, name: String, arguments: [DBusValue]) throws(DBusError) -> OpaquePointer {
        guard DBusNames.isObjectPath(path) else { throw DBusError("tint.BadMessage", "\"\(path)\" is not a D-Bus object path") }
        guard let message = dbus_message_new_signal(path, interface, name) else {
            throw DBusError("tint.BadMessage", "no signal \(interface).\(name) could be made")
        }
        try MessageArguments.write(arguments, to: message)
        return message
    }
}

/// Reading and writing a message's arguments through libdbus's iterators.
enum MessageArguments {
    private static func code(_ character: Unicode.Scalar) -> Int32 { Int32(character.value) }

    static func read(_ message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        return readAll(&iterator)
    }

    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != 0 {
            if let value = readOne(&iterator) { values.append(value) }
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func basic<T: BitwiseCopyable>(_ iterator: inout DBusMessageIter, _ initial: T) -> T {
        var value = initial
        withUnsafeMutableBytes(of: &value) { dbus_message_iter_get_basic(&iterator, $0.baseAddress) }
        return value
    }

    private static func readOne(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case code("y"): return .byte(basic(&iterator, UInt8(0)))
        case code("b"): return .boolean(basic(&iterator, dbus_bool_t(0)) != 0)
        case code("n"): return .int16(basic(&iterator, Int16(0)))
        case code("q"): return .uint16(basic(&iterator, UInt16(0)))
        case code("i"): return .int32(basic(&iterator, Int32(0)))
        case code("u"): return .uint32(basic(&iterator, UInt32(0)))
        case code("x"): return .int64(basic(&iterator, Int64(0)))
        case code("t"): return .uint64(basic(&iterator, UInt64(0)))
        case code("d"): return .double(basic(&iterator, Double(0)))
        case code("s"), code("o"), code("g"):
            let pointer = basic(&iterator, UnsafePointer<CChar>?.none)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == code("s") ? .string(text) : type == code("o") ? .objectPath(text) : .signature(text)
        case code("a"):
            let signature = dbus_message_iter_get_signature(&iterator).map { pointer in
                defer { dbus_free(pointer) }
                return String(String(cString: pointer).dropFirst())
            } ?? ""
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .array(element: signature, readAll(&inner))
        case code("r"):
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .structure(readAll(&inner))
        case code("v"):
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return readOne(&inner).map { .variant($0) }
        case code("e"):
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            let parts = readAll(&inner)
            guard parts.count == 2 else { return nil }
            return .dictEntry(parts[0], parts[1])
        default:
            // File descriptors and anything newer: not read.
            return nil
        }
    }

    static func write(_ values: [DBusValue], to message: OpaquePointer) throws(DBusError) {
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(message, &iterator)
        for value in values {
            guard append(value, to: &iterator) else {
                throw DBusError("tint.BadMessage", "an argument of type \(value.signature) could not be written")
            }
        }
    }

    private static func appendBasic<T: BitwiseCopyable>(_ value: T, _ type: Unicode.Scalar, to iterator: inout DBusMessageIter) -> Bool {
        withUnsafeBytes(of: value) { dbus_message_iter_append_basic(&iterator, code(type), $0.baseAddress) != 0 }
    }

    private static func append(_ value: DBusValue, to iterator: inout DBusMessageIter) -> Bool {
        switch value {
        case .byte(let v): return appendBasic(v, "y", to: &iterator)
        case .boolean(let v): return appendBasic(dbus_bool_t(v ? 1 : 0), "b", to: &iterator)
        case .int16(let v): return appendBasic(v, "n", to: &iterator)
        case .uint16(let v): return appendBasic(v, "q", to: &iterator)
        case .int32(let v): return appendBasic(v, "i", to: &iterator)
        case .uint32(let v): return appendBasic(v, "u", to: &iterator)
        case .int64(let v): return appendBasic(v, "x", to: &iterator)
        case .uint64(let v): return appendBasic(v, "t", to: &iterator)
        case .double(let v): return appendBasic(v, "d", to: &iterator)
        case .string(let text):
            // libdbus takes UTF-8 without NUL: a NUL ends the text there.
            return text.withCString { appendBasic(Optional($0), "s", to: &iterator) }
        case .objectPath(let path):
            let valid = DBusNames.isObjectPath(path) ? path : "/"
            return valid.withCString { appendBasic(Optional($0), "o", to: &iterator) }
        case .signature(let signature):
            return signature.withCString { appendBasic(Optional($0), "g", to: &iterator) }
        case .array(let element, let items):
            return container("a", element, to: &iterator) { inner in items.allSatisfy { append($0, to: &inner) } }
        case .structure(let fields):
            return container("r", nil, to: &iterator) { inner in fields.allSatisfy { append($0, to: &inner) } }
        case .variant(let inner):
            return container("v", inner.signature, to: &iterator) { append(inner, to: &$0) }
        case .dictEntry(let key, let entry):
            return container("e", nil, to: &iterator) { append(key, to: &$0) && append(entry, to: &$0) }
        }
    }

    private static func container(_ type: Unicode.Scalar, _ signature: String?, to iterator: inout DBusMessageIter,
                                  _ body: (inout DBusMessageIter) -> Bool) -> Bool {
        var inner = DBusMessageIter()
        let opened = if let signature {
            signature.withCString { dbus_message_iter_open_container(&iterator, code(type), $0, &inner) != 0 }
        } else {
            dbus_message_iter_open_container(&iterator, code(type), nil, &inner) != 0
        }
        guard opened else { return false }
        guard body(&inner) else {
            dbus_message_iter_abandon_container(&iterator, &inner)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &inner) != 0
    }
}

/// The rules of D-Bus names, checked before libdbus sees them (it aborts on some invalid ones).
public enum DBusNames {
    /// "/", or "/" followed by elements of [A-Za-z0-9_] joined by "/".
    public static func isObjectPath(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        if path == "/" { return true }
        let elements = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return elements.allSatisfy { element in
            !element.isEmpty && element.utf8.allSatisfy { byte in
                (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            }
        }
    }

    /// `text` made into one element of an object path: other characters as `_xx` (hex).
    public static func pathElement(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) {
                result.append(Character(Unicode.Scalar(byte)))
            } else {
                result += "_" + String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
            }
        }
        return result.isEmpty ? "_" : result
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
