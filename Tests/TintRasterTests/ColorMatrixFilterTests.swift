import Foundation
import Testing
import TintCore
@testable import TintRaster

/// The colour-matrix filter gives, for every pixel, the schoolbook result: each row's weighted
/// sum rounded (halves away from zero) and clamped, the colours to the new alpha, on layers
/// large enough for tables of products and too small for them.
@Suite struct ColorMatrixFilterTests {
    /// The formula, one channel at a time with the C library's rounding: what the filter must
    /// equal bit for bit (it works the rows out side by side and rounds by truncation).
    private static func reference(_ pixel: UInt32, _ m: [Double]) -> UInt32 {
        let r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF), a = Double(pixel >> 24)
        func mapped(_ i: Int) -> Double { m[i * 4] * r + m[i * 4 + 1] * g + m[i * 4 + 2] * b + m[i * 4 + 3] * 255 * (a / 255) }
        let alpha = Swift.min(255, Swift.max(0, mapped(3).rounded()))
        func channel(_ i: Int) -> UInt32 { UInt32(Swift.min(alpha, Swift.max(0, mapped(i).rounded()))) }
        return UInt32(alpha) << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
    }

    @Test func everyPixelIsTheSchoolbookResult() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        // Weights that land sums on halves (0.5, 0.25 steps) as well as arbitrary ones.
        let matrices: [ColorMatrix] = [.saturation(0.2), .saturation(1.7), .contrast(1.4), .brightness(-0.3), .brightness(0.5),
                                       ColorMatrix((0..<16).map { _ in Double(Int(next() % 9)) / 4 - 1 }),
                                       ColorMatrix((0..<16).map { _ in Double(next() % 10_000) / 3_000 - 1.5 })]
        // 4,096 pixels (looked up in tables of products) and 256 (worked out pixel by pixel).
        #expect(16 * 16 < Canvas.tableWorthPixels && Canvas.tableWorthPixels <= 64 * 64)
        for (matrix, width, height) in matrices.flatMap({ [($0, 64, 64), ($0, 16, 16)] }) {
            let buffer = PixelBuffer(width: width, height: height)
            var pixels: [UInt32] = []
            for y in 0..<height {
                for x in 0..<width {
                    // Premultiplied: no colour above its alpha.
                    let alpha = UInt32(next() % 256)
                    let pixel = alpha << 24 | (0..<3).reduce(UInt32(0)) { value, _ in value << 8 | UInt32(next() % UInt64(alpha + 1)) }
                    buffer[x, y] = pixel
                    pixels.append(pixel)
                }
            }
            Canvas(buffer: buffer).apply(matrix)
            var differing = 0
            for (index, pixel) in pixels.enumerated() where buffer[index % width, index / width] != Self.reference(pixel, matrix.m) {
                differing += 1
            }
            #expect(differing == 0, "\(matrix.m)")
        }
    }
}
