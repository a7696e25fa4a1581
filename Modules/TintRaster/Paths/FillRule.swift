/// Which points a path with overlapping or nested subpaths covers, as in SwiftUI's `FillStyle`.
public enum FillRule: Sendable, Equatable {
    /// Covered where the subpaths wind around the point a non-zero number of times.
    case nonZero
    /// Covered where an odd number of subpaths surround the point.
    case evenOdd

    /// Coverage (0...1) from an accumulated signed area.
    @inline(__always)
    func coverage(_ winding: Double) -> Double {
        let magnitude = abs(winding)
        switch self {
        case .nonZero:
            return Swift.min(1, magnitude)
        case .evenOdd:
            let folded = magnitude.truncatingRemainder(dividingBy: 2)
            return folded > 1 ? 2 - folded : folded
        }
    }
}
