/// `Shape.stroke(lineWidth:)` and `stroke(style:)`: the outline as a shape of its own, drawn in
/// the foreground style or, through `.fill`, in any style.
/// SwiftUI's own name for a shape's stroke outline.
public struct _StrokedShape<Base: Shape>: Shape {
    public var base: Base
    public var style: StrokeStyle

    /// The outline of the base shape (the stroke's centre line): what `.clipShape` and
    /// `.contentShape` of a stroked shape use.
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The base shape's numbers animate through the stroke.
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public var body: _ShapeView<Base> { _ShapeView(shape: base, style: .foreground, stroke: style) }

    /// The stroke painted with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Base> {
        _ShapeView(shape: base, painting: content, stroke: style)
    }
}

extension _StrokedShape: Equatable where Base: Equatable {}

/// `Shape.trim(from:to:)`: the part of the outline between two fractions of its length.
/// SwiftUI's own name for a trimmed shape.
public struct _TrimmedShape<Base: Shape>: Shape {
    public var base: Base
    public var from: CGFloat
    public var to: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }

    /// The fractions animate (a progress ring), and the base shape's numbers with them.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(from, to), base.animatableData) }
        set {
            from = newValue.first.first
            to = newValue.first.second
            base.animatableData = newValue.second
        }
    }
}

extension _TrimmedShape: Equatable where Base: Equatable {}

/// A shape that can be drawn inset within its frame, as SwiftUI's `InsettableShape`: what
/// `.strokeBorder` needs to keep the whole line inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn `amount` points inside its frame.
/// Public because `inset(by:)` returns it, as SwiftUI's built-in shapes return their `_Inset`
/// types; apps never spell it.
public struct _InsetShape<Base: Shape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }

    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}

extension _InsetShape: Equatable where Base: Equatable {}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}

extension InsettableShape {
    /// The shape drawn `amount` points inside its frame.
    public func inset(by amount: CGFloat) -> _InsetShape<Self> {
        _InsetShape(base: self, amount: amount)
    }

    /// The outline in `content`, drawn wholly inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        _ShapeView(shape: self, painting: content, stroke: style, inset: style.lineWidth / 2)
    }

    /// The outline in `content`, `lineWidth` wide, drawn wholly inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline in the foreground style, drawn wholly inside the frame.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// The outline in the foreground style, `lineWidth` wide, drawn wholly inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension Shape {
    /// The part of the outline from `from` to `to`, as fractions of its length (a progress
    /// ring: `Circle().trim(from: 0, to: progress)`).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: from, to: to)
    }
}

extension _ShapeView {
    /// The shape stroked with `content` over this drawing of it (`.fill(.blue).stroke(.red)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape stroked with `content` in `style` over this drawing of it.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(_ShapeView(shape: shape, painting: content, stroke: style))
    }

    /// The shape filled with `content` over this drawing of it.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        overlay(_ShapeView(shape: shape, painting: content, stroke: nil))
    }
}
