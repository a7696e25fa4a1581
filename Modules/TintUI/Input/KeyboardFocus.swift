import TintBoxes
import TintCore
import TintRender

/// Which box has the keyboard focus (a text field, a button, a `.focusable()` view), and the
/// focus states (`.focused`) and focused values kept in step with it: a click, Tab or a sheet
/// gives the focus, a focus state may move it, and the box, its ring and the states are told
/// where it went.
@MainActor
final class KeyboardFocus {
    private let tree: RenderTree
    /// The box with the keyboard focus, if any.
    private(set) var focused: BoxID?
    /// The focused values views read (`@FocusedValue`), worked out after each change.
    let focusedValues = _FocusedValuesStore()
    /// Whether a `.prefersDefaultFocus` view took the focus: it does once, as a window's default
    /// focus (focus cleared later by a click stays cleared, and no update searches for it again).
    private var defaultFocusGiven = false

    init(tree: RenderTree) {
        self.tree = tree
    }

    /// The focused field's input handler.
    var input: (@MainActor (TextInputEvent) -> String?)? {
        focused.flatMap { tree.boxes[$0]?.content.textInput }
    }

    /// Gives the focus to `box` (`nil`: to nothing), telling the old and the new field, and the
    /// focus states (`.focused`) whose views it left or entered.
    func focus(_ box: RenderBox?) {
        guard box?.id != focused else { return }
        let old = focused.flatMap { tree.boxes[$0] }
        _ = old?.content.textInput?(.focus(false))
        old?.content.focusTarget?.focusChanged?(false)
        focused = box?.id
        _ = box?.content.textInput?(.focus(true))
        box?.content.focusTarget?.focusChanged?(true)
        // A text field shows its focus by its caret; other targets by the ring (a control
        // focused by its accessibility mark always).
        let showsRing = box.map { $0.content.focusTarget?.showsRing ?? $0.takesFocusByMark } ?? false
        tree.focusRingBox = showsRing && box?.content.textInput == nil ? box?.id : nil
        for link in tree.focusLinks() {
            guard let focusLink = link.box.content.focusLink else { continue }
            let has = link.field != nil && link.field?.id == focused
            if has != focusLink.isFocused { focusLink.setFocused(has) }
        }
        publishFocusedValues()
    }

    /// Tab (`forward`) or Shift-Tab: the focus goes to the next (or previous) focus target of
    /// the top layer in reading order, round to the first (or last).
    func move(forward: Bool) {
        guard let top = tree.roots.last else { return }
        let targets = tree.focusTargets(in: top)
        guard !targets.isEmpty else { return }
        let index = targets.firstIndex { $0.id == focused }
        let next: Int
        if let index {
            next = (index + (forward ? 1 : targets.count - 1)) % targets.count
        } else {
            next = forward ? 0 : targets.count - 1
        }
        focus(targets[next])
    }

    /// The focused box, if it is in the tree.
    var focusedBox: RenderBox? {
        focused.flatMap { tree.boxes[$0] }.flatMap { $0.isInTree ? $0 : nil }
    }

    /// After an update: a focused box that went away lets the focus go; with nothing focused yet,
    /// a `.prefersDefaultFocus` view takes it; the focused values are worked out again.
    func treeChanged() {
        if focused != nil, focusedBox == nil {
            focused = nil
            tree.focusRingBox = nil
        }
        if !defaultFocusGiven, focused == nil, tree.containsDefaultFocus, let top = tree.roots.last,
           let preferred = tree.defaultFocusTarget(in: top) {
            defaultFocusGiven = true
            focus(preferred)
        }
        publishFocusedValues()
    }

    private func publishFocusedValues() {
        guard tree.containsFocusedValues else { return }
        focusedValues.update(tree.focusedValues(around: focused))
    }

    /// A presentation came up over the window: a field beneath it loses the keyboard focus,
    /// which goes only to the top layer, and to its first text field, as a macOS sheet gives
    /// it (typing into a sheet reaches its field without a click).
    func layerAppeared() {
        // The window's own root is not a presentation: its fields wait for a click.
        guard tree.roots.count > 1, let top = tree.roots.last else { return }
        if let focused, tree.root(of: focused) === top { return }
        focus(tree.firstTextInput(in: top))
    }

    /// After an update: a focus state that says a view has the focus moves it there; one that
    /// no longer says so for the focused field takes it away.
    func applyFocusStates() {
        var target: RenderBox?
        var release = false
        for link in tree.focusLinks() {
            guard let focusLink = link.box.content.focusLink, let field = link.field else { continue }
            if focusLink.isFocused, target == nil { target = field }
            if !focusLink.isFocused, field.id == focused { release = true }
        }
        if let target, target.id != focused {
            focus(target)
        } else if release, target == nil {
            focus(nil)
        }
    }

    /// Where an input method's candidate window goes, in points: the focused field's caret,
    /// else the field.
    var inputFrame: CGRect? {
        guard let box = focused.flatMap({ tree.boxes[$0] }) else { return nil }
        return tree.caretRect(in: box) ?? box.frame
    }
}
