import Foundation
import Testing
import TintUI

/// Typography of text: tracking and kerning, baseline offset, font widths, small capitals,
/// line patterns, leading, text scale, least lines, and squeezing to fit (minimum scale
/// factor, tightening).
@MainActor
@Suite struct TextTypographyTests {
    private func frame(_ view: some View, width: Int = 400, height: Int = 200) -> CGRect {
        let host = HeadlessHost(rootView: VStack { view.accessibilityIdentifier("t") }, width: width, height: height)
        host.renderFrame()
        return host.frame(of: "t") ?? .zero
    }

    private func pixels(_ view: some View, width: Int = 200, height: Int = 40) -> [RGBA8] {
        let host = HeadlessHost(rootView: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                                width: width, height: height)
        host.renderFrame()
        return (0..<height).flatMap { y in (0..<width).map { x in host.pixel(x: x, y: y) } }
    }

    /// The rows (top to bottom) holding ink, in a view drawn at the top left.
    private func inkRows(_ view: some View, width: Int = 200, height: Int = 60) -> [Int] {
        let all = pixels(view, width: width, height: height)
        let background = all[0]
        return (0..<height).filter { y in (0..<width).contains { all[y * width + $0] != background } }
    }

    @Test func trackingAddsSpaceAfterEachCharacter() {
        let plain = frame(Text("Tint")).width
        #expect(abs(frame(Text("Tint").tracking(3)).width - (plain + 12)) <= 1)
        #expect(abs(frame(Text("Tint").kerning(2)).width - (plain + 8)) <= 1)
        // Tracking wins over kerning, as in SwiftUI.
        #expect(frame(Text("Tint").kerning(5).tracking(1)).width == frame(Text("Tint").tracking(1)).width)
        // Negative tracking draws closer; a non-ASCII text is spaced too (through the shaper).
        #expect(frame(Text("Tint").tracking(-1)).width < plain)
        #expect(frame(Text("Grüße").tracking(4)).width - frame(Text("Grüße")).width >= 19)
        // The view modifier reaches texts below, even one with a font of its own.
        #expect(frame(VStack { Text("Tint").font(.title) }.tracking(3)).width > frame(Text("Tint").font(.title)).width + 10)
        #expect(pixels(VStack { Text("Tint") }.kerning(2)) == pixels(Text("Tint").kerning(2)))
        // Nonsense is refused, not drawn.
        #expect(frame(Text("Tint").tracking(.nan)).width == plain)
    }

