import TintBoxes
import TintCore
import TintRender
import TintViews

/// Keys and typed text: the focused text field takes them (with copy, cut and paste through the
/// clipboard), else a keyboard shortcut.
@MainActor
final class KeyboardInput {
    private let tree: RenderTree
    private let focus: KeyboardFocus
    private let pointer: PointerInput
    /// Where copy and cut put text and paste takes it from.
    var clipboard: any Clipboard = MemoryClipboard() {
        didSet { clipboardChanges.changed() }
    }
    /// Counts the clipboard's changes, for views that show what it holds (`PasteButton`).
    let clipboardChanges = ClipboardChanges()

    /// What views put on the clipboard (`ShareLink`'s Copy) and read from it (`PasteButton`).
    var pasteboard: _Pasteboard {
        _Pasteboard(contents: { [weak self] in self?.clipboard.contents ?? [] },
                    setContents: { [weak self] contents in
                        self?.clipboard.contents = contents
                        self?.clipboardChanges.changed()
                    },
                    changes: clipboardChanges)
    }

    /// The app's menu bar: asked for a key no view took (a menu item's shortcut runs it
    /// without opening the menu). Views come first, as a window's own key equivalents do on
    /// macOS.
    var menuShortcut: (@MainActor (KeyEvent) -> Bool)?

    init(tree: RenderTree, focus: KeyboardFocus, pointer: PointerInput) {
        self.tree = tree
        self.focus = focus
        self.pointer = pointer
    }

    /// A key went down: the focused text field takes it, else a keyboard shortcut. Returns
    /// whether either did.
    ///
    /// A key with Ctrl (Tint's Command) goes to a shortcut that matches it first, as a Command
    /// shortcut does on macOS even while a field is being edited (a Save button's Ctrl+S); the
    /// field gets it when no shortcut does (Ctrl+C copies). Other keys go to the field first.
    ///
    /// A held key's repeats reach a shortcut only when its button repeats
    /// (`buttonRepeatBehavior(.enabled)`): holding a Save button's Ctrl+S saves once.
    func pressed(_ key: KeyEvent) -> Bool {
        // The views around the focus hear the key first (`.onKeyPress`, move, exit and delete
        // commands); one that handles it ends it.
        if heard(key, phase: key.isRepeat ? .repeat : .down) { return true }
        if key.control, let action = tree.shortcutAction(keyName: key.name, shift: key.shift, control: true, option: key.option, near: pointer.lastPress,
                                                          onlyRepeating: key.isRepeat) {
            action.run(ActionEvent(modifiers: key.modifiers))
            return true
        }
        if let input = focus.input, type(key, into: input) { return true }
        if key.name == "Tab", !key.control {
            focus.move(forward: !key.shift)
            return true
        }
        // Space activates the focused button.
        if key.name == "Space", key.modifiers.isEmpty, let box = focus.focusedBox, box.content.focusTarget != nil, let action = box.content.action {
            action.run(ActionEvent(modifiers: []))
            return true
        }
        // The focused control, as a reader operates it: Space clicks, the arrows step a
        // slider or a stepper, move among a group's options or tabs, and through an open menu.
        if key.modifiers.isEmpty, operateFocusedControl(key.name) { return true }
        // A Ctrl key's shortcut was looked for above.
        if !key.control, let action = tree.shortcutAction(keyName: key.name, shift: key.shift, control: false, option: key.option, near: pointer.lastPress,
                                                          onlyRepeating: key.isRepeat) {
            action.run(ActionEvent(modifiers: key.modifiers))
            return true
        }
        if !key.isRepeat, menuShortcut?(key) ?? false { return true }
        // Return clicks the focused control when no default button took it.
        if key.name == "Return", key.modifiers.isEmpty, let box = focus.focusedBox, box.content.textInput == nil,
           let element = accessibility.element(around: box), accessibility.perform("click", on: element) {
            return true
        }
        return false
    }

    /// The accessibility tree, for the focused control's actions.
    private var accessibility: AccessibilityTree {
        let tree = self.tree.accessibility
        tree.update()
        return tree
    }

    /// Operates the focused control from the keyboard by its accessibility actions; false
    /// when the key means nothing to it.
    private func operateFocusedControl(_ keyName: String) -> Bool {
        let vertical = keyName == "Up" || keyName == "Down"
        let arrow = vertical || keyName == "Left" || keyName == "Right"
        guard keyName == "Space" || arrow else { return false }
        let accessibility = self.accessibility
        // An open menu on top: Up and Down move through its items.
        if vertical, let top = accessibility.roots.last, accessibility.element(top)?.role == .menu {
            focus.move(forward: keyName == "Down")
            return true
        }
        guard let box = focus.focusedBox, box.content.textInput == nil, let element = accessibility.element(around: box) else { return false }
        if keyName == "Space" { return accessibility.perform("click", on: element) }
        let forward = keyName == "Up" || keyName == "Right"
        if accessibility.perform(forward ? "increment" : "decrement", on: element) { return true }
        // An option or a tab: the next one (down or right) or the one before is chosen and
        // focused, round at the ends, as a radio group's and a tab bar's arrows do.
        guard let role = accessibility.element(element)?.role, role == .radioButton || role == .pageTab else { return false }
        let siblings = (accessibility.parent(of: element).map(accessibility.children) ?? accessibility.roots)
            .filter { accessibility.element($0)?.role == role }
        guard let index = siblings.firstIndex(of: element), siblings.count > 1 else { return false }
        let next = siblings[(index + (keyName == "Down" || keyName == "Right" ? 1 : siblings.count - 1)) % siblings.count]
        _ = accessibility.perform("click", on: next)
        if let nextBox = tree.boxes[next], nextBox.takesFocus { focus.focus(nextBox) }
        return true
    }

    private func type(_ key: KeyEvent, into input: @MainActor (TextInputEvent) -> String?) -> Bool {
        switch (key.name, key.control) {
        case ("C", true): if let text = input(.copy), !text.isEmpty { clipboard.text = text; clipboardChanges.changed() }
        case ("X", true): if let text = input(.cut), !text.isEmpty { clipboard.text = text; clipboardChanges.changed() }
        case ("V", true): if let text = clipboard.text { _ = input(.insert(text)) }
        case ("Tab", false): focus.move(forward: !key.shift)
        case ("Escape", _):
            // The field lets go, and Escape goes on to what it means around the field: a
            // sheet's or alert's cancel (one press, not two).
            focus.focus(nil)
            return false
        default: _ = input(.key(key.name, shift: key.shift, control: key.control))
        }
        return true
    }

    /// A key came up: the views around the focus that listen for releases hear it.
    @discardableResult
    func released(_ key: KeyEvent) -> Bool {
        heard(key, phase: .up)
    }

    /// Hands the key to the key handlers of the focused box and the boxes around it, innermost
    /// first, until one handles it.
    private func heard(_ key: KeyEvent, phase: KeyPressEvent.Phase) -> Bool {
        let handlers = tree.keyHandlers(around: focus.focusedBox?.id)
        guard !handlers.isEmpty else { return false }
        let event = KeyPressEvent(keyName: key.name, characters: KeyEquivalent.characters(forKeyName: key.name, shift: key.shift),
                                  modifiers: key.modifiers, phase: phase)
        return handlers.contains { $0(event) }
    }

    /// Text typed on the keyboard (after the keyboard layout and any input method).
    func typed(_ text: String) {
        _ = focus.input?(.insert(text))
    }

    /// An input method's pre-edit text for the focused field (empty: the composition ended).
    func composed(_ text: String) {
        _ = focus.input?(.compose(text))
    }
}
