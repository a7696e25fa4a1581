/// A key that runs an action while this view is shown, taking no space and no clicks: how
/// containers answer Escape (presentations), Delete and the arrows (lists) without a visible
/// control.
package struct _KeyCommand: View {
    public typealias Body = Never
    public var shortcut: KeyboardShortcut
    public var action: @MainActor () -> Void

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = [], action: @escaping @MainActor () -> Void) {
        shortcut = KeyboardShortcut(key, modifiers: modifiers)
        self.action = action
    }
}
