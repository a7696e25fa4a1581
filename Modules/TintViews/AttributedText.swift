import Foundation
import TintCore

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString` in a `Text`, as SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes`; with Foundation's, and the inline presentation
    /// intent Foundation on Linux lacks.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }

        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }

    /// SwiftUI's attributes (`AttributeContainer` and `transformingAttributes` take it).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.foregroundColor = .red`, `string.font`, `string.inlinePresentationIntent`...
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// `attributedContent` with its attributes, as SwiftUI's `Text(_: AttributedString)`: each
    /// run in its font and colours, bold, italic, code or struck through by its inline
    /// presentation intent, underlined and struck by its line styles, spaced by its kerning,
    /// tracking and baseline offset, a link by its `link` (opened when clicked, in the accent
    /// colour); the text's own modifiers style what a run leaves unset.
    ///
    /// Disfavoured: Foundation on Linux makes `AttributedString` a string literal, and
    /// `Text("**bold**")` must stay a `LocalizedStringKey` (read as markdown), as on a Mac.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias UI = AttributeScopes.SwiftUIAttributes
        var pieces: [Text] = []
        for run in attributedContent.runs {
            var piece = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[UI.FontAttribute.self] { piece.fontOverride = font }
            if let color = run[UI.ForegroundColorAttribute.self] { piece.colorOverride = color }
            if let intent = run[UI.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { piece.weightOverride = .bold }
                if intent.contains(.emphasized) { piece.isItalic = true }
                if intent.contains(.code) { piece.isMonospaced = true }
                if intent.contains(.strikethrough) { piece._strikethrough = .some(nil) }
            }
            if let line = run[UI.UnderlineStyleAttribute.self] {
                piece._underline = .some(line.color)
                if line.pattern != .solid { piece[mark: \.underlinePattern] = line.pattern }
            }
            if let line = run[UI.StrikethroughStyleAttribute.self] {
                piece._strikethrough = .some(line.color)
                if line.pattern != .solid { piece[mark: \.strikethroughPattern] = line.pattern }
            }
            if let kern = run[UI.KerningAttribute.self], kern.isFinite { piece[mark: \.kerning] = kern }
            if let tracking = run[UI.TrackingAttribute.self], tracking.isFinite { piece[mark: \.tracking] = tracking }
            if let offset = run[UI.BaselineOffsetAttribute.self], offset.isFinite { piece[mark: \.baselineOffset] = offset }
            if let background = run[UI.BackgroundColorAttribute.self] { piece[mark: \.background] = background }
            if let link = run.link {
                piece._link = link
                if piece.colorOverride == nil { piece.colorOverride = .accentColor }
            }
            pieces.append(piece)
        }
        self.init(verbatim: pieces.map(\.content).joined())
        // One plain run is plain text; anything else keeps its pieces.
        if pieces.count > 1 || pieces.first.map({ $0 != Text(verbatim: $0.content) }) == true { _runs = pieces }
    }
}
