import Testing
@testable import TintRaster

/// The packed blur behind `blur(radius:opaque:)` gives every pixel the same bits as the four
/// planes blurred one at a time (`blurByPlanes`), which `BoxBlurTests` checks against plain
/// division.
@Suite struct PackedBoxBlurTests {
    private func pixels(_ buffer: PixelBuffer) -> [UInt32] {
        (0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y] } }
    }

    @Test func everyPixelMatchesThePlanes() {
        // Radii inside the layer, as wide as it and wider, and the widest window served (255).
        let cases = [(17, 9, 1), (30, 21, 4), (8, 40, 7), (12, 5, 12), (9, 9, 30), (3, 2, 100), (1, 7, 3), (64, 3, 127), (40, 33, 5)]
        for (index, (width, height, radius)) in cases.enumerated() {
            for extendEdges in [false, true] {
                let packed = randomPremultipliedPixels(width: width, height: height, seed: UInt64(index) + 7)
                let planes = packed.copy()
                let area = PixelRect(x: 0, y: 0, width: width, height: height)
                let canvas = Canvas(buffer: packed)
                let blur = PackedBoxBlur(width: width, height: height, radius: radius, extendEdges: extendEdges)
                #expect(blur != nil)
                let spare = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height)
                defer { spare.deallocate() }
                blur?.gaussian(canvas.row(0), stride: packed.stride, spare: spare)
                Canvas(buffer: planes).blurByPlanes(area, BoxBlur(width: width, height: height, radius: radius, extendEdges: extendEdges))
                #expect(pixels(packed) == pixels(planes), "\(width)x\(height), radius \(radius), extended \(extendEdges)")
            }
        }
        #expect(PackedBoxBlur(width: 4, height: 4, radius: 128, extendEdges: false) == nil)
        #expect(PackedBoxBlur(width: 4, height: 4, radius: .max, extendEdges: false) == nil)
    }

    /// The packed mean is the floor of the mean in every lane for every window served, at the
    /// sums where it is tightest: each multiple of the window, and one below the next.
    @Test func meanIsTheFloor() {
        for window in stride(from: 1, through: PackedBoxBlur.widestWindow, by: 2) {
            let blur = PackedBoxBlur(width: 1, height: 1, radius: (window - 1) / 2, extendEdges: false)!
            for quotient in 0...255 {
                let sums = [quotient * window, quotient * window + window - 1, quotient * window + window / 2, Swift.max(0, quotient * window - 1)]
                    .map { UInt32(Swift.min($0, 255 * window)) }
                let lanes = SIMD4(sums[0], sums[1], sums[2], sums[3])
                let packed = blur.mean(lanes)
                for lane in 0..<4 {
                    #expect((packed >> UInt32(8 * lane)) & 0xFF == lanes[lane] / UInt32(window), "window \(window), sum \(lanes[lane])")
                }
            }
        }
    }

    /// Blurring part of a layer reads and writes only that part, whose rows are the buffer's
    /// stride apart; what lies around it keeps its pixels.
    @Test func aClippedBlurLeavesTheRestAlone() {
        let buffer = randomPremultipliedPixels(width: 50, height: 30, seed: 3)
        let before = buffer.copy()
        let area = PixelRect(x: 7, y: 5, width: 31, height: 17)
        Canvas(buffer: buffer, clip: area).blur(radius: 6)
        let expected = before.copy()
        Canvas(buffer: expected, clip: area).blurByPlanes(area, BoxBlur(width: 31, height: 17, radius: 3, extendEdges: false))
        #expect(pixels(buffer) == pixels(expected))
        var outsideKept = true, insideChanged = false
        for y in 0..<30 {
            for x in 0..<50 {
                if (area.x..<area.maxX).contains(x) && (area.y..<area.maxY).contains(y) { insideChanged = insideChanged || buffer[x, y] != before[x, y] }
                else { outsideKept = outsideKept && buffer[x, y] == before[x, y] }
            }
        }
        #expect(outsideKept)
        #expect(insideChanged)
    }
}
