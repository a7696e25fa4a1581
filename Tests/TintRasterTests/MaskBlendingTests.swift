import Testing
@testable import TintRaster

/// Four pixels at a time through a mask must give exactly what the one-by-one loop gives.
@Suite struct MaskBlendingTests {
    /// A premultiplied pixel from any four bytes: each colour channel at most the alpha.
    private func premultiplied(_ bits: UInt32) -> UInt32 {
        let a = bits >> 24
        func channel(_ shift: UInt32) -> UInt32 { a == 0 ? 0 : ((bits >> shift) & 0xFF) % (a + 1) }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    @Test func fourAtATimeEqualsOneByOne() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt32 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt32(truncatingIfNeeded: state)
        }
        var mismatches = 0
        for round in 0..<20_000 {
            // Every fourth source opaque, every coverage byte sometimes 0 or 255.
            let source = round % 4 == 0 ? premultiplied(next() | 0xFF00_0000) : premultiplied(next())
            var coverage = next()
            if round % 5 == 0 { coverage &= 0xFF00_FF00 }
            if round % 7 == 0 { coverage |= 0x00FF_00FF }
            var pixels = (0..<4).map { _ in premultiplied(next()) }
            var expected = pixels
            for index in 0..<4 {
                let c = (coverage >> (8 * UInt32(index))) & 0xFF
                expected[index] = Compositing.over(Compositing.scale(source, by: c), expected[index])
            }
            pixels.withUnsafeMutableBufferPointer { MaskBlending(source).blendFour(into: $0.baseAddress!, coverage: coverage) }
            if pixels != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
        // A coverage of 0 leaves the pixel as it was.
        var kept: [UInt32] = [0x8040_2010, 0xFF00_0000, 0, 0xFFFF_FFFF]
        kept.withUnsafeMutableBufferPointer { MaskBlending(0xFF12_3456).blendFour(into: $0.baseAddress!, coverage: 0) }
        #expect(kept == [0x8040_2010, 0xFF00_0000, 0, 0xFFFF_FFFF])
    }
}
