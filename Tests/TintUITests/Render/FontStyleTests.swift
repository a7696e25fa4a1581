import Foundation
import Testing
import TintUI

/// Text styling: `.italic()`, `.fontWeight`, `.monospaced()`, `View.bold()`, text styles with
/// designs, `Font.custom`, and `Text + Text`.
@MainActor
@Suite struct FontStyleTests {
    private func pixels(_ view: some View) -> [RGBA8] {
        let host = HeadlessHost(rootView: view, width: 120, height: 30)
        host.renderFrame()
        return (0..<30).flatMap { y in (0..<120).map { x in host.pixel(x: x, y: y) } }
    }

    @Test func stylesChangeTheGlyphs() {
        let plain = pixels(Text("Tint"))
        #expect(pixels(Text("Tint").italic()) != plain)
        #expect(pixels(Text("Tint").fontWeight(.bold)) != plain)
        #expect(pixels(Text("Tint").monospaced()) != plain)
        #expect(pixels(Text("Tint").font(.system(.body, design: .serif))) != plain)
        // The view modifiers reach the text inside, and equal the text's own.
        #expect(pixels(VStack { Text("Tint") }.bold()) == pixels(VStack { Text("Tint").bold() }))
        #expect(pixels(VStack { Text("Tint") }.italic()) == pixels(VStack { Text("Tint").italic() }))
    }

    @Test func boldKeepsTheEnvironmentsSize() throws {
        let host = HeadlessHost(rootView: VStack { Text("Big").bold().accessibilityIdentifier("big") }.font(.largeTitle), width: 200, height: 60)
        host.renderFrame()
        let big = try #require(host.frame(of: "big"))
        #expect(big.height > 25)
    }

    /// `Font.custom` draws an installed family (fontconfig finds it, by family or PostScript
    /// name); an unknown one draws the DejaVu face its name suggests and warns once.
    @Test func customFontsComeFromInstalledFamilies() {
        func pixels(_ font: Font) -> (pixels: [RGBA8], warnings: [String]) {
            let host = HeadlessHost(rootView: Text("Tint Handgloves").font(font), width: 160, height: 30)
            let report = host.renderFrame()
            return ((0..<30).flatMap { y in (0..<160).map { x in host.pixel(x: x, y: y) } }, report.warnings)
        }
        let system = pixels(.system(size: 14)).pixels
        let noto = pixels(.custom("Noto Serif", size: 14))
        #expect(noto.pixels != system && noto.pixels != pixels(.system(size: 14, design: .serif)).pixels)
        #expect(noto.warnings.isEmpty, "\(noto.warnings)")
        let bold = pixels(.custom("NotoSerif-Bold", size: 14))
        #expect(bold.pixels != noto.pixels && bold.warnings.isEmpty, "\(bold.warnings)")
        let missing = pixels(.custom("Helvetica Neue Nonexistent Serif", size: 14))
        #expect(missing.warnings.contains { $0.contains("not installed") }, "\(missing.warnings)")
        #expect(missing.pixels == pixels(.system(size: 14, design: .serif)).pixels)
    }

    @Test func fontsResolveToDejaVuFaces() {
        #expect(Font.custom("Menlo", size: 12).design == .default)
        #expect(Font.custom("Courier New", size: 12).design == .monospaced)
        let times = Font.custom("Times New Roman Bold Italic", size: 12)
        #expect(times.design == .serif && times.weight == .bold && times.isItalic && times.family == "Times New Roman Bold Italic")
        #expect(Font.system(.title, design: .rounded).size == 22)
        #expect((Text("Hello, ") + Text("world")).content == "Hello, world")
    }
}

/// `.underline` and `.strikethrough` draw lines across the text.
@MainActor
@Suite struct TextDecorationTests {
    @Test func underlineAndStrikethroughDrawLinesInTheirColours() throws {
        let view = VStack(alignment: .leading, spacing: 4) {
            Text("Underlined").underline(color: .red).accessibilityIdentifier("under")
            Text("Struck").strikethrough(color: .blue).accessibilityIdentifier("struck")
            Text("Plain").underline(false).accessibilityIdentifier("plain")
        }
        let host = HeadlessHost(rootView: view, width: 200, height: 80)
        host.renderFrame()
        func count(_ color: Color, in frame: CGRect) -> Int {
            var n = 0
            for y in Int(frame.minY)..<Int(frame.maxY) {
                for x in Int(frame.minX)..<Int(frame.maxX) where host.pixel(x: x, y: y) == RGBA8(color) { n += 1 }
            }
            return n
        }
        let under = try #require(host.frame(of: "under"))
        let struck = try #require(host.frame(of: "struck"))
        // A line across the text's width.
        #expect(count(.red, in: under) >= Int(under.width) - 2)
        #expect(count(.blue, in: struck) >= Int(struck.width) - 2)
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
    }
}
