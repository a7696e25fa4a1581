import TintBoxes
import TintRender

/// Wheel turns and scroll requests, sent to a scroll view.
@MainActor
enum ScrollInput {
    /// Sends `request` to `target`'s scroll view; false when there is none.
    static func scroll(_ target: RenderBox?, _ request: ScrollRequest) -> Bool {
        guard let scroll = target?.content.onScroll else { return false }
        scroll(request)
        return true
    }
}
