import TintCore

// Shapes made from other shapes, as SwiftUI's: moved, turned, scaled, mapped, given a fixed
// size, or type-erased; and the static members (`.circle`, `.rect(cornerRadius:)`) that let a
// shape be named where a shape is expected (`.clipShape(.capsule)`).

/// A shape moved by an offset, as SwiftUI's `OffsetShape`.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set { (shape.animatableData, offset.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A shape turned about a unit point of its frame, as SwiftUI's `RotatedShape`.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return shape.path(in: rect).applying(AffineMap.about(pivot, scaleX: 1, scaleY: 1, radians: angle.radians))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, Double> {
        get { AnimatablePair(shape.animatableData, angle.radians) }
        set { (shape.animatableData, angle) = (newValue.first, .radians(newValue.second)) }
    }
}

/// A shape scaled about a unit point of its frame, as SwiftUI's `ScaledShape`.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        return shape.path(in: rect).applying(AffineMap.about(pivot, scaleX: scale.width, scaleY: scale.height, radians: 0))
    }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, scale.animatableData) }
        set { (shape.animatableData, scale.animatableData) = (newValue.first, newValue.second) }
    }
}

/// A shape mapped by an affine transform (in its frame's coordinates), as SwiftUI's
/// `TransformedShape`.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform

    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// A shape drawn in a frame of a fixed size at the top-leading corner of the frame it is given.
/// SwiftUI's own name for it.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize

    public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }

    public var animatableData: AnimatablePair<S.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set { (shape.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

/// Any shape, its type erased, as SwiftUI's `AnyShape`: one type for shapes chosen at run time.
public struct AnyShape: Shape {
    private let makePath: @MainActor @Sendable (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        makePath = { rect in shape.path(in: rect) }
    }

    public func path(in rect: CGRect) -> Path { makePath(rect) }
}

extension Shape {
    /// The shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// The shape moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// The shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// The shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// The shape scaled by (`x`, `y`) about `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// The shape scaled by `scale` about `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// The shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }

    /// The shape drawn at `size`, from the top-leading corner of its frame.
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// The shape drawn at `width` by `height`, from the top-leading corner of its frame.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: .foreground, stroke: nil)
    }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii)
    }

    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius)
    }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }

    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
