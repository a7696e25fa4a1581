import Foundation
import Testing
import TintUI

/// `cacheReport` says what the caches hold: the texts laid out and the images decoded for the
/// frame, with their bytes, and the font faces' caches.
@MainActor
@Suite struct CacheReportTests {
    @Test func theReportCountsWhatAFrameCached() throws {
        let (_, file) = try ImageTests.fixture()
        let host = HeadlessHost(rootView: VStack {
            Text("Cached once")
            Text("and again")
            Image(contentsOfFile: file)
        }, width: 200, height: 100)
        let before = host.cacheReport
        #expect(before.textLayouts == 0 && before.images == 0)
        host.renderFrame()
        let report = host.cacheReport
        #expect(report.textLayouts == 2)
        #expect(report.textLayoutBytes > 0)
        // The fixture is 4x2: its pixels, 4 bytes each (rows may be padded).
        #expect(report.images == 1)
        #expect(report.imageBytes >= 4 * 2 * 4)
        #expect(report.fonts.openFaces >= 1 && report.fonts.glyphBytes > 0)
        #expect(report.description.contains("2 text layouts"))
    }
}
