/// A container laid out by an app's `Layout`: `MyFlowLayout { ... }`, as SwiftUI's
/// `Layout.callAsFunction` (RULES 3.8).
package struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    public var layout: L
    public var content: Content

    package init(layout: L, content: Content) {
        self.layout = layout
        self.content = content
    }
}

extension Layout {
    /// The views of `content`, laid out by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// Any layout, as SwiftUI's `AnyLayout`: switching between layouts of different types keeps the
/// children's identity and state, where an `if` between two containers would rebuild them.
public struct AnyLayout: Layout, Equatable {
    private let layout: any Layout
    private let isEqual: @MainActor (any Layout) -> Bool

    public init<L: Layout>(_ layout: L) {
        self.layout = layout
        isEqual = { other in
            guard let other = other as? L else { return false }
            return ValueEquality.equal(layout, other) ?? false
        }
    }

    public nonisolated static func == (lhs: AnyLayout, rhs: AnyLayout) -> Bool {
        MainActor.assumeIsolated { lhs.isEqual(rhs.layout) }
    }

    // The wrapped layout's cache is made afresh for each call: simple and correct; a layout
    // that relies on its cache for speed should be used directly.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        func run<L: Layout>(_ layout: L) -> CGSize {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return run(layout)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        func run<L: Layout>(_ layout: L) -> ViewSpacing {
            var cache = layout.makeCache(subviews: subviews)
            return layout.spacing(subviews: subviews, cache: &cache)
        }
        return run(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        func run<L: Layout>(_ layout: L) {
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        run(layout)
    }
}
