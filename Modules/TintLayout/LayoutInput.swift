import TintCore

/// Sanitizes numbers that come from app code before layout uses them, so NaN, infinite or
/// negative lengths can never produce a NaN frame; each repair is reported as a runtime warning.
public enum LayoutInput {
    /// A length that must be finite and non-negative (spacing, padding, fixed frame sizes).
    public static func length(_ value: CGFloat, name: String) -> CGFloat {
        if value.isFinite && value >= 0 { return value }
        RuntimeWarnings.emit("\(name) is \(value); using 0 instead")
        return 0
    }

    /// A signed distance (an offset): any finite value; NaN and infinities become 0.
    public static func distance(_ value: CGFloat, name: String) -> CGFloat {
        if value.isFinite { return value }
        RuntimeWarnings.emit("\(name) is \(value); using 0 instead")
        return 0
    }

    /// A corner radius: NaN and negative radii become 0; an infinite one stays (drawing fits
    /// every radius to half the shape's shorter side, so it rounds the ends fully).
    public static func radius(_ value: CGFloat, name: String) -> CGFloat {
        if value >= 0 { return value }
        RuntimeWarnings.emit("\(name) is \(value); using 0 instead")
        return 0
    }

    /// An optional length; `nil` stays `nil` (no constraint).
    public static func length(_ value: CGFloat?, name: String) -> CGFloat? {
        value.map { length($0, name: name) }
    }
}
