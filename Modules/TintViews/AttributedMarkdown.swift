import Foundation

/// The inline presentation of a stretch of attributed text, as Foundation's
/// `InlinePresentationIntent` on Apple's systems (Foundation on Linux has none): what
/// `AttributedString(markdown:)` marks and `Text` draws (bold, italic, code, struck through).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributedString {
    /// How `AttributedString(markdown:options:baseURL:)` reads its text, as Foundation's
    /// `AttributedString.MarkdownParsingOptions` on Apple's systems.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which markdown is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Inline markup; a line break inside a paragraph reads as a space, and paragraphs
            /// (blank lines) are kept apart by one line break.
            case full
            /// Inline markup, line breaks read as in `.full`.
            case inlineOnly
            /// Inline markup, every space and line break kept as written (what a `Text`
            /// literal uses).
            case inlineOnlyPreservingWhitespace
        }

        /// What happens when the text is not valid markdown. Tint's inline markdown reads
        /// any text (unmatched markup stays as written), so neither policy ever throws.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// `markdown` read as Foundation reads it on Apple's systems (Foundation on Linux cannot):
    /// `**strong**`, `*emphasis*`, `` `code` ``, `~~strikethrough~~`, links and autolinks, by the
    /// same inline rules as a `Text` literal's markdown. Each stretch carries its
    /// `inlinePresentationIntent` and `link`; a relative link resolves against `baseURL`.
    /// Block syntax (headings, lists) is kept as written.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        let source = options.interpretedSyntax == .inlineOnlyPreservingWhitespace ? markdown : AttributedString.joiningSoftBreaks(markdown)
        for (text, style) in InlineMarkdown.runs(of: source) {
            var run = AttributedString(text)
            var intent: InlinePresentationIntent = []
            if style.strong { intent.insert(.stronglyEmphasized) }
            if style.emphasis { intent.insert(.emphasized) }
            if style.code { intent.insert(.code) }
            if style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { run.inlinePresentationIntent = intent }
            if let link = style.link { run.link = URL(string: link.relativeString, relativeTo: baseURL)?.absoluteURL ?? link }
            append(run)
        }
    }

    /// The UTF-8 `markdown` read as `init(markdown: String, ...)` reads it.
    public init(markdown: Data, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        guard let text = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: text, options: options, baseURL: baseURL)
    }

    /// `text` with each line break inside a paragraph read as a space, and the blank lines
    /// between paragraphs as one line break.
    private static func joiningSoftBreaks(_ text: String) -> String {
        let paragraphs = text.components(separatedBy: "\n").split { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        return paragraphs.map { lines in lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
            .joined(separator: "\n")
    }
}
