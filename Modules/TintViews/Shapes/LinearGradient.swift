/// A linear gradient between two unit points of the frame; as a view it fills the space it is
/// offered, and shapes can be filled with it (`.fill(LinearGradient(...))`).
public struct LinearGradient: Shape, Equatable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// As a view: the whole frame, painted with itself.
    public var body: _ShapeView<Rectangle> { _ShapeView(shape: Rectangle(), style: .linearGradient(self), stroke: nil) }

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

