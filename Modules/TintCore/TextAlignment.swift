/// How the lines of a multi-line text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Equatable, Hashable, Sendable {
    case leading, center, trailing
}
