/// Shows one of several keyed views and keeps the others alive (their state and nodes) while
/// their keys stay: a `TabView`'s tabs, a navigation stack's levels. A key that leaves the
/// list ends its view. Views not shown have no frame (`HeadlessHost.frame(of:)` is `nil`) and
/// take no clicks.
package struct _ViewSwitcher: View {
    public typealias Body = Never
    public var items: [(id: AnyHashable, view: AnyView)]
    /// The key shown; `nil` (or a key not in `items`) shows nothing.
    public var shown: AnyHashable?
    /// Builds every item at once, in order, rather than each when first shown (a navigation
    /// stack's root must exist to declare the destinations of the levels above it).
    public var buildsAll: Bool

    public init(items: [(id: AnyHashable, view: AnyView)], shown: AnyHashable?, buildsAll: Bool = false) {
        self.items = items
        self.shown = shown
        self.buildsAll = buildsAll
    }
}
