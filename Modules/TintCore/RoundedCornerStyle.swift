/// The shape of a rounded corner, as SwiftUI's `RoundedCornerStyle`. Tint draws both as
/// circular arcs (a continuous corner's curvature differs by under a pixel at common radii).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
