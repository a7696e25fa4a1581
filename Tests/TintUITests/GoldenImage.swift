import Foundation
import Testing
import TintImageIO
import TintRaster
import TintUI

/// Compares rendered images with the reference PNGs in `Tests/Goldens`.
///
/// Per channel with a small tolerance (anti-aliasing may differ by a rounding step between
/// builds). On a mismatch the actual image and a diff image (changed pixels in red over a faded
/// copy) are written under `out/golden-failures/` and the test fails naming both. With
/// `TINT_UPDATE_GOLDENS=1` (tools/update-goldens) the golden is rewritten instead.
enum GoldenImage {
    static let tolerance = 2

    static var goldensDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")
    }

    static var failuresDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("out/golden-failures")
    }

    /// `mayRecord: false` for checks of deliberately altered images, which must never become goldens.
    static func check(_ buffer: PixelBuffer, named name: String, mayRecord: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let golden = goldensDirectory.appendingPathComponent("\(name).png")
        if mayRecord && ProcessInfo.processInfo.environment["TINT_UPDATE_GOLDENS"] == "1" {
            try PNGFile.write(buffer, to: golden.path)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            let actual = try writeFailure(buffer, name: "\(name).actual")
            Issue.record("no golden image \(golden.path); the rendering is at \(actual). Look at it, then run tools/update-goldens.", sourceLocation: sourceLocation)
            return
        }
        let expected = try PNGFile.read(from: golden.path)
        guard expected.width == buffer.width, expected.height == buffer.height else {
            let actual = try writeFailure(buffer, name: "\(name).actual")
            Issue.record("\(name): size \(buffer.width)x\(buffer.height) differs from the golden's \(expected.width)x\(expected.height); actual image: \(actual)", sourceLocation: sourceLocation)
            return
        }
        let diff = PixelBuffer(width: buffer.width, height: buffer.height)
        var mismatches = 0
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let a = buffer.straightPixel(x: x, y: y)!, e = expected.straightPixel(x: x, y: y)!
                let worst = max(absDiff(a.r, e.r), absDiff(a.g, e.g), absDiff(a.b, e.b), absDiff(a.a, e.a))
                if worst > tolerance {
                    mismatches += 1
                    diff[x, y] = RGBA8(r: 255, g: 0, b: 0, a: 255).premultiplied
                } else {
                    diff[x, y] = RGBA8(r: e.r / 4 + 191, g: e.g / 4 + 191, b: e.b / 4 + 191, a: 255).premultiplied
                }
            }
        }
        if mismatches > 0 {
            let actual = try writeFailure(buffer, name: "\(name).actual")
            let diffPath = try writeFailure(diff, name: "\(name).diff")
            Issue.record("\(name): \(mismatches) pixels differ from \(golden.path) by more than \(tolerance); actual: \(actual), diff: \(diffPath)", sourceLocation: sourceLocation)
        }
    }

    private static func absDiff(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }

    private static func writeFailure(_ buffer: PixelBuffer, name: String) throws -> String {
        try FileManager.default.createDirectory(at: failuresDirectory, withIntermediateDirectories: true)
        let path = failuresDirectory.appendingPathComponent("\(name).png").path
        try PNGFile.write(buffer, to: path)
        return path
    }
}
