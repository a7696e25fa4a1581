/// One value of a D-Bus message, with its type: the basic types, arrays (which name their
/// element's signature, so an empty one still has a type), structures, variants and dictionary
/// entries. `a{sv}` dictionaries, which the portal and AT-SPI use throughout, have helpers.
public indirect enum DBusValue: Sendable, Equatable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array of values of the type `element` (a signature: "s", "{sv}", "(so)").
    case array(element: String, [DBusValue])
    case structure([DBusValue])
    case variant(DBusValue)
    case dictEntry(DBusValue, DBusValue)

    /// The value's type signature: "s", "as", "a{sv}", "(so)"...
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        }
    }

    /// An `a{sv}` dictionary, in the order given.
    public static func dictionary(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictEntry(.string($0.0), .variant($0.1)) })
    }

    /// An array of strings, `as`.
    public static func strings(_ values: [String]) -> DBusValue {
        .array(element: "s", values.map { .string($0) })
    }

    /// The value inside any variants.
    public var unwrapped: DBusValue {
        if case .variant(let inner) = self { return inner.unwrapped }
        return self
    }

    public var string: String? {
        switch unwrapped {
        case .string(let value), .objectPath(let value), .signature(let value): value
        default: nil
        }
    }

    public var bool: Bool? {
        if case .boolean(let value) = unwrapped { return value }
        return nil
    }

    /// Any integer type's value, and a double's.
    public var number: Double? {
        switch unwrapped {
        case .byte(let v): Double(v)
        case .int16(let v): Double(v)
        case .uint16(let v): Double(v)
        case .int32(let v): Double(v)
        case .uint32(let v): Double(v)
        case .int64(let v): Double(v)
        case .uint64(let v): Double(v)
        case .double(let v): v
        default: nil
        }
    }

    /// The items of an array, or the fields of a structure.
    public var items: [DBusValue]? {
        switch unwrapped {
        case .array(_, let items): items
        case .structure(let fields): fields
        default: nil
        }
    }

    /// The value of `key` in an `a{s…}` dictionary (its variant unwrapped).
    public subscript(key: String) -> DBusValue? {
        guard case .array(_, let entries) = unwrapped else { return nil }
        for case .dictEntry(let entryKey, let value) in entries where entryKey.string == key {
            return value.unwrapped
        }
        return nil
    }
}
