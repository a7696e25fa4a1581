import Foundation

extension View {
    /// Actions revealed by swiping this row in a list, as SwiftUI's `swipeActions`. A desktop
    /// has no swipe: the actions are this row's context menu (a secondary click), in order; a
    /// row with a context menu of its own inside this shows that one. `edge` and
    /// `allowsFullSwipe` have nothing to act on.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        contextMenu { content() }
    }
}
