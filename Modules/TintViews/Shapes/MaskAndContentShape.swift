/// What `.contentShape` shapes, as SwiftUI's `ContentShapeKinds`. Tint has one kind of hit:
/// every kind shapes clicks, hovers and drags.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

/// `.contentShape(_:)`: the shape, over the view's frame, within which it and everything in
/// it take clicks (a whole row with gaps: `.contentShape(Rectangle())`; a round button:
/// `.contentShape(Circle())`).
package struct _ContentShapeModifier<S: Shape>: ViewModifier, Equatable {
    public typealias Body = Never
    public let shape: S

    /// Equal when the shapes are (a shape without `==` counts as changed).
    public nonisolated static func == (a: Self, b: Self) -> Bool { ValueEquality.equal(a.shape, b.shape) ?? false }
}

extension View {
    /// Takes clicks within `shape` laid over the view's frame.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape))
    }

    /// The same, for the kinds of interaction named (Tint shapes them all alike).
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape))
    }
}

/// `.mask`: the view shown through the alpha of another, laid out over it as an overlay is.
package struct _MaskedView<Content: View, Mask: View>: View {
    public typealias Body = Never
    public var content: Content
    public var mask: Mask
    public var alignment: Alignment
}

extension View {
    /// Shows the view only where `mask` has alpha (the mask is proposed the view's size and
    /// placed by `alignment`).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _MaskedView(content: self, mask: mask(), alignment: alignment)
    }

    /// The older spelling, with the mask view as an argument.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        _MaskedView(content: self, mask: mask, alignment: .center)
    }
}
