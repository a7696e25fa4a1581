/// The size and position of a `GeometryReader`, as its content sees them.
///
/// Unchecked `Sendable`: the named spaces' names are hashable values read through `AnyHashable`.
public struct GeometryProxy: Equatable, @unchecked Sendable {
    /// The reader's size: what its parent proposed (RULES 3.6: it takes the whole proposal).
    public let size: CGSize
    /// The reader's frame in window coordinates.
    let globalFrame: CGRect
    /// The frames, in window coordinates, of the named coordinate spaces around the reader
    /// (`.coordinateSpace(.named(...))`, the innermost scroll view's `.scrollView`) when it was
    /// placed.
    let spaces: [AnyHashable: CGRect]

    public init(frame: CGRect) {
        self.init(frame: frame, spaces: [:])
    }

    package init(frame: CGRect, spaces: [AnyHashable: CGRect]) {
        globalFrame = frame
        size = frame.size
        self.spaces = spaces
    }

    /// The reader's frame in `space`; in a name no view around the reader gave, its frame in
    /// the window (as SwiftUI falls back to the global space).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = spaces[name]?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in `space` (`.global`, `.local`, `.named(...)`, `.scrollView`).
    public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: space.coordinateSpace)
    }

    /// The bounds of the named space `space`, in the reader's own coordinates; `nil` when no
    /// view around the reader has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let frame = spaces[name] else { return nil }
        return frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
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
