import Foundation

extension Path {
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(cornerRadius))
    }

    /// A rounded rectangle with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style))
    }

    /// An arc of the circle about `center`, from `startAngle` to `endAngle`, joined by a line
    /// to the current point if there is one. Angles go from the x axis toward the y axis, which
    /// points down: as in SwiftUI, `clockwise: false` turns clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
        var sweep = endAngle.radians - startAngle.radians
        let full = 2 * Double.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
        } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: Angle(radians: sweep))
    }

    /// An arc from `startAngle` turning by `delta` (positive: clockwise on screen).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, delta.radians.isFinite else { return }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let start = startAngle.radians
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        // Cubic pieces of at most a quarter turn, each within 0.03% of the circle.
        let pieces = max(1, Int((abs(delta.radians) / (Double.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<pieces {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            addCurve(to: p1,
                     control1: CGPoint(x: p0.x - k * CGFloat(sin(a0)), y: p0.y + k * CGFloat(cos(a0))),
                     control2: CGPoint(x: p1.x + k * CGFloat(sin(a1)), y: p1.y - k * CGFloat(cos(a1))))
        }
    }

    /// The last point of the path, or nil for an empty path (a closed subpath's is its start).
    public var currentPoint: CGPoint? {
        var start: CGPoint?, current: CGPoint?
        for element in elements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for p in points.dropFirst() { box = box.union(CGRect(origin: p, size: .zero)) }
        return box
    }

    /// A rectangle with its own radius at each corner (each cut to fit `rect`), as a closed
    /// subpath: four lines and four quarter ellipses, as `UnevenRoundedRectangle` draws.
    package mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii) {
        let radii = cornerRadii.clamped(to: rect.size)
        let tl = radii.topLeading, tr = radii.topTrailing, br = radii.bottomTrailing, bl = radii.bottomLeading
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr), control1: CGPoint(x: rect.maxX - tr + k * tr, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + tr - k * tr))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
        addCurve(to: CGPoint(x: rect.maxX - br, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - br + k * br), control2: CGPoint(x: rect.maxX - br + k * br, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl), control1: CGPoint(x: rect.minX + bl - k * bl, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - bl + k * bl))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
        addCurve(to: CGPoint(x: rect.minX + tl, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tl - k * tl), control2: CGPoint(x: rect.minX + tl - k * tl, y: rect.minY))
        closeSubpath()
    }
}
