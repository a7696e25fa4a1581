import Testing
import TintDemoScenes
import TintUI

/// The source articles' cases (seed 000 cases 1 to 4, the cascade, custom `==`, the
/// container/presentation split; seed 002's CalendarView), counted through `HeadlessHost`.
@MainActor
@Suite struct SeedCaseTests {
    private func host<V: View>(_ root: V, policy: DiffPolicy = .automatic, engine: ReflectionEngine = .compiled) -> HeadlessHost {
        let host = HeadlessHost(rootView: root, width: 640, height: 480)
        host.options.diffPolicy = policy
        host.options.reflection = engine
        host.renderFrame()
        return host
    }

    /// Cases 1 to 4 under both engines: Equatable properties and a nested struct skip; the same
    /// class instance skips while a fresh one re-renders; a capturing closure re-renders and
    /// `@DiffIgnored` fixes it.
    @Test(arguments: ReflectionEngine.allCases)
    func seed000_cases1to4(engine: ReflectionEngine) {
        let host = host(PropertyKindsScene(), engine: engine)
        host.tap("tick")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["PropertyKindsScene": 1, "SettingsView": 1, "ButtonView": 1])
        #expect(report.skippedBodies == 4)  // UserView, AddressView, the kept SettingsView, IgnoringButtonView
        #expect(report.explanations.contains("SettingsView: settings changed (reference identity)"))
        let closureRule: DiffRule = engine == .compiled ? .closureIdentity : .closureUnderMirror
        #expect(report.explanations.contains("ButtonView: action changed (\(closureRule.rawValue))"))
    }

    /// Case 3: mutating the kept instance re-renders nothing, not even at the next tick.
    @Test func seed000_case3_sameInstanceSkipsAfterMutation() {
        let host = host(PropertyKindsScene())
        host.tap("mutate")
        let mutated = host.renderFrame()
        #expect(mutated.totalBodyEvaluations == 0)
        host.tap("tick")
        host.renderFrame()
        // Two SettingsView mounted once each; after the tick only the fresh instance re-ran.
        #expect(host.bodyEvaluationCount(of: SettingsView.self) == 3)
    }

    /// The cascade: the closure child and both grandchildren re-run on every tick; the plain
    /// siblings never do.
    @Test(arguments: ReflectionEngine.allCases)
    func seed000_cascade(engine: ReflectionEngine) {
        let host = host(CascadeScene(), engine: engine)
        for _ in 0..<3 {
            host.tap("tick")
            let report = host.renderFrame()
            #expect(report.bodyEvaluations == ["CascadeScene": 1, "ClosureChild": 1, "GrandChild": 2])
        }
        #expect(host.bodyEvaluationCount(of: PlainChild.self) == 2)  // the first frame only
        #expect(host.bodyEvaluationCount(of: ClosureChild.self) == 4)
        #expect(host.bodyEvaluationCount(of: GrandChild.self) == 8)
    }

    /// Custom `==`: UserProfileView ignores its closures and analytics object; ChartView looks
    /// only at the count; the calendar compares counts and is wrapped in `.equatable()`.
    @Test func seed000_customEquality_and_seed002_calendar() {
        let host = host(CustomEqualityScene())
        host.tap("tick")
        #expect(host.renderFrame().bodyEvaluations == ["CustomEqualityScene": 1])
        host.tap("edit-point")
        #expect(host.renderFrame().bodyEvaluations == ["CustomEqualityScene": 1])
        host.tap("add-point")
        let added = host.renderFrame()
        #expect(added.bodyEvaluations == ["CustomEqualityScene": 1, "ChartView": 1])
        #expect(added.explanations.contains("ChartView: @self changed (==)"))
        host.tap("add-day")
        let day = host.renderFrame()
        #expect(day.bodyEvaluations == ["CustomEqualityScene": 1, "CalendarView": 1])
        #expect(day.explanations.contains("CalendarView: @self changed (.equatable() ==)"))
        #expect(host.bodyEvaluationCount(of: UserProfileView.self) == 1)
    }

    /// The container/presentation split: the container's state changes, the Equatable
    /// presentation (which ignores the action closure) is skipped.
    @Test func seed000_containerPresentationSplit() {
        let host = host(CustomEqualityScene())
        host.tap("add-to-cart")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["ProductCardContainer": 1])
        #expect(report.explanations == ["ProductCardContainer: _cart changed."])
    }

    /// RULES 1.4: under `reflection` a bare `Equatable` conformance is ignored (the closures
    /// of UserProfileView and ChartView make them re-run), but `.equatable()` still decides.
    @Test func rule1_4_reflectionIgnoresBareEquatable() {
        let host = host(CustomEqualityScene(), policy: .reflection)
        host.tap("tick")
        let report = host.renderFrame()
        #expect(report.bodyEvaluations == ["CustomEqualityScene": 1, "UserProfileView": 1, "ChartView": 1])
        #expect(host.bodyEvaluationCount(of: CalendarView.self) == 1)
    }

    /// RULES 1.4: `alwaysEvaluate` skips nothing, `.equatable()` included.
    @Test func rule1_4_alwaysEvaluateSkipsNothing() {
        let host = host(CustomEqualityScene(), policy: .alwaysEvaluate)
        host.tap("tick")
        let report = host.renderFrame()
        #expect(report.skippedBodies == 0)
        #expect(report.bodyEvaluations["CalendarView"] == 1)
        #expect(report.bodyEvaluations["ProductCardPresentation"] == 1)
        #expect(report.explanations.contains("CalendarView: @self changed (alwaysEvaluate policy)"))
    }

    /// RULES 1.4: a policy changes body counts, never pixels. Every scene, driven by the
    /// same taps, renders identical frames under every policy and engine.
    @Test func rule1_4_policiesNeverChangePixels() {
        checkPolicies(PropertyKindsScene(), taps: ["tick", "tick"])
        checkPolicies(CascadeScene(), taps: ["tick"])
        checkPolicies(CustomEqualityScene(), taps: ["tick", "edit-point", "add-point", "add-day", "add-to-cart"])
    }

    private func checkPolicies<V: View>(_ scene: V, taps: [String]) {
        let combinations: [(DiffPolicy, ReflectionEngine)] = [(.automatic, .compiled), (.automatic, .mirror), (.reflection, .compiled), (.reflection, .mirror), (.alwaysEvaluate, .compiled)]
        var frames: [[UInt32]] = []
        var bodies: [Int] = []
        for (policy, engine) in combinations {
            let host = host(scene, policy: policy, engine: engine)
            var total = 0
            for tap in taps {
                host.tap(tap)
                total += host.renderFrame().totalBodyEvaluations
            }
            let buffer = host.pixelBuffer
            frames.append((0..<buffer.height).flatMap { y in (0..<buffer.width).map { x in buffer[x, y] } })
            bodies.append(total)
        }
        #expect(frames.allSatisfy { $0 == frames[0] }, "\(V.self): a policy changed pixels")
        #expect(bodies.last! > bodies.first!, "\(V.self): alwaysEvaluate must run more bodies than automatic")
    }
}
