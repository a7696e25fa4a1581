import Foundation
import Testing
import TintRaster
import TintText
import TintUI

/// `Image(systemName:)`: SF Symbols' names drawn from the symbol font, sized by the font and
/// `.imageScale`, coloured by the foreground colour, variants, and unknown names.
@MainActor
@Suite struct SystemSymbolTests {
    /// The names the issue asks for by name, each with its outline and fill forms where SF has both.
    static let commonNames = [
        "star", "star.fill", "heart", "heart.fill", "gear", "trash", "trash.fill", "plus", "minus", "xmark",
        "checkmark", "magnifyingglass", "person", "person.fill", "house", "house.fill", "folder", "folder.fill",
        "doc", "pencil", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.left", "arrow.right",
        "arrow.up", "arrow.down", "circle", "circle.fill", "square", "square.fill", "plus.circle", "plus.circle.fill",
        "xmark.circle", "xmark.circle.fill", "checkmark.circle", "checkmark.circle.fill",
    ]

    /// Pixels in `rect` darker than the white window.
    func inkedPixels(_ host: HeadlessHost, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where host.pixel(x: x, y: y) != RGBA8(Color.white) { count += 1 }
        }
        return count
    }

    @Test func atLeast150NamesIncludingTheCommonSetAndEachHasAGlyph() throws {
        #expect(SystemSymbols.names.count >= 150)
        for name in Self.commonNames { #expect(SystemSymbols.codePoint(for: name) != nil, "\(name)") }
        // Every code point in the table draws ink in the installed font.
        let face = try FontLibrary.shared.symbolFace(size: 24)
        let blank = SystemSymbols.names.filter { face.glyph(SystemSymbols.codePoint(for: $0)!) == nil }
        #expect(blank.isEmpty, "no glyph for \(blank)")
    }

    @Test func aSymbolIsASquareOfItsFontSizeDrawnInTheForegroundColour() throws {
        let view = HStack(spacing: 0) {
            Image(systemName: "star.fill").accessibilityIdentifier("body")
            Image(systemName: "star.fill").font(.system(size: 40)).accessibilityIdentifier("big")
            Image(systemName: "star.fill").imageScale(.large).accessibilityIdentifier("large")
        }.foregroundColor(.red)
        let host = HeadlessHost(rootView: view, width: 200, height: 60)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let body = try #require(host.frame(of: "body")), big = try #require(host.frame(of: "big"))
        let large = try #require(host.frame(of: "large"))
        #expect(body.width == Font.body.size && body.height == Font.body.size)
        #expect(big.size == CGSize(width: 40, height: 40))
        #expect(abs(large.width - Font.body.size * 1.3) < 0.01)
        // A filled star: its centre is red, its corners are the window's white.
        #expect(host.pixel(x: Int(big.midX), y: Int(big.midY)) == RGBA8(Color.red))
        #expect(host.pixel(x: Int(big.minX) + 1, y: Int(big.minY) + 1) == RGBA8(Color.white))
        #expect(inkedPixels(host, in: big) > 300)
    }

    @Test func outlineAndFillDiffer() throws {
        let view = HStack(spacing: 0) {
            Image(systemName: "heart").accessibilityIdentifier("outline")
            Image(systemName: "heart.fill").accessibilityIdentifier("fill")
        }.font(.system(size: 40))
        let host = HeadlessHost(rootView: view, width: 100, height: 50)
        host.renderFrame()
        let outline = try #require(host.frame(of: "outline")), fill = try #require(host.frame(of: "fill"))
        #expect(inkedPixels(host, in: fill) > inkedPixels(host, in: outline) + 200)
    }

    @Test func symbolVariantPicksTheVariantWhereOneExists() throws {
        let view = HStack(spacing: 0) {
            Image(systemName: "heart").symbolVariant(.fill).accessibilityIdentifier("variant")
            Image(systemName: "heart.fill").accessibilityIdentifier("named")
            // No "gear.fill": the gear as named, no warning.
            Image(systemName: "gear").symbolVariant(.fill)
        }.font(.system(size: 40))
        let host = HeadlessHost(rootView: view, width: 150, height: 50)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let variant = try #require(host.frame(of: "variant")), named = try #require(host.frame(of: "named"))
        #expect(inkedPixels(host, in: variant) == inkedPixels(host, in: named))
        #expect(SymbolVariants.circle.fill.candidates(for: "plus") == ["plus.circle.fill", "plus.circle", "plus"])
        #expect(SymbolVariants.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    }

    @Test func anUnknownNameDrawsAPlaceholderAndWarnsOnce() throws {
        let view = VStack {
            Image(systemName: "no.such.symbol").accessibilityIdentifier("unknown")
            Image(systemName: "no.such.symbol")
        }.font(.system(size: 40))
        let host = HeadlessHost(rootView: view, width: 60, height: 100)
        let report = host.renderFrame()
        #expect(report.warnings.filter { $0.contains("no.such.symbol") }.count == 1, "\(report.warnings)")
        let frame = try #require(host.frame(of: "unknown"))
        #expect(frame.size == CGSize(width: 40, height: 40))
        // An outlined square: ink on its edge, none at its centre.
        #expect(inkedPixels(host, in: frame) > 50)
        #expect(host.pixel(x: Int(frame.midX), y: Int(frame.midY)) == RGBA8(Color.white))
    }

    @Test func aResizableSymbolFillsItsFrame() throws {
        let view = Image(systemName: "square.fill").resizable().frame(width: 80, height: 60).accessibilityIdentifier("s")
        let host = HeadlessHost(rootView: view, width: 100, height: 100)
        host.renderFrame()
        let frame = try #require(host.frame(of: "s"))
        // The square's ink is about the frame's shorter side.
        var inkRows = 0
        for y in Int(frame.minY)..<Int(frame.maxY) where host.pixel(x: Int(frame.midX), y: y) != RGBA8(Color.white) { inkRows += 1 }
        #expect(inkRows > 45 && inkRows <= 60, "\(inkRows)")
    }

    /// Every name Tint draws, in a grid, for a person to look at (`symbols.png`).
    @Test func theSymbolSetGolden() throws {
        let names = SystemSymbols.names
        let columns = 20
        let view = VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<(names.count + columns - 1) / columns, id: \.self) { row in
                HStack(spacing: 6) {
                    ForEach(names[(row * columns)..<min(names.count, (row + 1) * columns)], id: \.self) { name in
                        Image(systemName: name).frame(width: 22, height: 22)
                    }
                }
            }
        }.padding(8).font(.system(size: 18))
        let height = 16 + ((names.count + columns - 1) / columns) * 28
        let host = HeadlessHost(rootView: view, width: 8 + columns * 28 + 8, height: height)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "symbols")
    }
}
