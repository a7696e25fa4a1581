import TintBoxes

/// A key pressed, as the hosts hand it to input: its SDL name ("Left", "Backspace", "A") and the
/// modifier keys held (Ctrl is Tint's Command).
struct KeyEvent {
    var name: String
    var modifiers: EventModifiers = []
    /// The keyboard's repeat of a held key.
    var isRepeat = false

    var shift: Bool { modifiers.contains(.shift) }
    var control: Bool { modifiers.contains(.control) }
    var option: Bool { modifiers.contains(.option) }
}

extension EventModifiers {
    /// The modifier keys a host reports as flags.
    init(shift: Bool, control: Bool, option: Bool = false) {
        self = []
        if shift { insert(.shift) }
        if control { insert(.control) }
        if option { insert(.option) }
    }
}
