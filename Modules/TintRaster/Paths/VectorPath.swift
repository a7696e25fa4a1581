import TintCore

/// A vector outline in pixel coordinates: subpaths of lines and quadratic and cubic Bézier
/// curves, as the rasterizer fills it. (The view DSL's `Path` shape, in points, builds one.)
///
/// Curves are kept as curves until `flattened(tolerance:)`, so the tolerance can follow the
/// scale the path is drawn at.
public struct VectorPath: Sendable, Equatable {
    /// One step of a path: a move, a line, a quadratic or cubic curve, or a close.
    public enum Element: Sendable, Equatable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quad(control, point)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.cubic(control1, control2, point))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: VectorPath) { elements += other.elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point and control point (curves lie inside it).
    public var controlBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether every coordinate is finite (a path with NaN or infinity draws nothing).
    public var isFinite: Bool {
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): finite(p)
            case .quad(let c, let p): finite(c) && finite(p)
            case .cubic(let c1, let c2, let p): finite(c1) && finite(c2) && finite(p)
            case .close: true
            }
        }
    }
}
