internal import CDBus
import Foundation

/// What an exported object answers a method call with: the reply's arguments, or an error.
public enum DBusReply: Sendable {
    case values([DBusValue])
    case error(name: String, message: String)

    /// The error a method Tint's object does not have gets.
    public static func unknownMethod(_ message: DBusMessage) -> DBusReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownMethod",
               message: "no method \(message.interface ?? "").\(message.member ?? "") on \(message.path ?? "")")
    }
}

/// A private connection to a message bus (the session bus, or the accessibility bus by its
/// address) through libdbus: blocking method calls with a timeout, signals sent and listened
/// to, and objects exported under a path.
///
/// Nothing runs behind the owner's back: incoming calls and signals wait in libdbus's queue
/// until `process(waitingUpTo:)` hands them to their handlers, on the thread that calls it
/// (the app's loop, woken by `startWatching` when the bus has something). A connection is used
/// from one thread at a time.
public final class DBusConnection: @unchecked Sendable {
    /// A signal handler's registration, to remove it.
    public struct SignalToken: Hashable, Sendable { let id: Int }

    private let raw: OpaquePointer
    /// The connection's name on the bus (":1.42").
    public let uniqueName: String
    /// False once the bus went away (or `close()`): calls then throw at once.
    public private(set) var isConnected = true
    private var objects: [(prefix: String, handler: (DBusMessage) -> DBusReply?)] = []
    private var signalHandlers: [Int: (rule: String, matches: (DBusMessage) -> Bool, handler: (DBusMessage) -> Void)] = [:]
    private var nextToken = 0
    private var watcher: BusWatcher?

    /// The session bus (`DBUS_SESSION_BUS_ADDRESS`); throws when there is none.
    public static func sessionBus() throws(DBusError) -> DBusConnection {
        guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else {
            throw DBusError("tint.NoBus", "no session bus: DBUS_SESSION_BUS_ADDRESS is not set")
        }
        return try DBusConnection(address: address)
    }

