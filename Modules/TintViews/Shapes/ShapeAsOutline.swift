import TintBoxes

/// An app's shape as the render contract holds it (`CustomOutline`): render asks it for its
/// path once the frame is known, and animates it through its `animatableData`.
package struct ShapeAsOutline<S: Shape>: CustomOutline {
    package let shape: S

    package init(_ shape: S) {
        self.shape = shape
    }

    @MainActor package func path(in rect: CGRect) -> Path {
        shape.path(in: rect)
    }

    package func isSame(as other: any CustomOutline) -> Bool {
        guard let other = other as? ShapeAsOutline<S> else { return false }
        return ValueEquality.equal(shape, other.shape) ?? false
    }

    @MainActor package func differsInAnimatableData(from other: any CustomOutline) -> Bool {
        guard let other = other as? ShapeAsOutline<S> else { return false }
        return (shape.animatableData - other.shape.animatableData).magnitudeSquared > 0
    }

    @MainActor package func interpolated(from start: any CustomOutline, fraction: Double) -> (any CustomOutline)? {
        guard let start = start as? ShapeAsOutline<S> else { return nil }
        var result = shape
        result.animatableData = start.shape.animatableData + (shape.animatableData - start.shape.animatableData).scaled(by: fraction)
        return ShapeAsOutline(result)
    }
}

extension ShapeDrawing.Outline {
    /// `shape`'s outline: the built-in one where the shape has one (drawn with exact-area
    /// arcs), the shape itself otherwise; a `ContainerRelativeShape` takes the container shape
    /// of `environment` (a rectangle without one).
    @MainActor package static func of<S: Shape>(_ shape: S, in environment: EnvironmentValues) -> ShapeDrawing.Outline {
        if let relative = shape as? ContainerRelativeShape {
            if let container = environment._containerShape { return container.outline(insetBy: relative.insetAmount) }
            return relative.insetAmount == 0 ? .builtIn(.rectangle) : .custom(ShapeAsOutline(relative))
        }
        return of(shape)
    }

    /// `shape`'s own outline, wherever it is.
    @MainActor package static func of<S: Shape>(_ shape: S) -> ShapeDrawing.Outline {
        if let outlined = shape as? any _OutlinedShape { return .builtIn(outlined._outline) }
        return .custom(ShapeAsOutline(shape))
    }
}
