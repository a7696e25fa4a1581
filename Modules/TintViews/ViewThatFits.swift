import Foundation
import TintLayout

/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: each view
/// is measured at its ideal size along `axes` in turn, and the first that fits is shown (the
/// last when none does). A wide toolbar's labels give way to icons when the window narrows.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: some View {
        FirstFittingLayout(axes: axes) { content }
    }
}
