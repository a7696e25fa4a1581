/// Why the views here are redacted, as SwiftUI's `RedactionReasons`: `.placeholder` draws text
/// as bars where its lines would be (a skeleton while data loads); `.privacy` redacts the views
/// marked `.privacySensitive()`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
    /// Redacts the views here for `reason`, as well as for any reason set above.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows the views here as they are, whatever redaction is set above.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the views here as private: redacted (as placeholders) where the reasons above
    /// include `.privacy`.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironment(\.redactionReasons) { reasons in
            if sensitive && reasons.contains(.privacy) { reasons.insert(.placeholder) }
        }
    }
}
