import Foundation
import Testing
@testable import TintUI

/// `ImageRenderer`: a view to a bitmap at its size and scale, clear or opaque; the bitmap shown
/// again by `Image(decorative:scale:)` and `UIImage(cgImage:)`; bad sizes give no image.
@MainActor
@Suite struct ImageRendererTests {
    private static let pure = Color(red: 1, green: 0, blue: 0)

    @Test func rendersAViewAtItsSizeAndScale() throws {
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Self.pure.frame(width: 10, height: 6)
            Color.clear.frame(width: 10, height: 6)
        })
        let image = try #require(renderer.cgImage)
        #expect(image.width == 20 && image.height == 6)
        #expect(image.bytesPerRow == 80 && image.bitsPerPixel == 32)
        #expect(RGBA8(premultiplied: image.pixels[2 * 20 + 3]) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(RGBA8(premultiplied: image.pixels[2 * 20 + 15]).a == 0, "clear unless opaque")

        renderer.scale = 2
        renderer.isOpaque = true
        let doubled = try #require(renderer.cgImage)
        #expect(doubled.width == 40 && doubled.height == 12)
        #expect(RGBA8(premultiplied: doubled.pixels[4 * 40 + 30]).a == 255, "opaque: the window's background")

        let text = ImageRenderer(content: Text("Hello"))
        text.proposedSize = ProposedViewSize(width: 100, height: nil)
        let label = try #require(text.cgImage)
        #expect(label.width > 20 && label.width <= 100 && label.height > 10)
    }

    @Test func changesAreAnnounced() {
        let renderer = ImageRenderer(content: Text("a"))
        var announced = 0
        let subscription = renderer.objectWillChange.sink { announced += 1 }
        renderer.scale = 3
        renderer.content = Text("b")
        #expect(announced == 2)
        subscription.cancel()
    }

    @Test func aBitmapIsShownAgainByAnImage() throws {
        let bitmap = try #require(ImageRenderer(content: Self.pure.frame(width: 8, height: 8)).cgImage)
        let host = HeadlessHost(rootView: HStack(spacing: 0) {
            Image(decorative: bitmap, scale: 2).accessibilityIdentifier("half")
            Image(uiImage: UIImage(cgImage: bitmap)).accessibilityIdentifier("full")
        }.fixedSize(), width: 40, height: 20)
        host.renderFrame()
        #expect(host.frame(of: "half")?.size == CGSize(width: 4, height: 4), "eight pixels at two a point")
        #expect(host.frame(of: "full")?.size == CGSize(width: 8, height: 8))
        let full = try #require(host.frame(of: "full"))
        #expect(host.pixel(x: Int(full.midX), y: Int(full.midY)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(UIImage(cgImage: bitmap).cgImage === bitmap)
        #expect(bitmap.cropping(to: CGRect(x: 2, y: 2, width: 3, height: 10))?.width == 3)
        #expect(bitmap.cropping(to: CGRect(x: 2, y: 2, width: 3, height: 10))?.height == 6)
        #expect(bitmap.cropping(to: CGRect(x: 20, y: 0, width: 3, height: 3)) == nil)
    }

    @Test func badSizesMakeNoImage() {
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil, "no size")
        let huge = ImageRenderer(content: Color.red.frame(width: 20_000, height: 10))
        #expect(huge.cgImage == nil)
        // Its warning taken here, in the same synchronous stretch, not left for the frame
        // report of a test running beside this one.
        #expect(RuntimeWarnings.take { $0.hasPrefix("ImageRenderer:") }.count == 1)
        #expect(CGImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil, "too few pixels")
    }
}
