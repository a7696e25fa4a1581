import Testing
import TintCore
import TintRaster

@Suite struct PixelBufferTests {
    /// Rows as wide as the buffer are filled as one run (and long runs as one string store):
    /// every pixel of the area changes, nothing around it does, on the window and on a layer
    /// whose pixels start elsewhere.
    @Test func wholeRowsAreFilledAsOneRun() {
        let buffer = PixelBuffer(width: 1_104, height: 6)
        let canvas = Canvas(buffer: buffer)
        canvas.clear(.white)
        canvas.fill(CGRect(x: 0, y: 2, width: 1_104, height: 3), color: .black)
        let white = RGBA8(Color.white).premultiplied, black = RGBA8(Color.black).premultiplied
        var wrong = 0
        for y in 0..<6 { for x in 0..<1_104 where buffer[x, y] != (y >= 2 && y < 5 ? black : white) { wrong += 1 } }
        #expect(wrong == 0)
        let layer = canvas.makeLayer(covering: PixelRect(x: 0, y: 1, width: 1_104, height: 4))
        layer?.clear(.black)
        #expect(layer.map { $0.buffer.pixels[0] == black && $0.buffer.pixels[1_104 * 4 - 1] == black } == true)
    }

    @Test func buffersAre64ByteAlignedWithAlignedRows() {
        for (w, h) in [(1, 1), (33, 7), (1920, 1080)] {
            let buffer = PixelBuffer(width: w, height: h)
            #expect(Int(bitPattern: buffer.pixels) % 64 == 0)
            #expect((buffer.stride * 4) % 64 == 0)
            #expect(buffer.stride >= w)
        }
    }

    @Test func coveringRectTakesEveryTouchedPixel() {
        #expect(PixelRect(covering: CGRect(x: 0.5, y: 1.25, width: 2, height: 1)) == PixelRect(x: 0, y: 1, width: 3, height: 2))
        #expect(PixelRect(covering: .null).isEmpty)
        #expect(PixelRect(covering: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)).isEmpty)
        #expect(PixelRect(covering: CGRect(x: 1, y: 1, width: 2, height: 2), scale: 2) == PixelRect(x: 2, y: 2, width: 4, height: 4))
    }

    @Test func negativeSizesBecomeEmpty() {
        let buffer = PixelBuffer(width: -3, height: 5)
        #expect(buffer.width == 0)
        #expect(buffer.straightPixel(x: 0, y: 0) == nil)
    }

    @Test func premultiplyRoundTripsOpaqueAndKeepsHalfAlphaClose() {
        let opaque = RGBA8(r: 10, g: 200, b: 255, a: 255)
        #expect(RGBA8(premultiplied: opaque.premultiplied) == opaque)
        let half = RGBA8(r: 200, g: 100, b: 0, a: 128)
        let back = RGBA8(premultiplied: half.premultiplied)
        #expect(abs(Int(back.r) - 200) <= 1 && abs(Int(back.g) - 100) <= 1 && back.a == 128)
    }
}

@Suite struct CanvasTests {
    /// Opaque runs of 64 pixels or more are stored by the C library's `wmemset`, shorter ones
    /// in Swift: each length fills exactly its pixels, with the colour's four bytes.
    @Test func opaqueRunsOfEveryLengthFillExactlyTheirPixels() {
        let colour = Color(red: 0.9, green: 0.2, blue: 0.1)
        let expected = RGBA8(colour).premultiplied
        for width in [1, 63, 64, 65, 200] {
            let buffer = PixelBuffer(width: 300, height: 3)
            Canvas(buffer: buffer).fill(CGRect(x: 7, y: 1, width: CGFloat(width), height: 1), color: colour)
            for y in 0..<3 {
                for x in 0..<300 {
                    let inside = y == 1 && x >= 7 && x < 7 + width
                    #expect(buffer[x, y] == (inside ? expected : 0), "width \(width): (\(x), \(y))")
                }
            }
        }
    }

    @Test func clearSetsEveryPixelInTheClip() {
        let buffer = PixelBuffer(width: 8, height: 8)
        Canvas(buffer: buffer, clip: PixelRect(x: 2, y: 2, width: 3, height: 3)).clear(.white)
        #expect(buffer.straightPixel(x: 2, y: 2) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(buffer.straightPixel(x: 5, y: 5) == RGBA8(r: 0, g: 0, b: 0, a: 0))
    }

