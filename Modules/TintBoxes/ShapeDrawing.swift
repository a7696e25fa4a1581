import TintCore
import TintLayout

/// A shape as the render tree draws it: a built-in outline (drawn with exact-area arcs) or any
/// shape's path for the laid-out frame, filled or stroked, in a resolved colour.
public struct ShapeDrawing: Equatable, @unchecked Sendable {
    /// The outline drawn: one of the built-in shapes, or an app's shape.
    public enum Outline {
        case builtIn(ShapeOutline)
        /// An app's shape: its path is asked for once the frame is known.
        case custom(any CustomOutline)
    }

    /// How the shape is painted: a colour, or a gradient over its frame.
    public enum Fill: Equatable, Sendable {
        case color(Color)
        case gradient(GradientFill)
        /// An image repeated (`ImagePaint`).
        case image(ImageFill)
    }

    public var outline: Outline
    public var fill: Fill
    /// `nil` fills; otherwise how the outline is stroked, centred on it.
    public var stroke: StrokeStyle?
    /// How far inside the frame the outline lies (`.strokeBorder`).
    public var inset: CGFloat

    public init(outline: Outline, fill: Fill, stroke: StrokeStyle?, inset: CGFloat = 0) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.inset = inset
    }

    /// Two drawings of an app's shape are equal when the shape says it is the same
    /// (`CustomOutline.isSame(as:)`); otherwise they are taken as different, and the shape repaints.
    public static func == (lhs: ShapeDrawing, rhs: ShapeDrawing) -> Bool {
        lhs.fill == rhs.fill && lhs.stroke == rhs.stroke && lhs.inset == rhs.inset && lhs.outline.isSame(as: rhs.outline)
    }
}

extension ShapeDrawing.Outline {
    /// Whether two outlines draw alike: built-in ones by value, an app's shape by its own
    /// `CustomOutline.isSame(as:)`.
    public func isSame(as other: ShapeDrawing.Outline) -> Bool {
        switch (self, other) {
        case (.builtIn(let a), .builtIn(let b)): a == b
        case (.custom(let a), .custom(let b)): a.isSame(as: b)
        default: false
        }
    }
}
