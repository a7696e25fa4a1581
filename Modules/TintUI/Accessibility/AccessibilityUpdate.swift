import TintRender

/// What bringing a window's accessibility tree up to date found (`HeadlessHost.updateAccessibility()`):
/// what a screen reader connected to the app is told after a frame.
public struct AccessibilityUpdate: Sendable, Equatable {
    /// The names of the elements now read as something else (a name, value, state...).
    public var changed: [String]
    /// How many elements came, and went.
    public var added: Int
    public var removed: Int
    /// How many elements' (or the window's) lists of children changed.
    public var childListsChanged: Int

    public var isEmpty: Bool { changed.isEmpty && added == 0 && removed == 0 && childListsChanged == 0 }

    @MainActor
    init(_ changes: AccessibilityTreeChanges, in tree: AccessibilityTree) {
        changed = changes.changed.map { tree.element($0.box)?.name ?? "" }
        added = changes.added.count
        removed = changes.removed.count
        childListsChanged = changes.childrenChanged.count
    }
}
