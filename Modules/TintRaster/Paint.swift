import TintCore

/// What a fill composites: one colour, or a linear, radial or angular gradient.
public enum Paint: Sendable, Equatable {
    case solid(Color)
    case linearGradient(LinearGradientPaint)
    case radialGradient(RadialGradientPaint)
    case angularGradient(AngularGradientPaint)
    /// An image repeated (`ImagePaint`).
    case pattern(ImagePatternPaint)
}

/// A linear gradient in pixel coordinates: colour stops along the line from `start` to `end`,
/// extended with the end colours beyond it (SwiftUI's `LinearGradient`).
///
/// Interpolated in straight-alpha sRGB (as SwiftUI draws by default) into a 256-entry table of
/// premultiplied colours, built once per gradient: a pixel then costs a projection and a look-up.
public struct LinearGradientPaint: Sendable, Equatable {
    public var start: CGPoint
    public var end: CGPoint
    public var gradient: Gradient

    public init(start: CGPoint, end: CGPoint, gradient: Gradient) {
        self.start = start
        self.end = end
        self.gradient = gradient
    }

    /// Colours evenly spread from the start to the end.
    public init(start: CGPoint, end: CGPoint, colors: [Color]) {
        self.init(start: start, end: end, gradient: Gradient(colors: colors))
    }

    func table() -> [UInt32] { gradient.table() }
}

extension Gradient {
    /// 256 premultiplied colours from location 0 to 1.
    func table() -> [UInt32] {
        let sorted = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return [UInt32](repeating: 0, count: 256) }
        return (0..<256).map { index in
            let t = CGFloat(index) / 255
            if t <= first.location { return RGBA8(first.color).premultiplied }
            if t >= last.location { return RGBA8(last.color).premultiplied }
            let upper = sorted.firstIndex { $0.location >= t } ?? sorted.count - 1
            let a = sorted[upper - 1], b = sorted[upper]
            let span = b.location - a.location
            let f = span > 0 ? Double((t - a.location) / span) : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            let color = Color(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                              blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.alpha, b.color.alpha))
            return RGBA8(color).premultiplied
        }
    }
}

/// A radial gradient in pixel coordinates: colour stops from the circle of `startRadius` around
/// `center` to the circle of `endRadius` (SwiftUI's `RadialGradient`), the end colours beyond.
/// `scaleX` and `scaleY` stretch distances before they are measured, which makes the circles
/// ellipses (`EllipticalGradient`: radii as fractions of a frame).
public struct RadialGradientPaint: Sendable, Equatable {
    public var center: CGPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public var scaleX: CGFloat
    public var scaleY: CGFloat
    public var gradient: Gradient

    public init(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, scaleX: CGFloat = 1, scaleY: CGFloat = 1, gradient: Gradient) {
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.gradient = gradient
    }
}

/// An angular (conic) gradient in pixel coordinates: colour stops swept clockwise around
/// `center` from `startAngle` to `endAngle` (radians, 0 along +x), as SwiftUI's
/// `AngularGradient`. Equal angles sweep the whole turn; a sweep short of a turn fills the rest
/// with the last colour, then the first, changing halfway across it (as SwiftUI documents).
public struct AngularGradientPaint: Sendable, Equatable {
    public var center: CGPoint
    public var startAngle: CGFloat
    public var endAngle: CGFloat
    public var gradient: Gradient

    public init(center: CGPoint, startAngle: CGFloat, endAngle: CGFloat, gradient: Gradient) {
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.gradient = gradient
    }
}

/// A gradient ready to shade pixels: its table and where each pixel falls along it.
struct GradientShader {
    let table: [UInt32]
    let geometry: Geometry

    enum Geometry {
        /// `t = (p - start) · scaled`: the direction divided by its squared length.
        case linear(start: CGPoint, scaled: CGPoint)
        /// `t = (|(p - center) * scale| - startRadius) / span`.
        case radial(center: CGPoint, scaleX: CGFloat, scaleY: CGFloat, startRadius: CGFloat, span: CGFloat)
        /// `t` = the clockwise angle from `start`, over `sweep` (at most a turn).
        case angular(center: CGPoint, start: CGFloat, sweep: CGFloat)
        /// Geometry that is not finite, or has no length: every pixel takes the first colour.
        case flat
    }

