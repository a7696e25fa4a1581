/// A geometry value of a view (a rectangle or a point) that travels up the tree in a
/// preference, as SwiftUI's `Anchor`: a `GeometryProxy` turns it into its own coordinates
/// (`proxy[anchor]`).
///
/// Held in window points, the only space every reader can convert from.
public struct Anchor<Value> {
    /// The value in window points.
    package let windowValue: Value

    package init(windowValue: Value) {
        self.windowValue = windowValue
    }

    /// The value in coordinates whose origin is at `origin` of the window.
    func value(relativeTo origin: CGPoint) -> Value {
        guard let geometry = windowValue as? any AnchorGeometry else { return windowValue }
        // `Value` conforms (the cast above succeeded), so the shifted value is a `Value`.
        return geometry.shifted(by: CGSize(width: -origin.x, height: -origin.y)) as! Value
    }

    /// Where in a view a geometry value is, as SwiftUI's `Anchor.Source`: made into an
    /// `Anchor` once layout has placed the view.
    public struct Source {
        /// The value for a view whose frame (in window points) is the argument.
        package let resolve: (CGRect) -> Value

        init(resolve: @escaping (CGRect) -> Value) {
            self.resolve = resolve
        }

        /// The anchors of several sources, as one anchor of an array.
        public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
            resolve = { frame in array.map { $0.resolve(frame) } }
        }

        /// The anchor of `anchor`, or `nil`.
        public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
            resolve = { frame in anchor?.resolve(frame) }
        }
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.windowValue == b.windowValue }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(windowValue) }
}

extension Anchor: @unchecked Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
    }

    /// The view's whole frame.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in frame }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
    }

    /// A point at a unit position of the view's frame (`.center` is (0.5, 0.5)).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height) }
    }

    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

/// A geometry value an anchor can hold: moved by a vector when a reader converts it.
protocol AnchorGeometry {
    func shifted(by offset: CGSize) -> Self
}

extension CGRect: AnchorGeometry {
    func shifted(by offset: CGSize) -> CGRect { offsetBy(dx: offset.width, dy: offset.height) }
}

extension CGPoint: AnchorGeometry {
    func shifted(by offset: CGSize) -> CGPoint { CGPoint(x: x + offset.width, y: y + offset.height) }
}

extension Array: AnchorGeometry where Element: AnchorGeometry {
    func shifted(by offset: CGSize) -> [Element] { map { $0.shifted(by: offset) } }
}

extension Optional: AnchorGeometry where Wrapped: AnchorGeometry {
    func shifted(by offset: CGSize) -> Wrapped? { map { $0.shifted(by: offset) } }
}
