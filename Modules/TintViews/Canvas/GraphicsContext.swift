import Foundation
import TintBoxes

/// What a `Canvas` draws with, as SwiftUI's `GraphicsContext`: fills and strokes of paths,
/// texts and images, in a state of its own (transform, opacity, blend mode, clips, filters) that
/// each drawing is made in. A copy of a context draws into the same canvas with a state of its
/// own; `drawLayer` draws into a layer composited as one.
@MainActor
public struct GraphicsContext {
    let recorder: _CanvasRecorder
    var state = CanvasState()
    /// The size of the canvas, in its space at the identity transform.
    let canvasSize: CGSize

    /// The environment of the canvas.
    public let environment: EnvironmentValues

    package init(recorder: _CanvasRecorder, size: CGSize, environment: EnvironmentValues) {
        self.recorder = recorder
        canvasSize = size
        self.environment = environment
    }

    // MARK: The state

    /// The opacity each drawing is composited with (multiplies with a layer's).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue.isNaN ? 0 : Swift.min(1, Swift.max(0, newValue)) }
    }

    /// How each drawing combines with what is beneath it.
    public var blendMode: BlendMode {
        get { blendModeSet }
        set {
            blendModeSet = newValue
            state.blendMode = newValue.pixelMode
        }
    }
    private var blendModeSet = BlendMode.normal

    /// From the drawing's coordinates to the canvas's.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform) }
    public mutating func rotate(by angle: Angle) { state.transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(state.transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { state.transform = matrix.concatenating(state.transform) }

    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the shape.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Clips later drawings to the inside of `path` (its outside with `.inverse`).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        state.clips.append(.path(path, evenOdd: style.isEOFilled, inverse: options.contains(.inverse), transform: state.transform))
    }

    /// Clips later drawings to the alpha of what `content` draws (its inverse with `.inverse`).
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = layerContext()
        layer.opacity = opacity
        try content(&layer)
        var commands = layer.recorder.commands
        if options.contains(.inverse) {
            // The inverse: everything, with what was drawn cut away.
            var cut = CanvasState()
            cut.blendMode = .destinationOut
            commands = [.fill(Path(CGRect(origin: .zero, size: canvasSize).insetBy(dx: -canvasSize.width, dy: -canvasSize.height)),
                              .color(.black), evenOdd: false, CanvasState()),
                        .layer(commands, cut)]
        }
        state.clips.append(.layer(commands))
    }

    /// The bounds of the area drawings can show in, in the drawing's coordinates.
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: canvasSize)
        for clip in state.clips {
            if case .path(let path, _, false, let transform) = clip {
                bounds = bounds.intersection(path.boundingRect.applying(transform))
            }
        }
        return bounds.isNull ? .zero : bounds.applying(state.transform.inverted())
    }

    /// Adds a filter every later drawing goes through.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        guard let made = filter.made(in: environment) else { return }
        state.filters.append(made)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard let paint = shading.canvasShading(over: path.boundingRect, in: environment) else { return }
        recorder.append(.fill(path, paint, evenOdd: style.isEOFilled, state))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard style.lineWidth > 0, style.lineWidth.isFinite,
              let paint = shading.canvasShading(over: path.boundingRect, in: environment) else { return }
        recorder.append(.stroke(path, paint, style, state))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws what `content` draws into a new layer, composited as one in this context's state.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = layerContext()
        try content(&layer)
        recorder.append(.layer(layer.recorder.commands, state))
    }

    /// A context for a layer: the same transform, nothing else of this state.
    private func layerContext() -> GraphicsContext {
        var layer = GraphicsContext(recorder: recorder.child(), size: canvasSize, environment: environment)
        layer.state.transform = state.transform
        return layer
    }

    // MARK: Text

    /// A text as this context would draw it: measure it, then draw it.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(content: recorder.textContent(text, environment), measurer: recorder.measurer)
    }

    public func draw(_ text: ResolvedText, in rect: CGRect) {
        recorder.append(.content(text.shadedContent(in: environment), rect, state))
    }

    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        draw(text, in: Self.rect(of: size, at: point, anchor: anchor))
    }

    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    // MARK: Images

    /// An image as this context would draw it: its size, then draw it.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(content: recorder.imageContent(image, environment), measurer: recorder.measurer)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        recorder.append(.content(image.shadedContent(in: environment), rect, state))
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(image, in: Self.rect(of: image.size, at: point, anchor: anchor))
    }

    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        // Drawn into a rectangle, an image fills it, as a resizable one does.
        draw(resolve(image.resizable()), in: rect, style: style)
    }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// A rectangle of `size` whose `anchor` is at `point`.
    static func rect(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
        CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}

