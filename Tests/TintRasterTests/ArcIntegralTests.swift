import Foundation
import Testing
@testable import TintRaster

/// The arc integrals under every circle and rounded corner (`ArcIntegral`, whose arcsine is
/// Tint's own polynomial) against the same formula through the C library's `asin`.
@Suite struct ArcIntegralTests {
    /// `½(x √(r² − x²) + r² asin(x / r))` with the C library's arcsine.
    private func reference(_ x: Double, _ r: Double) -> Double {
        0.5 * (x * max(0, r * r - x * x).squareRoot() + r * r * asin(max(-1, min(1, x / r))))
    }

    /// `I(x)` for one column edge x.
    private func integral(at x: Double, radius: Double) -> Double {
        var x = x, root = 0.0, integral = 0.0
        ArcIntegral.atColumnsThenRows(&x, roots: &root, integrals: &integral, columns: 1, rows: 0, radius: radius)
        return integral
    }

    /// Every x across [−r, r] (and past it, clamped), for radii from a tenth of a pixel to
    /// thousands, in runs of every length (the C loop works four at a time and pads the rest).
    @Test func columnIntegralsMatchTheLibraryArcsine() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for r in [0.1, 1, 7.5, 20, 333.3, 4096] {
            for count in 1...9 {
                let xs = (0..<count).map { _ in (next() * 2.2 - 1.1) * r }
                let clamped = xs.map { max(-r, min(r, $0)) }
                var roots = [Double](repeating: -1, count: count), integrals = [Double](repeating: -1, count: count)
                ArcIntegral.atColumnsThenRows(clamped, roots: &roots, integrals: &integrals, columns: count, rows: 0, radius: r)
                for index in 0..<count {
                    let expected = reference(clamped[index], r)
                    // A few units in the last place of the largest term, r²·π/2.
                    #expect(abs(integrals[index] - expected) <= 8 * (r * r).ulp, "r \(r), x \(clamped[index]): \(integrals[index]) against \(expected)")
                    #expect(roots[index] == max(0, r * r - clamped[index] * clamped[index]).squareRoot())
                }
            }
        }
        // The ends and the middle exactly: 0, a quarter of the disc, and minus it.
        #expect(integral(at: 0, radius: 20) == 0)
        #expect(integral(at: 20, radius: 20) == ArcIntegral.quarter(radius: 20))
        #expect(integral(at: -20, radius: 20) == -ArcIntegral.quarter(radius: 20))
    }

    /// Where the arc crosses a row edge at height y: the half chord and the integral there.
    @Test func rowIntegralsAreTheColumnIntegralsAtTheChord() {
        let r = 13.7
        let heights = stride(from: -r, through: r, by: 0.37).map { $0 } + [r, -r, 0]
        var chords = [Double](repeating: 0, count: heights.count), integrals = [Double](repeating: 0, count: heights.count)
        ArcIntegral.atColumnsThenRows(heights, roots: &chords, integrals: &integrals, columns: 0, rows: heights.count, radius: r)
        for (index, y) in heights.enumerated() {
            let chord = max(0, r * r - y * y).squareRoot()
            #expect(chords[index] == chord)
            // asin(x / r) is acos(|y| / r) there, which the library works out without the loss
            // of asin near 1 (a chord's rounding moves asin(x / r) by far more than an ulp).
            let expected = 0.5 * (chord * abs(y) + r * r * acos(min(1, abs(y) / r)))
            #expect(abs(integrals[index] - expected) <= 8 * (r * r).ulp, "y \(y)")
        }
    }
}
