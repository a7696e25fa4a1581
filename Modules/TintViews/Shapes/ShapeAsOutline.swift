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