    /// RULES 3.9: fractional edges are anti-aliased by exact area coverage.
    @Test func fractionalEdgesGetExactCoverage() {
        let buffer = PixelBuffer(width: 4, height: 1)
        Canvas(buffer: buffer).fill(CGRect(x: 0.5, y: 0, width: 2.25, height: 1), color: .black)
        #expect(buffer.straightPixel(x: 0, y: 0)?.a == 128)  // half covered
        #expect(buffer.straightPixel(x: 1, y: 0)?.a == 255)
        #expect(buffer.straightPixel(x: 2, y: 0)?.a == 191)  // three quarters
        #expect(buffer.straightPixel(x: 3, y: 0)?.a == 0)
    }

    @Test func sourceOverBlendsTranslucentColour() {
        let buffer = PixelBuffer(width: 1, height: 1)
        let canvas = Canvas(buffer: buffer)
        canvas.clear(.white)
        canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        let p = buffer.straightPixel(x: 0, y: 0)!
        #expect(p.a == 255 && p.r == 255)
        #expect(abs(Int(p.g) - 127) <= 1 && abs(Int(p.b) - 127) <= 1)
    }

    /// Clipping never writes outside the clip: a canary border stays untouched.
    @Test func clipProtectsCanary() {
        let buffer = PixelBuffer(width: 20, height: 20)
        Canvas(buffer: buffer).clear(Color(rgb: 0x123456))
        let canary = buffer[0, 0]
        let canvas = Canvas(buffer: buffer, clip: PixelRect(x: 5, y: 5, width: 10, height: 10))
        canvas.fill(CGRect(x: -100, y: -100, width: 1000, height: 1000), color: .red)
        canvas.draw(mask: AlphaMask(width: 30, height: 30, coverage: [UInt8](repeating: 255, count: 900)), x: -3, y: -3, color: .green)
        for y in 0..<20 {
            for x in 0..<20 where !(5..<15).contains(x) || !(5..<15).contains(y) {
                #expect(buffer[x, y] == canary, "pixel (\(x), \(y)) outside the clip was written")
            }
        }
        #expect(buffer.straightPixel(x: 10, y: 10) == RGBA8(Color.green))
    }

    @Test func nanAndEmptyRectsDrawNothing() {
        let buffer = PixelBuffer(width: 4, height: 4)
        let canvas = Canvas(buffer: buffer)
        canvas.fill(CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2), color: .red)
        canvas.fill(CGRect(x: 0, y: 0, width: 0, height: 2), color: .red)
        canvas.fill(CGRect(x: 0, y: 0, width: -2, height: -2), color: .red)
        for y in 0..<4 { for x in 0..<4 { #expect(buffer[x, y] == 0) } }
    }

    @Test func maskCoverageScalesTheColour() {
        let buffer = PixelBuffer(width: 2, height: 1)
        Canvas(buffer: buffer).draw(mask: AlphaMask(width: 2, height: 1, coverage: [255, 51]), x: 0, y: 0, color: .black)
        #expect(buffer.straightPixel(x: 0, y: 0)?.a == 255)
        #expect(buffer.straightPixel(x: 1, y: 0)?.a == 51)
    }
}

@Suite struct DamageRegionTests {
    let canvas = PixelRect(x: 0, y: 0, width: 100, height: 100)

    @Test func overlappingRectanglesMerge() {
        var region = DamageRegion()
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10), clip: canvas)
        region.add(PixelRect(x: 5, y: 5, width: 10, height: 10), clip: canvas)
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 15, height: 15)])
    }

    @Test func disjointRectanglesStaySeparate() {
        var region = DamageRegion()
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10), clip: canvas)
        region.add(PixelRect(x: 50, y: 50, width: 10, height: 10), clip: canvas)
        #expect(region.rects.count == 2)
        #expect(region.area == 200)
    }

    @Test func clippedToTheCanvas() {
        var region = DamageRegion()
        region.add(PixelRect(x: 90, y: -10, width: 50, height: 20), clip: canvas)
        #expect(region.rects == [PixelRect(x: 90, y: 0, width: 10, height: 10)])
        region.add(PixelRect(x: 200, y: 200, width: 5, height: 5), clip: canvas)
        #expect(region.rects.count == 1)
    }

    @Test func manyRectanglesCollapseToTheBoundingBox() {
        var region = DamageRegion()
        for i in 0...DamageRegion.maximumRectangles {
            region.add(PixelRect(x: i * 4, y: i * 4, width: 2, height: 2), clip: canvas)
        }
        #expect(region.rects.count == 1)
        #expect(region.bounds == PixelRect(x: 0, y: 0, width: 82, height: 82))
    }
}
