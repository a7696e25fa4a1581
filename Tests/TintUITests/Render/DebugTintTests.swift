import Foundation
import Testing
@testable import TintUI

/// A row that owns its state: tapping it re-runs only its body.
private struct CounterRow: View {
    let index: Int
    @State var taps = 0
    var body: some View {
        HStack(spacing: 4) {
            Text("Row \(index): \(taps)")
            Spacer()
            Button("+") { taps += 1 }.accessibilityIdentifier("tap\(index)")
        }
        .padding(.horizontal, 6)
        .frame(width: 180, height: 24)
        .accessibilityIdentifier("row\(index)")
    }
}

private struct Rows: View {
    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<4) { CounterRow(index: $0) }
        }
    }
}

/// RULES 4.2: the random-tint debug mode, render-count badges and the heads-up display.
@MainActor
@Suite struct DebugTintTests {
    private func host(_ configure: (inout HostOptions) -> Void = { _ in }) -> HeadlessHost {
        let host = HeadlessHost(rootView: Rows(), width: 200, height: 120)
        var options = HostOptions()
        options.debugTint = true
        configure(&options)
        host.options = options
        host.renderFrame()
        return host
    }

    /// Pixels inside the frame of the view whose body ran change (new tint); every other pixel
    /// stays byte-identical, the skipped rows' tints included.
    @Test func onlyTheReEvaluatedViewChangesColour() throws {
        let host = host()
        let before = host.pixelBuffer.copy()
        let row2 = try #require(host.frame(of: "row2"))
        host.tap("tap2")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["CounterRow": 1])
        let after = host.pixelBuffer
        var changedInside = 0, insideCount = 0
        for y in 0..<after.height {
            for x in 0..<after.width {
                let same = before.straightPixel(x: x, y: y) == after.straightPixel(x: x, y: y)
                if row2.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    insideCount += 1
                    if !same { changedInside += 1 }
                } else if !same {
                    Issue.record("pixel (\(x), \(y)) outside the re-evaluated row changed")
                    return
                }
            }
        }
        // A new random colour over the whole row: nearly every pixel differs.
        #expect(changedInside > insideCount * 9 / 10)
    }

    /// A skipped view keeps the tint it got when its body last ran: it is tinted, not plain.
    @Test func skippedViewsKeepTheirTint() throws {
        let tinted = host()
        let plain = host { $0.debugTint = false }
        let row0 = try #require(tinted.frame(of: "row0"))
        let point = (x: Int(row0.minX) + 60, y: Int(row0.midY) + 8)
        let first = tinted.pixel(x: point.x, y: point.y)
        #expect(first != plain.pixel(x: point.x, y: point.y))
        for _ in 0..<3 {
            tinted.tap("tap1")
            tinted.renderFrame()
        }
        #expect(tinted.pixel(x: point.x, y: point.y) == first)
    }

    /// Colours come from the seed: two hosts with the same seed draw the same pixels; another
    /// seed draws others.
    @Test func coloursAreDeterministicForASeed() throws {
        let a = host(), b = host(), c = host { $0.debugTintSeed = 42 }
        #expect(firstDifference(a.pixelBuffer, b.pixelBuffer) == nil)
        #expect(firstDifference(a.pixelBuffer, c.pixelBuffer) != nil)
        a.tap("tap3"); b.tap("tap3")
        a.renderFrame(); b.renderFrame()
        #expect(firstDifference(a.pixelBuffer, b.pixelBuffer) == nil)
    }

    /// Turning the tint off erases it: the picture becomes the untinted one.
    @Test func turningTheTintOffRestoresThePlainPicture() {
        let tinted = host()
        let plain = host { $0.debugTint = false }
        tinted.options.debugTint = false
        tinted.renderFrame()
        #expect(firstDifference(tinted.pixelBuffer, plain.pixelBuffer) == nil)
    }

    /// `.debugTint()` tints the views inside it while the host's tint is off.
    @Test func debugTintModifierTintsOnlyItsViews() throws {
        let view = VStack(spacing: 0) {
            CounterRow(index: 0).debugTint()
            CounterRow(index: 1)
        }
        let tinted = HeadlessHost(rootView: view, width: 200, height: 60)
        tinted.renderFrame()
        let plain = HeadlessHost(rootView: VStack(spacing: 0) { CounterRow(index: 0); CounterRow(index: 1) }, width: 200, height: 60)
        plain.renderFrame()
        let row0 = try #require(tinted.frame(of: "row0")), row1 = try #require(tinted.frame(of: "row1"))
        #expect(tinted.pixel(x: Int(row0.minX) + 60, y: Int(row0.midY)) != plain.pixel(x: Int(row0.minX) + 60, y: Int(row0.midY)))
        #expect(tinted.pixel(x: Int(row1.minX) + 60, y: Int(row1.midY)) == plain.pixel(x: Int(row1.minX) + 60, y: Int(row1.midY)))
    }

    /// Badges show each view's body count; the heads-up display shows the frame's figures.
    /// An idle frame still paints nothing. (Look at the golden.)
    @Test func badgesAndHeadsUpDisplayGolden() throws {
        let host = HeadlessHost(rootView: Rows(), width: 200, height: 150, scale: 2)
        var options = HostOptions()
        options.debugTint = true
        options.renderCountBadges = true
        options.headsUpDisplay = true
        host.options = options
        host.renderFrame()
        for _ in 0..<2 { host.tap("tap2"); host.renderFrame() }
        #expect(host.renderFrame().repaintedPixels == 0)
        // The frame time varies from run to run: the golden is taken with the display off, and
        // the display is checked by its pixels.
        if let path = ProcessInfo.processInfo.environment["TINT_HUD_SHOT"] { try host.writePNG(to: path) }
        let hudCorner = host.pixel(x: 400 - 20, y: 20)
        #expect(hudCorner.r < 80 && hudCorner.g < 80 && hudCorner.b < 80)
        host.options.headsUpDisplay = false
        host.renderFrame()
        #expect(host.pixel(x: 400 - 20, y: 20) != hudCorner)
        try GoldenImage.check(host.pixelBuffer, named: "debug-tint-badges")
    }

    @Test func environmentFlags() {
        setenv("TINT_TEST_FLAG_ON", "1", 1)
        setenv("TINT_TEST_FLAG_OFF", "0", 1)
        #expect(HostOptions.environmentFlag("TINT_TEST_FLAG_ON"))
        #expect(!HostOptions.environmentFlag("TINT_TEST_FLAG_OFF"))
        #expect(!HostOptions.environmentFlag("TINT_TEST_FLAG_UNSET"))
    }
}
