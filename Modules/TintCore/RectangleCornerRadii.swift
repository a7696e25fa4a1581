/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`: what
/// `UnevenRoundedRectangle` is drawn with, and what the rasterizer fills.
public struct RectangleCornerRadii: Equatable, Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The same radius at every corner.
    public init(_ radius: CGFloat) {
        self.init(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
    }

    /// Radii that fit `size`: negative or NaN radii become 0 and none exceeds half the shorter
    /// side, as SwiftUI draws a radius larger than the shape.
    public func clamped(to size: CGSize) -> RectangleCornerRadii {
        let limit = Swift.max(0, Swift.min(size.width, size.height) / 2)
        func fit(_ r: CGFloat) -> CGFloat { r.isNaN ? 0 : Swift.min(Swift.max(0, r), limit) }
        return RectangleCornerRadii(topLeading: fit(topLeading), bottomLeading: fit(bottomLeading),
                                    bottomTrailing: fit(bottomTrailing), topTrailing: fit(topTrailing))
    }

    /// Every radius grown by `amount` (shrunk when negative), never below 0.
    public func inset(by amount: CGFloat) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: Swift.max(0, topLeading - amount), bottomLeading: Swift.max(0, bottomLeading - amount),
                             bottomTrailing: Swift.max(0, bottomTrailing - amount), topTrailing: Swift.max(0, topTrailing - amount))
    }
}
