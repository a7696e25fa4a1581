import TintBoxes
/// A 2D shape, as SwiftUI's: an outline for any frame, filled with the foreground colour unless
/// `.fill` or `.stroke` says otherwise. Shapes take all the space they are offered.
public protocol Shape: Animatable, View, Sendable {
    /// The outline in `rect` (the shape's frame, origin at its top-left).
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape's body draws it: filled with the foreground colour.
    public var body: _ShapeView<Self> { _ShapeView(shape: self, style: .foreground, stroke: nil) }

    /// The shape's outline in the foreground colour: a shape itself, as in SwiftUI, so
    /// `.fill` paints the outline (`Circle().stroke(lineWidth: 4).fill(.red)` is a red ring).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// What a shape is painted with.
/// Public because it is the requirement of the public `ShapeStyle` protocol, as SwiftUI's
/// `ShapeStyle` carries underscored requirements (`_apply(to:)`); apps never spell it.
public enum _ShapeStyle: Equatable, Sendable {
    /// The environment's foreground colour (`.foregroundColor`, `.foregroundStyle`), else primary.
    case foreground
    /// The foreground at a lower level of emphasis (1 is `.secondary`).
    case hierarchical(Int)
    /// A style the environment decides (an app's `resolve(in:)`, `.tint`, `.opacity`).
    case resolving(StyleResolver)
    case color(Color)
    /// A gradient over the frame (linear, radial, elliptical or angular).
    case gradient(GradientFill)
    /// An image repeated over the frame (`ImagePaint`).
    case image(ImageFill)
}

/// A shape as drawn: filled, or stroked in a `StrokeStyle`. The primitive behind every shape.
/// SwiftUI's own name for a shape filled or stroked as a view.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    public var shape: Content
    public var style: _ShapeStyle
    /// `nil` fills the shape; a style strokes its outline, centred on it.
    public var stroke: StrokeStyle?
    /// How far inside the frame the outline is drawn (`.strokeBorder`: half the line's width).
    public var inset: CGFloat
    /// The shadows and blend mode of the style it is painted with (`.white.shadow(.drop(...))`).
    public var effects: _StyleEffects?

    public init(shape: Content, style: _ShapeStyle, stroke: StrokeStyle?, inset: CGFloat = 0) {
        self.shape = shape
        self.style = style
        self.stroke = stroke
        self.inset = inset
    }
}

extension _ShapeView: Equatable where Content: Equatable {}

/// A shape whose outline is one of `ShapeOutline`.
package protocol _OutlinedShape: Shape {
    var _outline: ShapeOutline { get }
}


