import TintCore

/// An app's own shape as render draws it: its path for a frame, whether another draws the same,
/// and how its animatable data moves. Views wrap each `Shape` in one, so that render draws and
/// animates shapes without knowing views; the built-in shapes come as `ShapeOutline` instead.
public protocol CustomOutline {
    /// The outline for a frame of `rect`'s size, in the frame's own coordinates.
    @MainActor func path(in rect: CGRect) -> Path
    /// Whether `other` is known to draw the same: a shape of the same `Equatable` type, equal.
    /// A shape that is not `Equatable` is never known to be the same, and repaints.
    func isSame(as other: any CustomOutline) -> Bool
    /// Whether `other` is the same type of shape with different animatable data (a change
    /// between them animates).
    @MainActor func differsInAnimatableData(from other: any CustomOutline) -> Bool
    /// This shape with its animatable data `fraction` of the way from `start`'s (beyond 1 or
    /// below 0 for a spring's overshoot); nil when the two are not the same type.
    @MainActor func interpolated(from start: any CustomOutline, fraction: Double) -> (any CustomOutline)?
}
