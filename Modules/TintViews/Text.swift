/// A run of text, drawn in the environment's font and foreground colour, as in SwiftUI.
public struct Text: View, Equatable, Sendable {
    public typealias Body = Never
    /// The string shown.
    public var content: String
    /// A font set directly on the text (`Text.font`), overriding the environment.
    public var fontOverride: Font?
    /// A colour set directly on the text, overriding the environment.
    public var colorOverride: Color?

    /// Shows `content` as it is (SwiftUI's localization is not applied). Disfavoured, as in
    /// SwiftUI: a literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.fontOverride = font
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.colorOverride = color
        return copy
    }

    public func bold() -> Text {
        var copy = self
        copy.fontOverride = (fontOverride ?? .body).bold()
        return copy
    }
}
