import TintCore

/// What a fill composites: one colour, or a linear gradient.
public enum Paint: Sendable, Equatable {
    case solid(Color)
    case linearGradient(LinearGradientPaint)
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

    /// 256 premultiplied colours from location 0 to 1.
    func table() -> [UInt32] {
        let sorted = gradient.stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
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

/// A gradient ready to shade pixels: its table and the projection onto its line.
struct GradientShader {
    let table: [UInt32]
    let start: CGPoint
    /// The gradient's direction divided by its squared length: `t = (p - start) · scaled`.
    let scaled: CGPoint

    init(_ gradient: LinearGradientPaint) {
        table = gradient.table()
        let dx = gradient.end.x - gradient.start.x, dy = gradient.end.y - gradient.start.y
        let lengthSquared = dx * dx + dy * dy
        // A line that is not finite (a NaN or infinite unit point) or has no length shades
        // every pixel with the first colour.
        guard lengthSquared > 0, lengthSquared.isFinite else {
            start = .zero
            scaled = .zero
            return
        }
        start = gradient.start
        scaled = CGPoint(x: dx / lengthSquared, y: dy / lengthSquared)
    }

    /// Composites the gradient over `count` pixels of row `y` from column `x`, scaled by
    /// `coverage` (0...255).
    @inline(__always)
    func shade(row: UnsafeMutablePointer<UInt32>, y: Int, x: Int, count: Int, coverage: UInt32) {
        let base = (CGFloat(y) + 0.5 - start.y) * scaled.y
        let step = scaled.x
        var t = (CGFloat(x) + 0.5 - start.x) * step + base
        table.withUnsafeBufferPointer { table in
            for index in 0..<count {
                // Clamped before the conversion: a very short line makes `t` huge, and converting
                // a huge value to `Int` traps. (`max(0, NaN)` is 0.)
                let position = Int(Swift.min(255, Swift.max(0, t * 255 + 0.5)))
                let color = coverage >= 255 ? table[position] : Compositing.scale(table[position], by: coverage)
                row[x + index] = Compositing.over(color, row[x + index])
                t += step
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
        case .linearGradient:
            var polygons = PolygonList()
            let r = rect.standardized
            polygons.points = [CGPoint(x: r.minX * scale, y: r.minY * scale), CGPoint(x: r.maxX * scale, y: r.minY * scale),
                               CGPoint(x: r.maxX * scale, y: r.maxY * scale), CGPoint(x: r.minX * scale, y: r.maxY * scale)]
            polygons.finish()
            fillPolygons(polygons, paint: paint, rule: .nonZero)
        }
    }
}
