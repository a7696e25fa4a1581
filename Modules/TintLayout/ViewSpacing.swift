import TintCore

/// The spacing a view prefers around each of its edges, as SwiftUI's `ViewSpacing`: a stack
/// without an explicit spacing puts between two neighbours the larger of their preferences for
/// the edges that face each other.
///
/// Tint keeps one number (RULES 3.3): every view prefers `defaultStackSpacing` (8) on every
/// edge unless a custom `Layout` says otherwise through `spacing(subviews:cache:)`.
public struct ViewSpacing: Equatable, Sendable {
    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// Tint's default: 8 on every edge.
    public init() {
        self.init(defaultStackSpacing)
    }

    /// The same preference on every edge.
    public init(_ length: CGFloat) {
        let length = length.isFinite ? Swift.max(0, length) : 0
        top = length
        leading = length
        bottom = length
        trailing = length
    }

    /// No preference: neighbours may touch.
    public static let zero = ViewSpacing(0)

    /// The larger preference of the two on each edge in `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = Swift.max(top, other.top) }
        if edges.contains(.leading) { leading = Swift.max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = Swift.max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = Swift.max(trailing, other.trailing) }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance between a view with this spacing and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? Swift.max(trailing, next.leading) : Swift.max(bottom, next.top)
    }
}
