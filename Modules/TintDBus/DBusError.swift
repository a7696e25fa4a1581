/// Why a D-Bus operation failed: no bus to connect to, a call's error reply (its D-Bus error
/// name, as `org.freedesktop.DBus.Error.ServiceUnknown`), no answer in time, or a message that
/// could not be made.
public struct DBusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The D-Bus error name, or one of Tint's (`tint.NoBus`, `tint.BadMessage`).
    public let name: String
    public let message: String

    public init(_ name: String, _ message: String) {
        self.name = name
        self.message = message
    }

    /// Whether the call got no answer in time.
    public var isTimeout: Bool {
        name == "org.freedesktop.DBus.Error.NoReply" || name == "org.freedesktop.DBus.Error.Timeout"
    }

    /// Whether no program owns (or can be started for) the name called.
    public var isServiceUnknown: Bool {
        name == "org.freedesktop.DBus.Error.ServiceUnknown" || name == "org.freedesktop.DBus.Error.NameHasNoOwner"
    }

    public var description: String { message.isEmpty ? name : "\(message) (\(name))" }
}
