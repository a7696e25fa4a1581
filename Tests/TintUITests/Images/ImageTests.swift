import Foundation
import Testing
import TintImageIO
import TintRaster
import TintUI

/// `Image` from files and resources: natural size, `.resizable()`, `.scaledToFit()`,
/// interpolation, template rendering, the decode cache, and bad files.
@MainActor
@Suite struct ImageTests {
    /// A folder with a 4x2 PNG: left half red, right half blue, the bottom-right pixel clear.
    static func fixture() throws -> (folder: String, file: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-images-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let buffer = PixelBuffer(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 { buffer[x, y] = RGBA8(x < 2 ? Color.red : Color.blue).premultiplied }
        }
        buffer[3, 1] = 0
        let file = (folder as NSString).appendingPathComponent("flag.png")
        try PNGFile.write(buffer, to: file)
        return (folder, file)
    }

    @Test func anImageIsItsNaturalSizeAndShowsItsPixels() throws {
        let (_, file) = try Self.fixture()
        let host = HeadlessHost(rootView: Image(contentsOfFile: file).accessibilityIdentifier("image"), width: 40, height: 20)
        host.renderFrame()
        let frame = try #require(host.frame(of: "image"))
        #expect(frame.size == CGSize(width: 4, height: 2))
        #expect(host.pixel(x: Int(frame.minX), y: Int(frame.minY)) == RGBA8(Color.red))
        #expect(host.pixel(x: Int(frame.maxX) - 1, y: Int(frame.minY)) == RGBA8(Color.blue))
        // The clear pixel shows the white window behind.
        #expect(host.pixel(x: Int(frame.maxX) - 1, y: Int(frame.maxY) - 1) == RGBA8(Color.white))
    }

    @Test func aResizableImageScaledToFitKeepsItsProportions() throws {
        let (folder, _) = try Self.fixture()
        let bundle = try #require(Bundle(path: folder))
        let view = Image("flag", bundle: bundle).resizable().interpolation(.none).scaledToFit()
            .frame(width: 100, height: 100).accessibilityIdentifier("frame")
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        let report = host.renderFrame()
        // Warnings are process-wide: other suites' images may be in the report too.
        #expect(!report.warnings.contains { $0.contains(folder) }, "\(report.warnings)")
        // 4x2 fit into 100x100: 100 wide, 50 tall, centred.
        #expect(host.pixel(x: 10, y: 30) == RGBA8(Color.red))
        #expect(host.pixel(x: 90, y: 30) == RGBA8(Color.blue))
        #expect(host.pixel(x: 50, y: 20) == RGBA8(Color.white))
        #expect(host.pixel(x: 90, y: 70) == RGBA8(Color.white))
    }

    @Test func aTemplateImageIsFilledWithTheForegroundColour() throws {
        let (_, file) = try Self.fixture()
        let view = Image(contentsOfFile: file).renderingMode(.template).resizable().interpolation(.none)
            .frame(width: 40, height: 20).foregroundColor(.green)
        let host = HeadlessHost(rootView: view, width: 40, height: 20)
        host.renderFrame()
        #expect(host.pixel(x: 5, y: 5) == RGBA8(Color.green))
        #expect(host.pixel(x: 35, y: 5) == RGBA8(Color.green))
        #expect(host.pixel(x: 35, y: 15) == RGBA8(Color.white))
    }

    @Test func eachSourceIsDecodedOnce() throws {
        let (_, file) = try Self.fixture()
        struct Gallery: View {
            let file: String
            @State var offset = 0
            var body: some View {
                VStack {
                    Button("Next") { offset += 1 }.accessibilityIdentifier("next")
                    ForEach(0..<20) { index in Image(contentsOfFile: file).id(index + offset) }
                }
            }
        }
        let host = HeadlessHost(rootView: Gallery(file: file), width: 200, height: 300)
        host.renderFrame()
        host.tap("next")
        host.renderFrame()
        #expect(host.decodedImageCount == 1)
    }

    @Test func missingAndCorruptImagesWarnAndDrawNothing() throws {
        let (folder, _) = try Self.fixture()
        let truncated = (folder as NSString).appendingPathComponent("truncated.png")
        let whole = try Data(contentsOf: URL(fileURLWithPath: (folder as NSString).appendingPathComponent("flag.png")))
        try whole.prefix(20).write(to: URL(fileURLWithPath: truncated))
        let garbage = (folder as NSString).appendingPathComponent("garbage.png")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: garbage))
        struct Bad: View {
            let truncated: String, garbage: String
            @State var again = false
            var body: some View {
                VStack {
                    Image("no-such-image").accessibilityIdentifier("missing")
                    Image(contentsOfFile: truncated).accessibilityIdentifier("truncated")
                    Image(contentsOfFile: garbage).resizable().frame(width: 30, height: 30).accessibilityIdentifier("garbage")
                    Button("Again") { again = true }.accessibilityIdentifier("again")
                    if again { Image("no-such-image").accessibilityIdentifier("missing-again") }
                }
            }
        }
        let host = HeadlessHost(rootView: Bad(truncated: truncated, garbage: garbage), width: 100, height: 140)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("No image named 'no-such-image'") })
        #expect(report.warnings.contains { $0.contains("truncated.png") })
        #expect(report.warnings.contains { $0.contains("garbage.png") })
        #expect(try #require(host.frame(of: "missing")).size == .zero)
        // Warned once: another view naming the same missing image is measured and drawn
        // without a second warning (the cache remembers the failure).
        host.tap("again")
        let again = host.renderFrame()
        #expect(host.frame(of: "missing-again") != nil)
        #expect(!again.warnings.contains { $0.contains("no-such-image") })
        #expect(host.decodedImageCount == 3)
    }
}
