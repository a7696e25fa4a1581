import Foundation

/// `∫₀ˣ √(r² − t²) dt = ½(x √(r² − x²) + r² asin(x / r))` for x in [−r, r]: the area under a
/// circle's arc, what the exact coverage of circles and rounded corners is made of
/// (`DiscCoverage`, `CircularCorner`).
@inline(__always)
func arcIntegral(_ x: Double, radius: Double) -> Double {
    let r2 = radius * radius
    return 0.5 * (x * Swift.max(0, r2 - x * x).squareRoot() + r2 * asin(Swift.max(-1, Swift.min(1, x / radius))))
}
