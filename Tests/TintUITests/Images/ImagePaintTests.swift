import Foundation
import Testing
import TintUI

/// `ImagePaint` and `.image(_:sourceRect:scale:)`: an image repeated inside a shape, from the
/// shape's corner, at a scale, a part of it, and nothing (with no crash) for a missing image.
@MainActor
@Suite struct ImagePaintTests {
    private func host(_ view: some View) -> HeadlessHost { smallCanvas(view, alignment: .topLeading) }

    private let red = RGBA8(Color.red), blue = RGBA8(Color.blue), white = RGBA8(Color.white)

    @Test func theImageRepeatsFromTheShapesCorner() throws {
        // The fixture: 4x2, left half red, right half blue; at scale 2 a tile is 8x4 points.
        let (_, file) = try ImageTests.fixture()
        let host = host(Rectangle().fill(ImagePaint(image: Image(contentsOfFile: file), scale: 2)).frame(width: 16, height: 8)
            .padding(.leading, 10))
        #expect(host.pixel(x: 11, y: 1) == red)
        #expect(host.pixel(x: 15, y: 1) == blue)
        #expect(host.pixel(x: 19, y: 1) == red, "the next tile")
        #expect(host.pixel(x: 11, y: 5) == red, "the tile below")
        #expect(host.pixel(x: 5, y: 1) == white, "nothing outside the shape")
    }

    @Test func aPartOfTheImageAndTheShapesOutline() throws {
        let (_, file) = try ImageTests.fixture()
        let part = host(Rectangle().fill(.image(Image(contentsOfFile: file), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5), scale: 4))
            .frame(width: 16, height: 8))
        #expect(part.pixel(x: 1, y: 1) == blue)
        #expect(part.pixel(x: 9, y: 5) == blue)
        let circle = host(Circle().fill(ImagePaint(image: Image(contentsOfFile: file), scale: 10)).frame(width: 40, height: 40))
        #expect(circle.pixel(x: 1, y: 1) == white, "outside the circle")
        #expect(circle.pixel(x: 10, y: 10) == red)
        // A tile is 40x20: its top right quarter is blue.
        #expect(circle.pixel(x: 25, y: 5) == blue)
    }

    @Test func aMissingImagePaintsNothing() {
        let host = host(Rectangle().fill(ImagePaint(image: Image(contentsOfFile: "/nonexistent/tile.png"))).frame(width: 20, height: 20))
        #expect(host.pixel(x: 10, y: 10) == white)
    }
}
