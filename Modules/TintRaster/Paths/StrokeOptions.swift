import TintCore

/// How a path is stroked: width, the shape of open ends and of corners, and dashes, as Core
/// Graphics and SwiftUI's `StrokeStyle` describe them (widths and dashes in points).
public struct StrokeOptions: Equatable, Sendable {
    /// How an open stroke ends: flat at the end, rounded, or squared past it.
    public enum Cap: Sendable { case butt, round, square }
    /// How a stroke turns a corner: mitred (up to the limit), rounded or bevelled.
    public enum Join: Sendable { case miter, round, bevel }

    public var width: CGFloat
    public var cap: Cap
    public var join: Join
    /// The longest a miter may be, as a multiple of the width; sharper corners are bevelled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating, from `dashPhase` into the pattern; empty: solid.
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Core Graphics' defaults: butt caps, miter joins with a limit of 10, solid.
    public init(width: CGFloat, cap: Cap = .butt, join: Join = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
