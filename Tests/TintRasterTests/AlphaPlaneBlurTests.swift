import Testing
@testable import TintRaster

/// A shadow's coverage, blurred four lines at a time (`AlphaPlaneBlur`), is bit for bit the
/// plane blurred a value at a time (`BoxBlur`), whatever the plane's size against the four
/// lines of a word, and past the widest window it takes `BoxBlur` itself.
@Suite struct AlphaPlaneBlurTests {
    private func layer(width: Int, height: Int, seed: UInt64) -> Canvas {
        Canvas(buffer: randomPremultipliedPixels(width: width, height: height, seed: seed))
    }

    /// The alpha plane blurred by `BoxBlur.gaussian`, one value at a time.
    private func reference(_ canvas: Canvas, radius: Int) -> [UInt8] {
        let width = canvas.buffer.width, height = canvas.buffer.height
        var values = (0..<(width * height)).map { UInt16(canvas.buffer[$0 % width, $0 / width] >> 24) }
        let blur = BoxBlur(width: width, height: height, radius: Swift.max(1, radius / 2), extendEdges: false)
        let spare = UnsafeMutablePointer<UInt16>.allocate(capacity: width * height)
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: blur.scratchBytes, alignment: 8)
        defer {
            spare.deallocate()
            scratch.deallocate()
        }
        values.withUnsafeMutableBufferPointer { blur.gaussian($0.baseAddress!, spare: spare, scratch: scratch) }
        return values.map { UInt8(Swift.min($0, 255)) }
    }

    @Test func coverageIsTheValueByValueBlur() {
        // Sizes on and off multiples of four, thinner than a word, and radii up to the widest
        // window (box radius 127) and past it.
        let cases = [(8, 8, 4), (13, 7, 2), (1, 1, 3), (3, 9, 8), (21, 2, 24), (17, 30, 60), (6, 5, 254), (9, 6, 256), (40, 11, 1)]
        for (index, (width, height, radius)) in cases.enumerated() {
            let canvas = layer(width: width, height: height, seed: UInt64(index) + 11)
            let coverage = Canvas.shadowCoverage(of: canvas, radius: radius)
            var rows: [UInt8] = []
            for y in 0..<height { rows += coverage.bytes[(y * coverage.stride)..<(y * coverage.stride + width)] }
            #expect(rows == reference(canvas, radius: radius), "\(width)x\(height), radius \(radius)")
        }
        #expect(AlphaPlaneBlur(width: 10, height: 10, radius: 127) != nil)
        #expect(AlphaPlaneBlur(width: 10, height: 10, radius: 128) == nil)
    }

    /// The shadow drawn through its coverage is the colour over each pixel by that coverage.
    @Test func aShadowDrawsItsCoverage() {
        let shadowLayer = layer(width: 11, height: 6, seed: 5)
        let coverage = Canvas.shadowCoverage(of: shadowLayer, radius: 4)
        let target = PixelBuffer(width: 20, height: 12)
        for y in 0..<12 { for x in 0..<20 { target[x, y] = 0xFF20_4060 } }
        let area = PixelRect(x: 0, y: 0, width: 11, height: 6)
        Canvas(buffer: target).composite(shadow: coverage, of: area, color: .black, dx: 3, dy: 2)
        var same = true
        for y in 0..<12 {
            for x in 0..<20 {
                let inside = x >= 3 && x < 14 && y >= 2 && y < 8
                let c = inside ? UInt32(coverage.bytes[(y - 2) * coverage.stride + x - 3]) : 0
                let expected = c == 0 ? 0xFF20_4060 : Compositing.over(Compositing.scale(0xFF00_0000, by: c), 0xFF20_4060)
                same = same && target[x, y] == expected
            }
        }
        #expect(same)
    }
}
