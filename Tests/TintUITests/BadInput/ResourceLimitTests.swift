import Foundation
import Testing
import TintImageIO
import TintRaster
@testable import TintUI

/// Requests a user can make that would exhaust memory or fail without saying why: huge
/// canvases, a bad `TINT_SCALE`, files that cannot be opened, screenshots in one instant.
@MainActor
@Suite struct ResourceLimitTests {
    @Test func aHugeScaleIsBroughtWithinTheCanvasLimit() {
        let host = HeadlessHost(rootView: Color.red, width: 100, height: 100, scale: 1000)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("scale 1000") && $0.contains("limit") }, "\(report.warnings)")
        let buffer = host.pixelBuffer
        #expect(buffer.width <= CanvasLimits.maximumSide && buffer.width * buffer.height <= CanvasLimits.maximumPixels)
        #expect(buffer.width > 100, "as large as the limit allows, not reset to scale 1")
        #expect(host.pixel(x: 50, y: 50) == RGBA8(Color.red))
    }

    @Test func aHugeCanvasAtAHighScaleIsBroughtWithinTheLimit() {
        let host = HeadlessHost(rootView: Color.blue, width: 16_384, height: 16_384, scale: 4)
        #expect(host.pixelBuffer.width * host.pixelBuffer.height <= CanvasLimits.maximumPixels)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("16384x16384-point") }, "\(report.warnings)")
    }

    @Test func anInvalidTintScaleIsReportedAndIgnored() {
        _ = RuntimeWarnings.drain()
        for bad in ["abc", "1000", "0", "nan", "-2", "0x2", "2e0", " 2", "1.5.2"] {
            #expect(CanvasLimits.environmentScale(["TINT_SCALE": bad]) == 1, "\(bad)")
        }
        #expect(RuntimeWarnings.drain().filter { $0.contains("TINT_SCALE") }.count == 9)
        #expect(CanvasLimits.environmentScale(["TINT_SCALE": "1.5"]) == 1.5)
        // Each bad value is said once a process.
        #expect(CanvasLimits.environmentScale(["TINT_SCALE": "abc"]) == 1)
        #expect(RuntimeWarnings.drain().isEmpty)
        #expect(CanvasLimits.environmentScale(["TINT_SCALE": "2"]) == 2)
        #expect(CanvasLimits.environmentScale([:]) == 1)
        #expect(RuntimeWarnings.drain().isEmpty)
    }

    @Test func anInvalidFlagIsReportedOnceAndTakenAsOff() {
        _ = RuntimeWarnings.drain()
        #expect(HostOptions.environmentFlag("TINT_FUZZ_FLAG", environment: ["TINT_FUZZ_FLAG": "maybe"]) == false)
        #expect(HostOptions.environmentFlag("TINT_FUZZ_FLAG", environment: ["TINT_FUZZ_FLAG": "maybe"]) == false)
        #expect(RuntimeWarnings.drain().filter { $0.contains("TINT_FUZZ_FLAG=maybe") }.count == 1)
        #expect(HostOptions.environmentFlag("TINT_FUZZ_FLAG", environment: ["TINT_FUZZ_FLAG": "Yes"]))
        #expect(!HostOptions.environmentFlag("TINT_FUZZ_FLAG", environment: ["TINT_FUZZ_FLAG": "off"]))
        #expect(RuntimeWarnings.drain().isEmpty)
    }

    @Test func fileErrorsSayWhy() throws {
        let host = HeadlessHost(rootView: Color.red, width: 10, height: 10)
        host.renderFrame()
        let missing = "/tmp/tint-no-such-folder-\(UUID().uuidString)/shot.png"
        #expect {
            try host.writePNG(to: missing)
        } throws: { error in
            "\(error)".contains("No such file or directory") && "\(error)".contains(missing)
        }
        #expect {
            try ImageFile.read(from: missing)
        } throws: { error in
            "\(error)".contains("No such file or directory")
        }
        // A probe for writing leaves no file behind when it fails later, nor creates one early.
        #expect(!FileManager.default.fileExists(atPath: missing))
    }

    @Test func screenshotsInOneInstantGetTheirOwnNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-shots-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let now = Date(timeIntervalSince1970: 1_795_498_920.123)
        let first = WindowHost.screenshotPath(in: folder, now: now)
        #expect(first.hasSuffix("tint-screenshot-20261124-054200.123.png"))
        #expect(FileManager.default.createFile(atPath: first, contents: Data()))
        let second = WindowHost.screenshotPath(in: folder, now: now)
        #expect(second.hasSuffix("tint-screenshot-20261124-054200.123-2.png"))
    }
}

/// A plain stack of very many rows builds every one: a warning points to the lazy stack.
@MainActor
@Suite struct CrowdedStackTests {
    struct Rows: View {
        let count: Int
        var body: some View {
            ScrollView { VStack { ForEach(0..<count, id: \.self) { Text("Row \($0)") } } }
        }
    }

    @Test func aStackOfManyRowsSuggestsTheLazyOneOnce() {
        let host = HeadlessHost(rootView: Rows(count: 6_000), width: 200, height: 200)
        let report = host.renderFrame()
        let advice = report.warnings.filter { $0.contains("LazyVStack") }
        #expect(advice.count == 1, "\(report.warnings)")
        #expect(advice.first?.contains("6000 views") == true)
        let few = HeadlessHost(rootView: Rows(count: 4_000), width: 200, height: 200)
        #expect(few.renderFrame().warnings.isEmpty)
    }

    /// One line of five million characters (wider than a 32-bit pen of 64ths holds) is measured
    /// and drawn, not a trap.
    @Test func aLineOfFiveMillionCharactersDraws() {
        let line = String(repeating: "w", count: 5_000_000)
        let host = HeadlessHost(rootView: ScrollView(.horizontal) { Text(verbatim: line).accessibilityIdentifier("line") },
                                width: 200, height: 60)
        host.renderFrame()
        let frame = host.frame(of: "line")
        #expect(frame.map { $0.width > 33_554_432 } == true, "wider than 2^25 points: \(String(describing: frame))")
        #expect(host.pixelBuffer.width == 200)
    }
}
