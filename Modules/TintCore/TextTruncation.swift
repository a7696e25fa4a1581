/// Where a line too long for its width loses its characters, replaced by an ellipsis: at its
/// start, its middle or its end. `Text.TruncationMode` is this type, so that text layout and
/// the render contract use it without knowing `Text`.
public enum TextTruncation: Hashable, Sendable {
    case head, middle, tail
}
