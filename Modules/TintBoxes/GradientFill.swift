import TintCore

/// A linear gradient over a box's frame: its colour stops and where, in unit points of the
/// frame, it starts and ends (`LinearGradient` as a fill).
public struct GradientFill: Equatable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}