    /// Connects to the bus at `address` ("unix:path=...") and registers on it.
    public init(address: String) throws(DBusError) {
        dbus_threads_init_default()
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw DBusConnection.take(&error, fallback: "the bus at \(address) could not be reached")
        }
        // A lost bus must not end the app (libdbus's default for shared connections).
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0 else {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw DBusConnection.take(&error, fallback: "the bus at \(address) did not accept the connection")
        }
        raw = connection
        uniqueName = dbus_bus_get_unique_name(connection).map { String(cString: $0) } ?? ""
    }

    deinit {
        watcher?.stop()
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }

    /// Closes the connection: calls throw, nothing more is received.
    public func close() {
        guard isConnected else { return }
        isConnected = false
        watcher?.stop()
        dbus_connection_close(raw)
    }

    private static func take(_ error: inout CDBus.DBusError, fallback: String) -> DBusError {
        defer { dbus_error_free(&error) }
        guard dbus_error_is_set(&error) != 0 else { return DBusError("tint.Failed", fallback) }
        return DBusError(error.name.map { String(cString: $0) } ?? "tint.Failed", error.message.map { String(cString: $0) } ?? fallback)
    }

    // MARK: Calls

    /// Calls `method` and waits for its reply at most `timeout` seconds: the reply's arguments,
    /// or the error it answered with (`DBusError.isTimeout` when none came). Calls and signals
    /// that arrive meanwhile wait for `process`.
    @discardableResult
    public func call(destination: String, path: String, interface: String, method: String,
                     arguments: [DBusValue] = [], timeout: Double = 5) throws(DBusError) -> [DBusValue] {
        guard isConnected else { throw DBusError("org.freedesktop.DBus.Error.Disconnected", "the bus connection is closed") }
        let message = try DBusMessage.methodCall(destination: destination, path: path, interface: interface, method: method, arguments: arguments)
        defer { dbus_message_unref(message) }
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        let milliseconds = Int32(Swift.max(1, Swift.min(timeout, 600)) * 1000)
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message, milliseconds, &error) else {
            if dbus_connection_get_is_connected(raw) == 0 { isConnected = false }
            throw DBusConnection.take(&error, fallback: "\(interface).\(method) failed")
        }
        return DBusMessage(taking: reply).arguments
    }

    /// Sends a signal from the object at `path`.
    public func emit(path: String, interface: String, name: String, arguments: [DBusValue] = []) throws(DBusError) {
        let message = try DBusMessage.signal(path: path, interface: interface, name: name, arguments: arguments)
        defer { dbus_message_unref(message) }
        enqueue(message)
    }

    private func enqueue(_ message: OpaquePointer) {
        guard isConnected else { return }
        dbus_connection_send(raw, message, nil)
        dbus_connection_flush(raw)
    }

    /// Asks the bus for `name` (as "org.kde.StatusNotifierItem-42-1"); whether this connection
    /// now owns it.
    public func requestName(_ name: String) throws(DBusError) -> Bool {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        let result = dbus_bus_request_name(raw, name, UInt32(DBUS_NAME_FLAG_DO_NOT_QUEUE), &error)
        if result < 0 { throw DBusConnection.take(&error, fallback: "the name \(name) could not be requested") }
        return result == DBUS_REQUEST_NAME_REPLY_PRIMARY_OWNER || result == DBUS_REQUEST_NAME_REPLY_ALREADY_OWNER
    }

    // MARK: Objects and signals

    /// Answers method calls to `prefix` and the paths under it with `handler` (nil: no such
    /// method). The longest matching prefix wins.
    public func export(_ prefix: String, handler: @escaping (DBusMessage) -> DBusReply?) {
        objects.removeAll { $0.prefix == prefix }
        objects.append((prefix, handler))
        objects.sort { $0.prefix.count > $1.prefix.count }
    }

    /// Stops answering calls to `prefix`.
    public func unexport(_ prefix: String) {
        objects.removeAll { $0.prefix == prefix }
    }

    /// Calls `handler` with each signal of `interface` (and `member`, `path`, `sender` when
    /// given) that `process` receives; the bus is asked to route them here.
    public func onSignal(interface: String, member: String? = nil, path: String? = nil, sender: String? = nil,
                         handler: @escaping (DBusMessage) -> Void) throws(DBusError) -> SignalToken {
        var rule = "type='signal',interface='\(interface)'"
        if let member { rule += ",member='\(member)'" }
        if let path { rule += ",path='\(path)'" }
        if let sender { rule += ",sender='\(sender)'" }
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        dbus_bus_add_match(raw, rule, &error)
        if dbus_error_is_set(&error) != 0 { throw DBusConnection.take(&error, fallback: "the bus refused the match \(rule)") }
        nextToken += 1
        signalHandlers[nextToken] = (rule, { message in
            message.interface == interface && (member == nil || message.member == member) && (path == nil || message.path == path)
        }, handler)
        return SignalToken(id: nextToken)
    }

    /// Stops calling a signal handler.
    public func removeSignalHandler(_ token: SignalToken) {
        guard let entry = signalHandlers.removeValue(forKey: token.id) else { return }
        if isConnected { dbus_bus_remove_match(raw, entry.rule, nil) }
    }

    // MARK: Receiving

    /// Reads what the bus has sent (waiting up to `seconds` for something when nothing is
    /// there) and hands each message to its handler: calls to exported objects are answered,
    /// signals go to their handlers. The number of messages handled.
    @discardableResult
    public func process(waitingUpTo seconds: Double = 0) -> Int {
        defer { watcher?.processed() }
        guard isConnected else { return 0 }
        if dbus_connection_read_write(raw, Int32(Swift.max(0, seconds) * 1000)) == 0 {
            isConnected = false
        }
        var handled = 0
        while let next = dbus_connection_pop_message(raw) {
            handle(DBusMessage(taking: next))
            handled += 1
        }
        return handled
    }

    private func handle(_ message: DBusMessage) {
        switch message.kind {
        case .methodCall:
            let path = message.path ?? "/"
            let owner = objects.first { path == $0.prefix || path.hasPrefix($0.prefix == "/" ? "/" : $0.prefix + "/") }
            let reply = owner?.handler(message) ?? .unknownMethod(message)
            if dbus_message_get_no_reply(message.raw) == 0 { answer(message, with: reply) }
        case .signal:
            for entry in signalHandlers.values where entry.matches(message) { entry.handler(message) }
        case .methodReturn, .error:
            break
        }
    }

    private func answer(_ call: DBusMessage, with reply: DBusReply) {
        let message: OpaquePointer?
        switch reply {
        case .values(let values):
            message = dbus_message_new_method_return(call.raw)
            if let message, (try? MessageArguments.write(values, to: message)) == nil {
                dbus_message_unref(message)
                return answer(call, with: .error(name: "org.freedesktop.DBus.Error.Failed", message: "the reply could not be written"))
            }
        case .error(let name, let text):
            message = dbus_message_new_error(call.raw, name, text)
        }
        guard let message else { return }
        defer { dbus_message_unref(message) }
        enqueue(message)
    }

    /// Calls `wake` (on another thread) whenever the bus has sent something, until the
    /// connection closes: the app's loop then calls `process()`. The socket is watched, not
    /// read, so libdbus is only ever used by the owner's thread.
    public func startWatching(_ wake: @escaping @Sendable () -> Void) {
        guard watcher == nil else { return }
        var descriptor: Int32 = -1
        guard dbus_connection_get_unix_fd(raw, &descriptor) != 0, descriptor >= 0 else { return }
        let watcher = BusWatcher(descriptor: descriptor, wake: wake)
        self.watcher = watcher
        watcher.start()
    }
}

/// A thread that waits for the bus's socket to have something to read, wakes the app's loop,
/// and waits until the loop has processed it before waiting again.
private final class BusWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let wake: @Sendable () -> Void
    private let condition = NSCondition()
    private var processedCount = 0
    private var stopped = false

    init(descriptor: Int32, wake: @escaping @Sendable () -> Void) {
        self.descriptor = descriptor
        self.wake = wake
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "tint-dbus-watch"
        thread.start()
    }

    private func run() {
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, 250)
            condition.lock()
            let seen = processedCount
            let done = stopped
            condition.unlock()
            if done { return }
            guard ready > 0 else { continue }
            if entry.revents & Int16(POLLNVAL) != 0 { return }
            wake()
            condition.lock()
            let deadline = Date().addingTimeInterval(1)
            while processedCount == seen, !stopped, condition.wait(until: deadline) {}
            condition.unlock()
            if entry.revents & Int16(POLLHUP | POLLERR) != 0 { return }
        }
    }

    func processed() {
        condition.lock()
        processedCount += 1
        condition.broadcast()
        condition.unlock()
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
