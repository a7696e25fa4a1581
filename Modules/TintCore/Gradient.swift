/// Colours with their locations (0...1) along a gradient, as SwiftUI's `Gradient`: what
/// `LinearGradient` views hold and what the rasterizer's gradient paint interpolates.
public struct Gradient: Equatable, Hashable, Sendable {
    /// A colour at a location between 0 and 1 along a gradient, as SwiftUI's `Gradient.Stop`.
    public struct Stop: Equatable, Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}
