/// A coordinate space a `GeometryProxy` can express frames in, as in SwiftUI.
public enum CoordinateSpace: Equatable, Hashable, Sendable {
    /// The window's: the origin is the window's top-left corner.
    case global
    /// The reader's own: the origin is the reader's top-left corner.
    case local
}

/// The size and position of a `GeometryReader`, as its content sees them.
public struct GeometryProxy: Equatable, Sendable {
    /// The reader's size: what its parent proposed (RULES 3.6: it takes the whole proposal).
    public let size: CGSize
    /// The reader's frame in window coordinates.
    let globalFrame: CGRect

    public init(frame: CGRect) {
        globalFrame = frame
        size = frame.size
    }

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        }
    }

    /// The value of `anchor` (a view's bounds, a point of it) in the reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.value(relativeTo: globalFrame.origin)
    }

    /// Tint draws in whole windows without system bars: always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A container that builds its content from its own size and position, as SwiftUI's
/// `GeometryReader`: it takes all the space it is offered and places its content at its
/// top-leading corner.
///
/// Its size is known only after layout, so the content is built again when the layout gives the
/// reader a new frame (a second pass in the same frame; the first pass of a new reader sees a
/// zero size, as the first layout has not happened yet). State read inside the closure is
/// tracked for the reader: changing it builds the content again.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public var content: @MainActor (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping @MainActor (GeometryProxy) -> Content) {
        self.content = content
    }
}