    /// The shader of a gradient paint; nil for a solid colour.
    init?(_ paint: Paint) {
        switch paint {
        case .solid, .pattern:
            return nil
        case .linearGradient(let gradient):
            table = gradient.gradient.table()
            let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0, lengthSquared.isFinite, gradient.start.x.isFinite, gradient.start.y.isFinite else {
                geometry = .flat
                return
            }
            geometry = .linear(start: gradient.start, scaled: CGPoint(x: dx / lengthSquared, y: dy / lengthSquared))
        case .radialGradient(let gradient):
            table = gradient.gradient.table()
            let span = gradient.endRadius - gradient.startRadius
            let values = [gradient.center.x, gradient.center.y, gradient.scaleX, gradient.scaleY, gradient.startRadius, span]
            guard values.allSatisfy(\.isFinite), span != 0 else {
                geometry = .flat
                return
            }
            geometry = .radial(center: gradient.center, scaleX: gradient.scaleX, scaleY: gradient.scaleY, startRadius: gradient.startRadius, span: span)
        case .angularGradient(let gradient):
            table = gradient.gradient.table()
            let values = [gradient.center.x, gradient.center.y, gradient.startAngle, gradient.endAngle]
            guard values.allSatisfy(\.isFinite) else {
                geometry = .flat
                return
            }
            let turn = 2 * CGFloat.pi
            var sweep = gradient.endAngle - gradient.startAngle
            // Equal angles (the default) and sweeps of a turn or more draw one whole turn.
            if sweep == 0 || abs(sweep) >= turn { sweep = sweep < 0 ? -turn : turn }
            geometry = .angular(center: gradient.center, start: gradient.startAngle, sweep: sweep)
        }
    }

    /// Where a pixel centre falls along an angular gradient, 0...1.
    @inline(__always)
    private static func angularPosition(x: CGFloat, y: CGFloat, start: CGFloat, sweep: CGFloat) -> CGFloat {
        let turn = 2 * CGFloat.pi
        // Clockwise on screen (y grows downward), from `start`, in 0..<turn; a negative sweep
        // turns the other way.
        var angle = atan2(y, x) - start
        if sweep < 0 { angle = -angle }
        angle = angle.truncatingRemainder(dividingBy: turn)
        if angle < 0 { angle += turn }
        let span = abs(sweep)
        if angle <= span { return angle / span }
        // The gap after the sweep: the last colour up to its middle, then the first.
        return angle - span < (turn - span) / 2 ? 1 : 0
    }

    /// Composites the gradient over `count` pixels of row `y` from column `x`, scaled by
    /// `coverage` (0...255).
    @inline(__always)
    func shade(row: UnsafeMutablePointer<UInt32>, y: Int, x: Int, count: Int, coverage: UInt32) {
        table.withUnsafeBufferPointer { table in
            @inline(__always) func put(_ t: CGFloat, _ index: Int) {
                // Clamped before the conversion: a very short line makes `t` huge, and
                // converting a huge value to `Int` traps. (`max(0, NaN)` is 0.)
                let position = Int(Swift.min(255, Swift.max(0, t * 255 + 0.5)))
                let color = coverage >= 255 ? table[position] : Compositing.scale(table[position], by: coverage)
                row[x + index] = Compositing.over(color, row[x + index])
            }
            let py = CGFloat(y) + 0.5
            switch geometry {
            case .linear(let start, let scaled):
                let step = scaled.x
                var t = (CGFloat(x) + 0.5 - start.x) * step + (py - start.y) * scaled.y
                for index in 0..<count {
                    put(t, index)
                    t += step
                }
            case .radial(let center, let scaleX, let scaleY, let startRadius, let span):
                let dy = (py - center.y) * scaleY
                let dy2 = dy * dy
                for index in 0..<count {
                    let dx = (CGFloat(x + index) + 0.5 - center.x) * scaleX
                    put(((dx * dx + dy2).squareRoot() - startRadius) / span, index)
                }
            case .angular(let center, let start, let sweep):
                let dy = py - center.y
                for index in 0..<count {
                    let dx = CGFloat(x + index) + 0.5 - center.x
                    put(Self.angularPosition(x: dx, y: dy, start: start, sweep: sweep), index)
                }
            case .flat:
                for index in 0..<count { put(0, index) }
            }
        }
    }
}

extension Canvas {
    /// Fills a rectangle (in points) with `paint`.
    public func fill(_ rect: CGRect, paint: Paint) {
        switch paint {
        case .solid(let color):
            fill(rect, color: color)
        case .linearGradient, .radialGradient, .angularGradient, .pattern:
            var polygons = PolygonList()
            let r = rect.standardized
            polygons.points = [CGPoint(x: r.minX * scale, y: r.minY * scale), CGPoint(x: r.maxX * scale, y: r.minY * scale),
                               CGPoint(x: r.maxX * scale, y: r.maxY * scale), CGPoint(x: r.minX * scale, y: r.maxY * scale)]
            polygons.finish()
            fillPolygons(polygons, paint: paint, rule: .nonZero)
        }
    }
}