    @Test func baselineOffsetMovesTheGlyphsAndGrowsTheLine() {
        let plain = frame(Text("Tint"))
        let raised = frame(Text("Tint").baselineOffset(6))
        let lowered = frame(Text("Tint").baselineOffset(-6))
        #expect(raised.height == plain.height + 6 && lowered.height == plain.height + 6)
        // Raised: the glyphs keep their place from the top, the line grows below them. Lowered:
        // the glyphs move down.
        let plainInk = inkRows(Text("Tint")), raisedInk = inkRows(Text("Tint").baselineOffset(6))
        let loweredInk = inkRows(Text("Tint").baselineOffset(-6))
        #expect(raisedInk == plainInk)
        #expect(loweredInk == plainInk.map { $0 + 6 })
        // Beside unmoved text on a shared baseline, a raised piece stands higher.
        let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").accessibilityIdentifier("a")
            Text("B").baselineOffset(5).accessibilityIdentifier("b")
        }
        let host = HeadlessHost(rootView: row, width: 100, height: 60)
        host.renderFrame()
        let a = host.frame(of: "a")!, b = host.frame(of: "b")!
        #expect(b.minY == a.minY - 5)
    }

    @Test func widthsDrawCondensedFaces() {
        let standard = frame(Text("Condensed type")).width
        let condensed = frame(Text("Condensed type").font(.body.width(.condensed))).width
        #expect(condensed < standard - 5)
        #expect(frame(Text("Condensed type").fontWidth(.compressed)).width == condensed)
        #expect(frame(VStack { Text("Condensed type") }.fontWidth(.condensed)).width == condensed)
        // DejaVu has no expanded face: expanded draws the standard one.
        #expect(frame(Text("Condensed type").font(.body.width(.expanded))).width == standard)
        #expect(Font.Width.condensed.value < 0 && Font.Width.expanded.value > 0 && Font.Width(.nan) == .standard)
    }

    @Test func smallCapitalsAreSmallerCapitals() {
        let lower = frame(Text("hello")).width, upper = frame(Text("HELLO")).width
        let small = frame(Text("hello").font(.body.smallCaps())).width
        #expect(small > lower && small < upper)
        #expect(frame(Text("HELLO").font(.body.uppercaseSmallCaps())).width == small)
        #expect(frame(Text("hello").font(.body.uppercaseSmallCaps())).width == lower)
        // The small capitals stand as tall as the lowercase letters would, not as capitals.
        let capitalInk = inkRows(Text("HELLO")), smallInk = inkRows(Text("hello").font(.body.lowercaseSmallCaps()))
        #expect(smallInk.count < capitalInk.count && smallInk.last == capitalInk.last)
    }

    @Test func linePatternsDash() {
        func underlineRow(_ view: some View) -> [Bool] {
            let all = pixels(view, width: 120, height: 30)
            let background = all[0]
            // The underline's row: the lowest row with ink.
            let row = (0..<30).last { y in (0..<120).contains { all[y * 120 + $0] != background } }!
            return (0..<120).map { all[row * 120 + $0] != background }
        }
        func gaps(_ row: [Bool]) -> Int { zip(row, row.dropFirst()).filter { $0 && !$1 }.count }
        #expect(gaps(underlineRow(Text("MMMMMMMM").underline())) == 1)
        #expect(gaps(underlineRow(Text("MMMMMMMM").underline(pattern: .dash))) > 5)
        #expect(gaps(underlineRow(Text("MMMMMMMM").underline(pattern: .dot))) > 15)
        // The view modifier underlines every text below, in its pattern.
        #expect(underlineRow(VStack { Text("MMMMMMMM") }.underline(pattern: .dash)) == underlineRow(Text("MMMMMMMM").underline(pattern: .dash)))
        #expect(pixels(VStack { Text("MMMM") }.strikethrough(color: .red)) == pixels(Text("MMMM").strikethrough(color: .red)))
        #expect(pixels(VStack { Text("MMMM") }.underline(false)) == pixels(Text("MMMM")))
        // A joined text's pieces keep their own patterns.
        #expect(gaps(underlineRow(Text("MMMM").underline(pattern: .dot) + Text("MMMM"))) > 8)
    }

    @Test func leadingSpacesLines() {
        let text = "one\ntwo\nthree"
        let standard = frame(Text(text)).height
        #expect(frame(Text(text).font(.body.leading(.loose))).height > standard)
        #expect(frame(Text(text).font(.body.leading(.tight))).height < standard)
    }

    @Test func secondaryScaleIsSmaller() {
        #expect(frame(Text("Tint").textScale(.secondary)).height < frame(Text("Tint")).height)
        #expect(frame(Text("Tint").textScale(.secondary, isEnabled: false)) == frame(Text("Tint")))
        #expect(pixels(Text("Tint").fontDesign(.serif)) == pixels(Text("Tint").font(.system(.body, design: .serif))))
    }

    @Test func lineRangesReserveTheirLeastLines() {
        let one = frame(Text("Short")).height
        #expect(frame(Text("Short").lineLimit(3, reservesSpace: true)).height == one * 3)
        #expect(frame(Text("Short").lineLimit(3, reservesSpace: false)).height == one)
        #expect(frame(Text("Short").lineLimit(2...4)).height == one * 2)
        #expect(frame(Text("Short").lineLimit(2...)).height == one * 2)
        #expect(frame(Text("Short").lineLimit(...4)).height == one)
        let long = String(repeating: "word ", count: 80)
        #expect(frame(Text(long).lineLimit(2...4), width: 200).height == one * 4)
        #expect(frame(Text(long).lineLimit(2...), width: 200).height > one * 4)
    }

    @Test func minimumScaleFactorShrinksToFit() {
        let label = "A label longer than its frame"
        let natural = frame(Text(label)).width
        let room: CGFloat = (natural * 0.7).rounded()
        func shrunk(_ factor: CGFloat) -> some View {
            Text(label).lineLimit(1).minimumScaleFactor(factor).frame(width: room, alignment: .leading)
        }
        // The largest whole size at which the label fits is the one drawn.
        let fitting = stride(from: 13.0, through: 1, by: -1).first { size in
            frame(Text(label).font(.system(size: size))).width <= room
        }!
        #expect(fitting < 13 && fitting >= 13 * 0.5)
        #expect(pixels(shrunk(0.5), width: 300) == pixels(Text(label).font(.system(size: fitting)).lineLimit(1).frame(width: room, alignment: .leading), width: 300))
        #expect(frame(shrunk(0.5)).height < frame(Text(label)).height)
        // A text that fits is not shrunk; one that cannot fit even at its least size is cut there.
        #expect(pixels(Text("Fits").lineLimit(1).minimumScaleFactor(0.5)) == pixels(Text("Fits")))
        let least = pixels(Text(label).lineLimit(1).minimumScaleFactor(0.9).frame(width: 40, alignment: .leading), width: 300)
        #expect(least == pixels(Text(label).font(.system(size: 12)).lineLimit(1).frame(width: 40, alignment: .leading), width: 300))
        // Set above, it reaches the text below.
        #expect(pixels(VStack { Text(label).lineLimit(1).frame(width: room, alignment: .leading) }.minimumScaleFactor(0.5), width: 300)
                    == pixels(shrunk(0.5), width: 300))
    }

    @Test func tighteningComesBeforeTruncating() {
        let label = "MMMMMMMMMMMM"
        let natural = frame(Text(label)).width
        let room = natural - 4
        let tightened = pixels(Text(label).lineLimit(1).allowsTightening(true).frame(width: room, alignment: .leading))
        // Tightening draws 5 % of the size closer: as much tracking taken away.
        #expect(tightened == pixels(Text(label).tracking(-0.65).lineLimit(1).frame(width: room, alignment: .leading)))
        #expect(tightened != pixels(Text(label).lineLimit(1).frame(width: room, alignment: .leading)))
    }
}
