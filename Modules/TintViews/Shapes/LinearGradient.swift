import TintBoxes

/// A linear gradient between two unit points of the frame; as a view it fills the space it is
/// offered, and shapes can be filled with it (`.fill(LinearGradient(...))`).
public struct LinearGradient: Shape, Equatable {
    /// The gradient as render paints it (the render contract's `GradientFill`).
    package var fill: GradientFill

    public var gradient: Gradient {
        get { fill.gradient }
        set { fill.gradient = newValue }
    }
    public var startPoint: UnitPoint {
        get { fill.startPoint }
        set { fill.startPoint = newValue }
    }
    public var endPoint: UnitPoint {
        get { fill.endPoint }
        set { fill.endPoint = newValue }
    }

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        fill = GradientFill(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// As a view: the whole frame, painted with itself.
    public var body: some View { _ShapeView(shape: Rectangle(), style: .linearGradient(fill), stroke: nil) }

    public func path(in rect: CGRect) -> Path { Path(rect) }
}

