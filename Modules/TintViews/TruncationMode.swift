extension Text {
    /// Where a line too long for its text's width loses characters, replaced by an ellipsis
    /// (SwiftUI's `Text.TruncationMode`). Head and middle apply to a text of one line
    /// (`.lineLimit(1)`); a text of more lines is cut at the end of its last.
    public enum TruncationMode: Hashable, Sendable {
        case head
        case tail
        case middle
    }
}

extension View {
    /// Sets where text in this view is cut when it does not fit: at its start, its middle or
    /// its end (the default).
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Text.TruncationMode>> {
        environment(\.truncationMode, mode)
    }
}
