import Testing
import TintUI

/// How many times a list's content closure built a row view.
@MainActor
private enum RowBuilds {
    static var count = 0
    /// The bits of the content closure of each `ForEach` built, in order.
    static var closures: [[UInt8]] = []

    /// Whether the last two bodies built the same content closure (same function, same
    /// context): the condition of the shortcut. Optimized builds give a closure that captures
    /// nothing one identity; `-Onone` may wrap it in a fresh reabstraction thunk every time.
    static var lastTwoClosuresIdentical: Bool {
        closures.count >= 2 && closures[closures.count - 1] == closures[closures.count - 2]
    }

    static func record<D, I, C>(_ list: ForEach<D, I, C>) -> ForEach<D, I, C> {
        closures.append(withUnsafeBytes(of: list.content) { Array($0) })
        return list
    }
}

private struct Cell: View {
    let value: Int
    var body: some View { Text("\(value)") }
}

private struct Numbers: View {
    /// Whether the content closure captures something (then it is a new closure every body).
    let capturing: Bool
    @State var values = Array(0..<100)
    @State var suffix = ""
    @Environment(\.font) var font

    var body: some View {
        VStack(spacing: 0) {
            if capturing {
                RowBuilds.record(ForEach(values, id: \.self) { value in
                    RowBuilds.count += 1
                    return Cell(value: value + suffix.count)
                })
            } else {
                RowBuilds.record(ForEach(values, id: \.self) { value in
                    RowBuilds.count += 1
                    return Cell(value: value)
                })
            }
            Button("Change one") { values[50] += 1000 }.accessibilityIdentifier("one")
        }
    }
}

private struct Themed: View {
    let capturing: Bool
    @State var size: CGFloat = 12
    var body: some View {
        VStack {
            Numbers(capturing: capturing).font(.system(size: size))
            Button("Grow") { size += 1 }.accessibilityIdentifier("grow")
        }
    }
}

/// SEMANTICS 2.8: "equality (`==`, else rule 1.3) gives state (update or skip)": a `ForEach`
/// element equal to its old value, under the same content closure, is skipped without
/// building its row view.
@MainActor
@Suite(.serialized) struct ForEachElementSkipTests {
    @Test func rule2_8_unchangedElementsAreNotRebuilt() {
        let host = HeadlessHost(rootView: Themed(capturing: false), width: 320, height: 2400)
        host.renderFrame()
        RowBuilds.count = 0
        host.tap("one")
        let report = host.renderFrame()
        #expect(RowBuilds.count == (RowBuilds.lastTwoClosuresIdentical ? 1 : 100))
        #expect(report.bodyEvaluations == ["Numbers": 1, "Cell": 1])
        #expect(report.skippedBodies >= 99)
    }

    @Test func rule2_8_aCapturingClosureRebuildsEveryRowButRunsOnlyTheChangedBody() {
        let host = HeadlessHost(rootView: Themed(capturing: true), width: 320, height: 2400)
        host.renderFrame()
        RowBuilds.count = 0
        host.tap("one")
        let report = host.renderFrame()
        #expect(!RowBuilds.lastTwoClosuresIdentical)
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations == ["Numbers": 1, "Cell": 1])
    }

    @Test func rule2_8_anEnvironmentChangeReachesEveryRow() {
        let host = HeadlessHost(rootView: Themed(capturing: false), width: 320, height: 2400)
        host.renderFrame()
        RowBuilds.count = 0
        host.tap("grow")
        let report = host.renderFrame()
        // Every row gets the new environment (Cell reads no environment, so none re-runs).
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations["Cell"] == nil)
    }

    @Test func rule2_8_alwaysEvaluateRebuildsEveryRow() {
        let host = HeadlessHost(rootView: Themed(capturing: false), width: 320, height: 2400)
        host.options.diffPolicy = .alwaysEvaluate
        host.renderFrame()
        RowBuilds.count = 0
        host.tap("one")
        let report = host.renderFrame()
        #expect(RowBuilds.count == 100)
        #expect(report.bodyEvaluations["Cell"] == 100)
    }
}
