import Foundation
import Testing
import TintCore
import TintImageIO
import TintRaster

@Suite struct PNGFileTests {
    @Test func writeThenReadRoundTrips() throws {
        let buffer = PixelBuffer(width: 5, height: 3)
        let canvas = Canvas(buffer: buffer)
        canvas.clear(Color(rgb: 0x336699))
        canvas.fill(CGRect(x: 1, y: 1, width: 2, height: 1), color: Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        buffer[4, 2] = 0  // one transparent pixel
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tint-png-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGFile.write(buffer, to: path)
        let read = try PNGFile.read(from: path)
        #expect(read.width == 5 && read.height == 3)
        for y in 0..<3 {
            for x in 0..<5 {
                #expect(read.straightPixel(x: x, y: y) == buffer.straightPixel(x: x, y: y), "pixel (\(x), \(y))")
            }
        }
    }

    @Test func missingFileIsAClearError() {
        #expect {
            _ = try PNGFile.read(from: "/nonexistent/golden.png")
        } throws: { error in
            (error as? ImageIOError)?.description.contains("/nonexistent/golden.png") == true
        }
    }

    @Test func emptyImageIsRefused() {
        #expect(throws: ImageIOError.self) {
            try PNGFile.write(PixelBuffer(width: 0, height: 0), to: "/tmp/never.png")
        }
    }
}
