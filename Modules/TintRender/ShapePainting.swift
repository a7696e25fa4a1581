import TintBoxes
import TintCore
import TintRaster

extension RenderTree {
    /// Draws a shape in `frame`: built-in outlines through the rasterizer's exact-area shapes,
    /// an app's shape through its path for this frame.
    func draw(_ shape: ShapeDrawing, in frame: CGRect, on canvas: Canvas) {
        let paint = paint(of: shape.fill, in: frame)
        let frame = shape.inset == 0 ? frame : frame.insetBy(dx: shape.inset, dy: shape.inset)
        guard frame.width >= 0, frame.height >= 0 else { return }
        switch shape.outline {
        case .builtIn(let outline):
            guard let stroke = shape.stroke else {
                fill(outline, in: frame, paint: paint, inset: shape.inset, on: canvas)
                return
            }
            // The built-in strokers draw solid lines with the corners of the outline itself
            // (what a miter join gives a rectangle); other joins and dashes go through the path.
            if stroke.dash.isEmpty, stroke.lineJoin == .miter || outline.isElliptic {
                let (rect, radii) = geometry(of: outline, in: frame, inset: shape.inset)
                canvas.stroke(roundedRect: rect, radii: radii, lineWidth: stroke.lineWidth, paint: paint, ellipse: outline.isElliptic)
            } else {
                let (rect, radii) = geometry(of: outline, in: frame, inset: shape.inset)
                canvas.stroke(VectorPath(outlinePath(outline, rect: rect, radii: radii), offsetBy: .zero), options: StrokeOptions(stroke), paint: paint)
            }
        case .custom(let custom):
            let path = VectorPath(custom.path(in: CGRect(origin: .zero, size: frame.size)), offsetBy: frame.origin)
            if let stroke = shape.stroke {
                canvas.stroke(path, options: StrokeOptions(stroke), paint: paint)
            } else {
                canvas.fill(path, paint: paint)
            }
        }
    }

    /// A built-in outline as a path, for the path stroker.
    private func outlinePath(_ outline: ShapeOutline, rect: CGRect, radii: RectangleCornerRadii) -> Path {
        outline.isElliptic ? Path(ellipseIn: rect) : Path { $0.addRoundedRect(in: rect, cornerRadii: radii) }
    }

    /// The raster paint of a fill: a gradient's unit points placed on the frame, in pixels.
    private func paint(of fill: ShapeDrawing.Fill, in frame: CGRect) -> Paint {
        switch fill {
        case .color(let color):
            return .solid(color)
        case .gradient(let gradient):
            func point(_ unit: UnitPoint) -> CGPoint {
                CGPoint(x: (frame.minX + unit.x * frame.width) * scale, y: (frame.minY + unit.y * frame.height) * scale)
            }
            switch gradient.geometry {
            case .linear(let start, let end):
                return .linearGradient(LinearGradientPaint(start: point(start), end: point(end), gradient: gradient.gradient))
            case .radial(let center, let startRadius, let endRadius):
                return .radialGradient(RadialGradientPaint(center: point(center), startRadius: startRadius * scale, endRadius: endRadius * scale, gradient: gradient.gradient))
            case .elliptical(let center, let startFraction, let endFraction):
                // Distances measured in frame sizes: the circles of the fractions become
                // ellipses of the frame's shape.
                return .radialGradient(RadialGradientPaint(center: point(center), startRadius: startFraction, endRadius: endFraction,
                                                           scaleX: 1 / (frame.width * scale), scaleY: 1 / (frame.height * scale), gradient: gradient.gradient))
            case .angular(let center, let startAngle, let endAngle):
                return .angularGradient(AngularGradientPaint(center: point(center), startAngle: startAngle.radians, endAngle: endAngle.radians, gradient: gradient.gradient))
            }
        case .image(let fill):
            // The image from the cache (a missing one warns once there and paints nothing).
            guard let image = images.image(fill.source, loader: imageLoader), image.width > 0, image.height > 0 else { return .solid(.clear) }
            let unit = fill.sourceRect.isFiniteRect ? fill.sourceRect : CGRect(x: 0, y: 0, width: 1, height: 1)
            let source = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                                width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
            return .pattern(ImagePatternPaint(image: image, source: source, origin: CGPoint(x: frame.minX * scale, y: frame.minY * scale),
                                              tileSize: CGSize(width: abs(source.width) * fill.scale * scale, height: abs(source.height) * fill.scale * scale)))
        }
    }

