/// What set off a box's action (`BoxContent.action`): the modifier keys held with the click or
/// the shortcut's key. A list's row reads them (Shift extends the selection, Ctrl toggles).
public struct ActionEvent: Sendable {
    public var modifiers: EventModifiers

    public init(modifiers: EventModifiers = []) {
        self.modifiers = modifiers
    }
}
