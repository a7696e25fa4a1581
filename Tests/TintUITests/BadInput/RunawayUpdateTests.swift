import Foundation
import Testing
import TintUI

/// RULES 1.13: an update that would never end (a view that schedules itself again at every run) stops
/// with a warning, and the next frames go on: the app stays responsive.
@MainActor
@Suite struct RunawayUpdateTests {
    /// An environment value that is never equal, even to itself.
    struct Restless: Equatable {
        static func == (a: Restless, b: Restless) -> Bool { false }
    }

    struct RestlessKey: EnvironmentKey {
        static let defaultValue = Restless()
    }

    typealias Nested = NestedPresentationTests.Nested

    @Test func aSheetInSheetOverAnUnequalValueEndsItsFrameWithAWarning() {
        let host = HeadlessHost(rootView: Nested().environment(\.restless, Restless()), width: 300, height: 200)
        host.renderFrame()
        host.tap("open")
        host.renderFrame()
        host.tap("more")
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("scheduled more than") }, "\(report.warnings)")
        #expect(host.frame(of: "deeper") != nil, "the sheet still shows")
        host.renderFrame()
        #expect(host.frame(of: "deeper") != nil)
    }

    /// The environment actions Tint makes are equal to themselves: the same sheets over them
    /// finish their frames without the warning.
    @Test func renameAndCoordinateSpacesAreEqualToThemselves() {
        let host = HeadlessHost(rootView: Nested().renameAction {}.coordinateSpace(.named("root")), width: 300, height: 200)
        host.renderFrame()
        host.tap("open")
        host.renderFrame()
        host.tap("more")
        let report = host.renderFrame()
        #expect(!report.warnings.contains { $0.contains("scheduled more than") }, "\(report.warnings)")
        #expect(host.frame(of: "deeper") != nil)
    }
}

extension EnvironmentValues {
    var restless: RunawayUpdateTests.Restless {
        get { self[RunawayUpdateTests.RestlessKey.self] }
        set { self[RunawayUpdateTests.RestlessKey.self] = newValue }
    }
}