    /// Fills a built-in outline laid over `frame`.
    func fill(_ outline: ShapeOutline, in frame: CGRect, paint: Paint, inset: CGFloat = 0, on canvas: Canvas) {
        let (rect, radii) = geometry(of: outline, in: frame, inset: inset)
        if outline.isElliptic {
            canvas.fill(ellipseIn: rect, paint: paint)
        } else {
            canvas.fill(roundedRect: rect, radii: radii, paint: paint)
        }
    }

    /// Where a built-in outline lies in `frame` (already inset by `inset`, by which the
    /// corner radii shrink too, as SwiftUI's inset shapes do).
    private func geometry(of outline: ShapeOutline, in frame: CGRect, inset: CGFloat = 0) -> (CGRect, RectangleCornerRadii) {
        switch outline {
        case .rectangle, .ellipse:
            return (frame, RectangleCornerRadii(0))
        case .roundedRectangle(let radii):
            return (frame, inset == 0 ? radii : radii.inset(by: inset))
        case .circle:
            let side = min(frame.width, frame.height)
            return (CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), RectangleCornerRadii(0))
        case .capsule:
            return (frame, RectangleCornerRadii(min(frame.width, frame.height) / 2))
        }
    }
}

extension ShapeOutline {
    var isElliptic: Bool {
        switch self {
        case .ellipse, .circle: true
        default: false
        }
    }
}

extension Canvas {
    /// A stroke of a rounded rectangle or of the ellipse inscribed in `rect`.
    func stroke(roundedRect rect: CGRect, radii: RectangleCornerRadii, lineWidth: CGFloat, paint: Paint, ellipse: Bool) {
        if ellipse {
            stroke(ellipseIn: rect, lineWidth: lineWidth, paint: paint)
        } else {
            stroke(roundedRect: rect, radii: radii, lineWidth: lineWidth, paint: paint)
        }
    }
}

extension VectorPath {
    /// The raster form of a view's `Path`, moved by `offset`.
    @MainActor
    init(_ path: Path, offsetBy offset: CGPoint) {
        self.init()
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        for element in path.elements {
            switch element {
            case .move(let p): move(to: moved(p))
            case .line(let p): addLine(to: moved(p))
            case .quadCurve(let p, let c): addQuadCurve(to: moved(p), control: moved(c))
            case .curve(let p, let c1, let c2): addCurve(to: moved(p), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: closeSubpath()
            }
        }
    }
}

extension StrokeOptions {
    /// The raster's form of a view's `StrokeStyle`.
    init(_ style: StrokeStyle) {
        let cap: Cap = switch style.lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
        let join: Join = switch style.lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
        self.init(width: style.lineWidth, cap: cap, join: join, miterLimit: style.miterLimit, dash: style.dash, dashPhase: style.dashPhase)
    }
}

extension ShapeDrawing {
    /// How far the stroke may reach outside the outline, in points: half its width, more where
    /// a miter or a square cap sticks out (a custom path's corners may be any angle).
    var strokeReach: CGFloat {
        guard let stroke else { return 0 }
        let half = stroke.lineWidth / 2
        guard case .custom = outline else { return half }
        let miter = stroke.lineJoin == .miter ? Swift.max(1, Swift.min(stroke.miterLimit, 100)) : 1
        let cap: CGFloat = stroke.lineCap == .square ? 1.5 : 1
        return half * Swift.max(miter, cap)
    }
}
