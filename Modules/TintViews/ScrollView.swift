/// A scrollable viewport onto its content, as SwiftUI's `ScrollView`: the content takes its
/// ideal length along the scrolled axes and is clipped to the viewport.
///
/// The content offset lives in the scroll view (its node), moved by the mouse wheel or a drag
/// in a window, and by `HeadlessHost.scroll(_:by:)` or `scroll(_:to:)` in tests. Scroll
/// indicators are not drawn yet.
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}
