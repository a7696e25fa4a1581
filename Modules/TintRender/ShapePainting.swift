import TintCore
import TintRaster
import TintReconciler
import TintViews

extension RenderTree {
    /// Draws a shape in `frame`: built-in outlines through the rasterizer's exact-area shapes,
    /// an app's shape through its path for this frame.
    func draw(_ shape: ShapeDrawing, in frame: CGRect, on canvas: Canvas) {
        let paint = paint(of: shape.fill, in: frame)
        switch shape.outline {
        case .builtIn(let outline):
            if let lineWidth = shape.lineWidth {
                let (rect, radii) = geometry(of: outline, in: frame)
                canvas.stroke(roundedRect: rect, radii: radii, lineWidth: lineWidth, paint: paint, ellipse: outline.isElliptic)
            } else {
                fill(outline, in: frame, paint: paint, on: canvas)
            }
        case .custom(let custom):
            let path = VectorPath(custom.path(in: CGRect(origin: .zero, size: frame.size)), offsetBy: frame.origin)
            if let lineWidth = shape.lineWidth {
                canvas.stroke(path, lineWidth: lineWidth, paint: paint)
            } else {
                canvas.fill(path, paint: paint)
            }
        }
    }

    /// The raster paint of a fill: a gradient's unit points placed on the frame, in pixels.
    private func paint(of fill: ShapeDrawing.Fill, in frame: CGRect) -> Paint {
        switch fill {
        case .color(let color):
            return .solid(color)
        case .linearGradient(let gradient):
            func point(_ unit: UnitPoint) -> CGPoint {
                CGPoint(x: (frame.minX + unit.x * frame.width) * scale, y: (frame.minY + unit.y * frame.height) * scale)
            }
            return .linearGradient(LinearGradientPaint(start: point(gradient.startPoint), end: point(gradient.endPoint), gradient: gradient.gradient))
        }
    }

    /// Fills a built-in outline laid over `frame`.
    func fill(_ outline: _ShapeOutline, in frame: CGRect, paint: Paint, on canvas: Canvas) {
        let (rect, radii) = geometry(of: outline, in: frame)
        if outline.isElliptic {
            canvas.fill(ellipseIn: rect, paint: paint)
        } else {
            canvas.fill(roundedRect: rect, radii: radii, paint: paint)
        }
    }

    private func geometry(of outline: _ShapeOutline, in frame: CGRect) -> (CGRect, RectangleCornerRadii) {
        switch outline {
        case .rectangle, .ellipse:
            return (frame, RectangleCornerRadii(0))
        case .roundedRectangle(let radii):
            return (frame, radii)
        case .circle:
            let side = min(frame.width, frame.height)
            return (CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), RectangleCornerRadii(0))
        case .capsule:
            return (frame, RectangleCornerRadii(min(frame.width, frame.height) / 2))
        }
    }
}

extension _ShapeOutline {
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
