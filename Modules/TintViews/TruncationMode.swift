extension Text {
    /// Where a line too long for its text's width loses characters, replaced by an ellipsis
    /// (SwiftUI's `Text.TruncationMode`: `.head`, `.middle`, `.tail`). Head and middle apply to
    /// a text of one line (`.lineLimit(1)`); a text of more lines is cut at the end of its last.
    /// TintCore's `TextTruncation`, which text layout uses too.
    public typealias TruncationMode = TextTruncation
}

extension View {
    /// Sets where text in this view is cut when it does not fit: at its start, its middle or
    /// its end (the default).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}
