import Foundation
import Testing
import TintImageIO
import TintRaster
import TintUI

/// `LazyVGrid` builds only the lines of cells in view: 1,000 images in a scroll view mount and
/// decode a screenful, and scrolling back decodes nothing again.
@MainActor
@Suite struct LazyGridTests {
    /// `count` distinct 8x8 PNGs in a fresh folder.
    static func images(_ count: Int) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-grid-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let buffer = PixelBuffer(width: 8, height: 8)
            let color = RGBA8(Color(red: Double(index % 10) / 10, green: Double(index / 10 % 10) / 10, blue: Double(index / 100) / 10)).premultiplied
            for y in 0..<8 { for x in 0..<8 { buffer[x, y] = color } }
            let path = (folder as NSString).appendingPathComponent("image-\(index).png")
            try PNGFile.write(buffer, to: path)
            return path
        }
    }

    struct Gallery: View {
        let files: [String]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))], spacing: 8) {
                    ForEach(files.indices, id: \.self) { index in
                        Image(contentsOfFile: files[index]).resizable().frame(width: 60, height: 60).accessibilityIdentifier("cell-\(index)")
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
    }

    @Test func onlyTheLinesInViewAreBuiltAndScrollingBackDecodesNothing() throws {
        let files = try Self.images(1_000)
        let host = HeadlessHost(rootView: Gallery(files: files), width: 400, height: 300)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        // Six cells a line (60 points and 8 of spacing in 400), five lines in view, plus overscan.
        let first = try #require(host.frame(of: "cell-0")), sixth = try #require(host.frame(of: "cell-5"))
        #expect(sixth.minY == first.minY && host.frame(of: "cell-6")!.minY > first.minY)
        #expect(host.frame(of: "cell-999") == nil)
        #expect(host.mountedViewCount < 400, "\(host.mountedViewCount) views mounted")
        let decodedAtStart = host.decodedImageCount
        #expect(decodedAtStart > 20 && decodedAtStart < 100, "\(decodedAtStart)")
        // Two screens down (past the overscan) decodes the new lines; back up decodes nothing.
        host.scroll("scroll", by: CGSize(width: 0, height: 600))
        host.renderFrame()
        let afterScroll = host.decodedImageCount
        #expect(afterScroll > decodedAtStart)
        #expect(host.frame(of: "cell-0") == nil, "the first lines are released")
        host.scroll("scroll", by: CGSize(width: 0, height: -600))
        host.renderFrame()
        #expect(host.decodedImageCount == afterScroll)
        // The end of the grid is reachable, and its last line is laid out in place.
        host.scroll("scroll", to: CGPoint(x: 0, y: 100_000))
        host.renderFrame()
        host.renderFrame()
        let last = try #require(host.frame(of: "cell-999"))
        let lineStart = try #require(host.frame(of: "cell-996")), previousLine = try #require(host.frame(of: "cell-995"))
        #expect(last.minY == lineStart.minY && previousLine.minY < lineStart.minY, "999 is in the line that starts at 996")
    }
}
