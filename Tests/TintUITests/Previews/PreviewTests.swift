#if Previews
import Foundation
import Testing
import TintUI

/// `#Preview`, `@Previewable` and `PreviewProvider`, found in the test program and drawn
/// (the samples are in PreviewSamples.swift).
@MainActor
struct PreviewTests {
    private func samples() -> [PreviewEntry] {
        PreviewCatalog.previews().filter { $0.fileID == "TintUITests/PreviewSamples.swift" || $0.providerName == "SampleSwatch_Previews" }
    }

    private func sample(_ title: String) throws -> PreviewEntry {
        try #require(samples().first { $0.title == title })
    }

    @Test func everyFormIsFoundWithItsPlaceAndName() {
        let found = samples().map { "\($0.title)@\($0.line)" }
        // By file, then line: a provider's "file" is its type.
        #expect(found == [
            "PreviewSamples.swift:6@6",
            "Named, fixed layout@10",
            "Two traits@14",
            "Previewable state@18",
            "Explicit return@27",
            "Provider swatch@0",
        ])
    }

    @Test func aPreviewWithoutTraitsFitsItsView() throws {
        let host = try sample("PreviewSamples.swift:6").makeHost()
        _ = host.renderFrame()
        #expect(host.pixelBuffer.width == 30 && host.pixelBuffer.height == 20)
        let red = host.pixel(x: 15, y: 10)
        #expect(red.r > 200 && red.g < 100 && red.b < 100)
    }

    @Test func aFixedLayoutCentresTheViewInItsSize() throws {
        let entry = try sample("Named, fixed layout")
        #expect(entry.preview._layout == .fixed(width: 120, height: 80))
        let host = entry.makeHost()
        _ = host.renderFrame()
        #expect(host.pixelBuffer.width == 120 && host.pixelBuffer.height == 80)
        let centre = host.pixel(x: 60, y: 40), corner = host.pixel(x: 5, y: 5)
        #expect(centre.b > 200 && centre.r < 100)
        #expect(corner != centre)
    }

    @Test func theLastLayoutTraitCountsAndOrientationChangesNothing() throws {
        let entry = try sample("Two traits")
        #expect(entry.preview._traits.map(\._kind) == [.orientation(.landscapeLeft), .layout(.sizeThatFits)])
        let host = entry.makeHost()
        _ = host.renderFrame()
        #expect(host.pixelBuffer.width == 50 && host.pixelBuffer.height == 10)
    }

    @Test func previewableStateIsTheViewsOwnState() throws {
        let host = try sample("Previewable state").makeHost()
        _ = host.renderFrame()
        let colourAt = { () -> RGBA8 in
            let frame = host.frame(of: "switch") ?? .zero
            return host.pixel(x: 30, y: Int(frame.maxY) + 15)
        }
        #expect(colourAt().r > 200 && colourAt().g < 100)
        host.tap("switch")
        _ = host.renderFrame()
        #expect(colourAt().g > 150 && colourAt().r < 100)
    }

    @Test func aBodyWithReturnKeepsItsPreviewableProperty() throws {
        let host = try sample("Explicit return").makeHost()
        _ = host.renderFrame()
        #expect(host.pixelBuffer.width > 20 && host.pixelBuffer.height > 5)
    }

    @Test func aProvidersModifiersNameAndSizeItsPreview() throws {
        let entry = try sample("Provider swatch")
        #expect(entry.fileID == "TintUITests/SampleSwatch_Previews")
        let host = entry.makeHost()
        _ = host.renderFrame()
        #expect(host.pixelBuffer.width == 90 && host.pixelBuffer.height == 45)
        #expect(host.pixel(x: 45, y: 22).r > 200 && host.pixel(x: 45, y: 22).b < 100)
    }

    @Test func imagesAreNamedForWhereThePreviewIs() throws {
        #expect(try sample("Named, fixed layout").imageName == "TintUITests-PreviewSamples-10.png")
        #expect(try sample("Provider swatch").imageName == "TintUITests-SampleSwatch_Previews.png")
    }
}
#endif
