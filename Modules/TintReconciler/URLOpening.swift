import TintBoxes
import TintViews

extension URLOpener {
    /// An opener that runs `action` (the environment's `openURL` where a text with links is).
    @MainActor init(_ action: OpenURLAction) {
        self.init(id: action.id) { url in action(url) }
    }
}
