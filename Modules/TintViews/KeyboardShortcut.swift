/// `.keyboardShortcut(_:)`: pressing the shortcut runs the action of the control inside.
package struct _KeyboardShortcutModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let shortcut: KeyboardShortcut
}

extension View {
    /// Runs this control's action (a `Button`'s) when `key` is pressed with `modifiers`
    /// (Ctrl by default, as `.command` on Linux), unless a text field takes the key.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Runs this control's action when `shortcut` is pressed.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        modifier(_KeyboardShortcutModifier(shortcut: shortcut))
    }
}
