/// A view whose content can scroll the scroll views inside it to a view, as SwiftUI's
/// `ScrollViewReader`: the content is built with a `ScrollViewProxy`, and lays out as the
/// content alone would.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    public var content: @MainActor (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping @MainActor (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls the scroll views of a `ScrollViewReader` to one of their views, as SwiftUI's
/// `ScrollViewProxy`.
public struct ScrollViewProxy {
    let scroller: ScrollRevealing

    package init(_ scroller: ScrollRevealing) {
        self.scroller = scroller
    }

    /// Scrolls every scroll view around the view `id` names (its `.id(_:)`, or its element's
    /// id in a `ForEach`) so that the view shows: with `anchor`, the anchor's point of the view
    /// lines up with the same point of the viewport (`.top`, `.center`, `.bottom`...); without,
    /// each scrolls as little as shows it whole. An id no view has changes nothing, with a
    /// warning.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        scroller.scrollTo(AnyHashable(id), anchor: anchor)
    }
}

/// What a `ScrollViewProxy` asks of the reader's node.
@MainActor
package protocol ScrollRevealing: AnyObject, Sendable {
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?)
}
