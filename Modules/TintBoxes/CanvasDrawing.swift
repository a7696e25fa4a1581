import Foundation
import TintCore
import TintLayout

/// A `Canvas` (or an `Image(size:renderer:)`) as render draws it: the app's renderer, recorded
/// into commands for the size the box is drawn at, each time the box is painted. Views make the
/// commands (from `GraphicsContext`), render runs them on its raster canvas; neither knows the
/// other's side.
public struct CanvasDrawing: Equatable, @unchecked Sendable {
    /// Records the drawing for a size; `measurer` sizes the texts and images it draws.
    public let record: @MainActor (CGSize, any CanvasMeasurer) -> [CanvasCommand]
    /// The size the drawing is made at, scaled to the frame (`Image(size:renderer:)`); nil: at
    /// the frame's own size (`Canvas`).
    public var designSize: CGSize?
    /// Whether a drawing with a design size stretches to what it is offered (`.resizable()`).
    public var resizable = false
    private let identity = Identity()

    public init(designSize: CGSize? = nil, record: @escaping @MainActor (CGSize, any CanvasMeasurer) -> [CanvasCommand]) {
        self.designSize = designSize
        self.record = record
    }

    /// A renderer is a closure, which cannot be compared: each drawing made is new, and equal only
    /// to itself, so a canvas whose view is rebuilt draws again.
    public static func == (a: CanvasDrawing, b: CanvasDrawing) -> Bool { a.identity === b.identity && a.designSize == b.designSize && a.resizable == b.resizable }

    private final class Identity: @unchecked Sendable {}
}

/// What a canvas's renderer asks of render while it records: the size of a text or image.
@MainActor
public protocol CanvasMeasurer {
    /// The size `content` (a text's or an image's) takes for `proposal`.
    func size(of content: BoxContent, proposal: ProposedViewSize) -> CGSize
    /// A text's first (or last) baseline from its top, laid out for `proposal`; nil for no text.
    func baseline(of content: BoxContent, proposal: ProposedViewSize, last: Bool) -> CGFloat?
}

/// One drawing operation of a canvas, with the graphics state it was made in.
public indirect enum CanvasCommand: @unchecked Sendable {
    /// A path filled (even-odd when `evenOdd`).
    case fill(Path, CanvasShading, evenOdd: Bool, CanvasState)
    /// A path stroked.
    case stroke(Path, CanvasShading, StrokeStyle, CanvasState)
    /// A text's or an image's content laid out in a rectangle of the canvas's space.
    case content(BoxContent, CGRect, CanvasState)
    /// Commands drawn into a layer of their own, which is then composited with the state.
    case layer([CanvasCommand], CanvasState)
}

/// How a fill or stroke is painted, in the canvas's space (before its transform).
public enum CanvasShading: Equatable, Sendable {
    case color(Color)
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Swept clockwise from `angle` around `center`.
    case conicGradient(Gradient, center: CGPoint, angle: Angle)
}

/// The graphics state a canvas command was made in: what `GraphicsContext` carries.
public struct CanvasState: @unchecked Sendable {
    /// From the canvas's user space to the box's (points).
    public var transform: AffineMap = .identity
    public var opacity: Double = 1
    public var blendMode: PixelBlendMode = .normal
    /// Every clip in force, each in the space it was made in (its own transform).
    public var clips: [CanvasClip] = []
    /// Filters applied to each drawing, in the order added (the last added runs first, as
    /// SwiftUI's filters wrap what comes after them).
    public var filters: [CanvasFilter] = []

    public init() {}

    /// Whether a drawing in this state can go straight onto the canvas (no layer needed).
    public var isPlain: Bool { opacity >= 1 && blendMode == .normal && clips.isEmpty && filters.isEmpty }
}

/// A clip of a canvas: a path's inside (or outside), or the alpha of drawn commands.
public enum CanvasClip: @unchecked Sendable {
    case path(Path, evenOdd: Bool, inverse: Bool, transform: AffineMap)
    case layer([CanvasCommand])
}

/// A filter of a canvas's drawings.
public enum CanvasFilter: Equatable, Sendable {
    case blur(radius: CGFloat)
    /// A shadow under the drawing (`shadowOnly`: the shadow alone).
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, shadowOnly: Bool)
    case colorMatrix(ColorMatrix)
}
