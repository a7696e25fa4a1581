import TintCore

/// A box the keyboard focus can rest on besides a text field: a button, a `.focusable()` view.
/// Tab and Shift-Tab move the focus through such boxes in reading order; the focused one shows a
/// ring (unless `.focusEffectDisabled()`), and Space runs its action if it has one.
public struct FocusTarget {
    /// Whether a click gives it the focus (a `.focusable()` view; a button takes the focus only
    /// from the keyboard, as on macOS).
    public var takesClickFocus: Bool
    /// Whether the focused box shows the focus ring.
    public var showsRing: Bool
    /// Told whether the box has the focus as it comes and goes.
    public var focusChanged: (@MainActor (Bool) -> Void)?

    public init(takesClickFocus: Bool = false, showsRing: Bool = true, focusChanged: (@MainActor (Bool) -> Void)? = nil) {
        self.takesClickFocus = takesClickFocus
        self.showsRing = showsRing
        self.focusChanged = focusChanged
    }
}

/// A key press as the views around the focused one hear it (`.onKeyPress`, `.onMoveCommand`,
/// `.onExitCommand`, `.onDeleteCommand`).
public struct KeyPressEvent: Sendable {
    public enum Phase: Sendable, Equatable {
        case down
        case `repeat`
        case up
    }

    /// The key's SDL name ("A", "Return", "Up").
    public var keyName: String
    /// The characters the key types (empty for a key that types none).
    public var characters: String
    public var modifiers: EventModifiers
    public var phase: Phase

    public init(keyName: String, characters: String, modifiers: EventModifiers, phase: Phase) {
        self.keyName = keyName
        self.characters = characters
        self.modifiers = modifiers
        self.phase = phase
    }
}

/// What a box adds to the focused values (`.focusedValue`, `.focusedSceneValue`): a writer of
/// entries keyed by the key's type, erased here (the values are the views' own types).
public struct FocusedValuePublication {
    /// Scene values count wherever the focus is; others only while the focus is inside the box.
    public var isSceneWide: Bool
    public var write: @MainActor (inout [ObjectIdentifier: Any]) -> Void

    public init(isSceneWide: Bool, write: @escaping @MainActor (inout [ObjectIdentifier: Any]) -> Void) {
        self.isSceneWide = isSceneWide
        self.write = write
    }
}
