import TintBoxes
import TintViews

extension ShapeDrawing.Outline {
    /// `shape`'s outline: the built-in one where the shape has one (drawn with exact-area
    /// arcs), the shape itself otherwise.
    @MainActor package static func of<S: Shape>(_ shape: S) -> ShapeDrawing.Outline {
        if let outlined = shape as? any _OutlinedShape { return .builtIn(outlined._outline) }
        return .custom(ShapeAsOutline(shape))
    }
}
