import Testing
import TintUI

/// `allowedDynamicRange`: the range set is what the views inside read from the environment
/// (nil by default); Tint draws every image in the standard range, so the pixels are the same.
@MainActor
@Suite struct ImageDynamicRangeTests {
    struct Reader: View {
        @Environment(\.allowedDynamicRange) private var range
        var body: some View {
            Text(range == .high ? "high" : range == nil ? "system" : "other")
        }
    }

    @Test func theRangeIsInTheEnvironment() {
        let plain = HeadlessHost(rootView: Reader(), width: 100, height: 30)
        plain.renderFrame()
        #expect(plain.texts() == ["system"])
        let high = HeadlessHost(rootView: Reader().allowedDynamicRange(.high), width: 100, height: 30)
        high.renderFrame()
        #expect(high.texts() == ["high"])
    }

    @Test func anImageAllowedMoreDrawsTheSame() throws {
        let (_, file) = try ImageTests.fixture()
        let standard = HeadlessHost(rootView: Image(contentsOfFile: file), width: 10, height: 10)
        let high = HeadlessHost(rootView: Image(contentsOfFile: file).allowedDynamicRange(.high), width: 10, height: 10)
        standard.renderFrame()
        high.renderFrame()
        #expect(Image(contentsOfFile: file).allowedDynamicRange(.constrainedHigh) == Image(contentsOfFile: file))
        #expect((0..<10).allSatisfy { x in standard.pixel(x: x, y: 4) == high.pixel(x: x, y: 4) })
    }
}
