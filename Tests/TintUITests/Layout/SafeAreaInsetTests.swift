import Testing
import TintUI

/// `.safeAreaInset`: the content at an edge, the view in what is left (laid out as a stack:
/// Tint's windows have no safe area).
@MainActor
@Suite struct SafeAreaInsetTests {
    private func frames(_ view: some View, _ ids: String...) throws -> [CGRect] {
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty)
        return try ids.map { try #require(host.frame(of: $0), "no frame for \($0)") }
    }

    @Test func aBarBelowOrAboveTakesItsHeightAndTheViewTheRest() throws {
        var f = try frames(Color.blue.accessibilityIdentifier("main")
            .safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 30).accessibilityIdentifier("bar") }, "main", "bar")
        #expect(f[0] == CGRect(x: 0, y: 0, width: 200, height: 70))
        #expect(f[1] == CGRect(x: 0, y: 70, width: 200, height: 30))
        f = try frames(Color.blue.accessibilityIdentifier("main")
            .safeAreaInset(edge: .top, spacing: 10) { Color.red.frame(height: 30).accessibilityIdentifier("bar") }, "main", "bar")
        #expect(f[1] == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(f[0] == CGRect(x: 0, y: 40, width: 200, height: 60))
    }

    @Test func aBarBesideTakesItsWidthAlignedAsAsked() throws {
        let f = try frames(Color.blue.accessibilityIdentifier("main")
            .safeAreaInset(edge: .leading, alignment: .top, spacing: 0) { Color.red.frame(width: 40, height: 20).accessibilityIdentifier("bar") },
            "main", "bar")
        #expect(f[1] == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(f[0] == CGRect(x: 40, y: 0, width: 160, height: 100))
    }

    /// The common form: a bar of controls under a list, on the bar material; the material lays
    /// the window colour over what is behind it, see-through (no blur).
    @Test func aBarUnderAList() throws {
        let view = List(0..<50, id: \.self) { Text("Row \($0)") }
            .accessibilityIdentifier("list")
            .safeAreaInset(edge: .bottom) {
                HStack { Text("3 selected"); Spacer(); Button("Done") {} }
                    .padding(8)
                    .background(.bar)
                    .accessibilityIdentifier("bar")
            }
        let host = HeadlessHost(rootView: ZStack { Color.black; view }, width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty)
        let list = try #require(host.frame(of: "list")), bar = try #require(host.frame(of: "bar"))
        #expect(bar.maxY == 200 && bar.width == 300)
        #expect(list.maxY + 8 == bar.minY)
        // The bar's material over black: about 85 % of the light window colour (0xF6).
        let pixel = host.pixel(x: 150, y: Int(bar.maxY) - 2)
        #expect(abs(Int(pixel.r) - Int((0.85 * 246).rounded())) <= 2 && pixel.r == pixel.g && pixel.g == pixel.b)
    }
}
