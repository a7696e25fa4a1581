/// What set off a box's action (`BoxContent.action`): the modifier keys held with the click or
/// the shortcut's key. A list's row reads them (Shift extends the selection, Ctrl toggles).
public struct ActionEvent: Sendable {
    public var modifiers: EventModifiers

    public init(modifiers: EventModifiers = []) {
        self.modifiers = modifiers
    }
}

/// What a box runs when it is clicked or its shortcut is pressed: an action (a button's), or one
/// that reads the event (a list row's, for its modifier keys). Two cases rather than one closure
/// taking the event: wrapping every button's action to drop the event cost an allocation each
/// time a button's content was made.
public enum BoxAction {
    case plain(@MainActor () -> Void)
    case reading(@MainActor (ActionEvent) -> Void)

    /// Runs the action for `event`.
    @MainActor public func run(_ event: ActionEvent) {
        switch self {
        case .plain(let action): action()
        case .reading(let action): action(event)
        }
    }
}
