import Testing
@testable import TintRaster

/// Masks (glyphs) are composited eight pixels at a time in C (`tint_blend_mask`): every pixel
/// must be what the one-by-one source-over gives, and nothing outside the mask and the clip
/// may change.
@Suite struct MaskDrawingTests {
    /// A premultiplied pixel from any four bytes: each colour channel at most the alpha.
    private func premultiplied(_ bits: UInt32) -> UInt32 {
        let a = bits >> 24
        func channel(_ shift: UInt32) -> UInt32 { a == 0 ? 0 : ((bits >> shift) & 0xFF) % (a + 1) }
        return a << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    /// A mask keeps its own bytes: the array it was made from may go, its copies read the same
    /// bytes in place, and `coverage` gives them back; an empty mask draws nothing.
    @Test func aMaskOwnsItsBytes() {
        var source: [UInt8]? = (0..<12).map { UInt8($0 * 20) }
        let mask = AlphaMask(width: 4, height: 3, coverage: source!)
        source = nil
        let copy = mask
        #expect(copy.bytes == mask.bytes)
        #expect(mask.coverage == (0..<12).map { UInt8($0 * 20) })
        let buffer = PixelBuffer(width: 6, height: 5)
        Canvas(buffer: buffer).draw(mask: copy, x: 1, y: 1, premultiplied: 0xFF00_0000)
        #expect(buffer[4, 3] == 0xDC00_0000 && buffer[1, 1] == 0 && buffer[5, 4] == 0)
        let empty = AlphaMask(width: 0, height: 0, coverage: [])
        #expect(empty.coverage.isEmpty)
        Canvas(buffer: buffer).draw(mask: empty, x: 0, y: 0, premultiplied: 0xFF00_0000)
        #expect(buffer[0, 0] == 0)
    }

    @Test func eightAtATimeEqualsOneByOne() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt32 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt32(truncatingIfNeeded: state)
        }
        var mismatches = 0
        for round in 0..<3_000 {
            // Every fourth source opaque; masks 1-21 wide with runs of 0 and 255; placed anywhere
            // on a 40x12 canvas, partly outside it, under a clip that sometimes cuts them.
            let source = round % 4 == 0 ? premultiplied(next() | 0xFF00_0000) : premultiplied(next())
            let width = 1 + Int(next() % 21), height = 1 + Int(next() % 4)
            let coverage = (0..<(width * height)).map { index -> UInt8 in
                switch (next() % 4, index / 9 % 2) {
                case (0, _): 0
                case (1, 0): 255
                default: UInt8(truncatingIfNeeded: next())
                }
            }
            let mask = AlphaMask(width: width, height: height, coverage: coverage)
            let x = Int(next() % 44) - 4, y = Int(next() % 14) - 2
            let clip = round % 3 == 0 ? PixelRect(x: Int(next() % 10), y: 0, width: 20 + Int(next() % 20), height: 12) : nil
            let buffer = PixelBuffer(width: 40, height: 12)
            for py in 0..<12 { for px in 0..<40 { buffer[px, py] = premultiplied(next()) } }
            var expected = (0..<12).map { py in (0..<40).map { px in buffer[px, py] } }
            let canvasBounds = PixelRect(x: 0, y: 0, width: 40, height: 12), bounds = (clip ?? canvasBounds).intersection(canvasBounds)
            for my in 0..<height {
                for mx in 0..<width {
                    let px = x + mx, py = y + my
                    guard px >= bounds.x, px < bounds.maxX, py >= bounds.y, py < bounds.maxY else { continue }
                    let c = UInt32(coverage[my * width + mx])
                    expected[py][px] = Compositing.over(Compositing.scale(source, by: c), expected[py][px])
                }
            }
            Canvas(buffer: buffer, clip: clip).draw(mask: mask, x: x, y: y, premultiplied: source)
            if (0..<12).contains(where: { py in (0..<40).contains { px in buffer[px, py] != expected[py][px] } }) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
