/// The direction of a horizontal layout, as SwiftUI's `LayoutDirection`: right to left
/// mirrors stacks, alignments and paddings (`.environment(\.layoutDirection, .rightToLeft)`),
/// and is the direction of text that has no strong direction of its own.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}
