import TintCore

/// Sanitizes numbers that come from app code before layout uses them, so NaN, infinite or
/// negative lengths can never produce a NaN frame; each repair is reported as a runtime warning.
///
/// Names are autoclosures: checks run every time a view is built, and a name put together
/// from parts (a shape's type and a corner) would be a new string each time, needed only when
/// the value is bad.
public enum LayoutInput {
    /// A length that must be finite and non-negative (spacing, padding, fixed frame sizes).
    public static func length(_ value: CGFloat, name: @autoclosure () -> String) -> CGFloat {
        repaired(value, valid: value.isFinite && value >= 0, name: name)
    }

    /// Any finite value (an offset, a layout priority); NaN and infinities become 0.
    public static func finite(_ value: CGFloat, name: @autoclosure () -> String) -> CGFloat {
        repaired(value, valid: value.isFinite, name: name)
    }

    /// A corner radius: NaN and negative radii become 0; an infinite one stays (drawing fits
    /// every radius to half the shape's shorter side, so it rounds the ends fully).
    public static func radius(_ value: CGFloat, name: @autoclosure () -> String) -> CGFloat {
        repaired(value, valid: value >= 0, name: name)
    }

    /// An optional length; `nil` stays `nil` (no constraint).
    public static func length(_ value: CGFloat?, name: @autoclosure () -> String) -> CGFloat? {
        value.map { length($0, name: name()) }
    }

    /// `value` when `valid`, else 0 with a warning that names it.
    private static func repaired(_ value: CGFloat, valid: Bool, name: () -> String) -> CGFloat {
        if valid { return value }
        RuntimeWarnings.emit("\(name()) is \(value); using 0 instead", fix: "pass a finite length of 0 or more")
        return 0
    }
}
