import TintBoxes
import TintCore
import TintRender

/// Which text field has the keyboard focus, and the focus states (`.focused`) kept in step
/// with it: a click or a sheet gives the focus, a focus state may move it, and the field and
/// the states are told where it went.
@MainActor
final class KeyboardFocus {
    private let tree: RenderTree
    /// The box with the keyboard focus (a text field), if any.
    private(set) var focused: BoxID?

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
        _ = input?(.focus(false))
        focused = box?.id
        _ = box?.content.textInput?(.focus(true))
        for link in tree.focusLinks() {
            guard let focusLink = link.box.content.focusLink else { continue }
            let has = link.field != nil && link.field?.id == focused
            if has != focusLink.isFocused { focusLink.setFocused(has) }
        }
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
