import TintCore
import TintLayout

/// Identifies one render box across updates; assigned by the reconciler.
public struct BoxID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public var description: String { "#\(rawValue)" }

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
