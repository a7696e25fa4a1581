import TintCore

/// The built-in shapes' outlines, which the rasterizer draws directly (with exact-area arcs)
/// instead of through a flattened `Path`.
public enum ShapeOutline: Equatable, Sendable {
    case rectangle
    case roundedRectangle(RectangleCornerRadii)
    /// The ellipse inscribed in the frame.
    case ellipse
    /// The largest circle centred in the frame.
    case circle
    case capsule
}
