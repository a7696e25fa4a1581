import TintCore

/// A gradient over a box's frame: its colour stops and its geometry in unit points of the frame
/// (`LinearGradient`, `RadialGradient`, `EllipticalGradient`, `AngularGradient` as fills).
public struct GradientFill: Equatable, Sendable {
    public var gradient: Gradient
    public var geometry: Geometry

    /// Where the colours lie over the frame.
    public enum Geometry: Equatable, Sendable {
        /// Along the line between two unit points.
        case linear(startPoint: UnitPoint, endPoint: UnitPoint)
        /// Between two circles around a unit point, radii in points.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Between two ellipses around a unit point, radii as fractions of the frame's size.
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Swept clockwise around a unit point between two angles.
        case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
    }

    public init(gradient: Gradient, geometry: Geometry) {
        self.gradient = gradient
        self.geometry = geometry
    }

    /// A linear gradient between two unit points.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: gradient, geometry: .linear(startPoint: startPoint, endPoint: endPoint))
    }
}
