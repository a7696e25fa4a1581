import Testing
import TintDemoScenes
import TintUI

/// A root whose state feeds one child's nested property, to see the explanation's path.
private struct CityRoot: View {
    @State var city = "Paris"
    @State var streets = ["Rue A", "Rue B"]

    var body: some View {
        VStack {
            Button("Move") { city = "Lyon" }.accessibilityIdentifier("move")
            Button("Rename") { streets[1] = "Rue C" }.accessibilityIdentifier("rename")
            AddressView(address: Address(street: "1 Rue", city: city, zipCode: "75001"))
            StreetList(addresses: streets.map { Address(street: $0, city: "Paris", zipCode: "75001") })
        }
    }
}

private struct StreetList: View {
    let addresses: [Address]
    var body: some View { Text("\(addresses.count) streets") }
}

/// Calls `_printChanges()` in its body, as a SwiftUI developer would.
private struct Printing: View {
    let value: Int
    var body: some View {
        Self._printChanges()
        return Text("value \(value)")
    }
}

private struct PrintingRoot: View {
    @State var count = 0
    var body: some View {
        Self._printChanges()
        return VStack {
            Button("Add") { count += 1 }.accessibilityIdentifier("add")
            Printing(value: count)
        }
    }
}

enum PrintingOuter {
    struct Row: View {
        @State var taps = 0
        var body: some View {
            Self._printChanges()
            return Text("taps \(taps)")
        }
    }
}

/// RULES 1.10: why each body ran.
@MainActor
@Suite struct ExplanationTests {
    /// The first differing property, by its path through nested structs and arrays, with the
    /// rule that decided.
    @Test(arguments: ReflectionEngine.allCases)
    func rule1_10_explanationNamesPathAndRule(engine: ReflectionEngine) {
        let host = HeadlessHost(rootView: CityRoot(), width: 320, height: 240)
        host.options.reflection = engine
        host.renderFrame()
        host.tap("move")
        #expect(host.renderFrame().explanations == ["CityRoot: _city changed.", "AddressView: address.city changed (==)"])
        host.tap("rename")
        #expect(host.renderFrame().explanations == ["CityRoot: _streets changed.", "StreetList: addresses[1].street changed (==)"])
    }

    /// Explanations cost a second walk; with `recordExplanations` off there are none, and the
    /// same bodies run.
    @Test func rule1_10_explanationsCanBeTurnedOff() {
        let host = HeadlessHost(rootView: CityRoot(), width: 320, height: 240)
        host.options.recordExplanations = false
        host.renderFrame()
        host.tap("move")
        let report = host.renderFrame()
        #expect(report.explanations.isEmpty)
        #expect(report.bodyEvaluations == ["CityRoot": 1, "AddressView": 1])
    }

    /// `Self._printChanges()` prints SwiftUI's format: on a first body `@self`, with
    /// `@identity` and every `@State`'s `_name` for a view with state; the state's `_name` when
    /// it was written; `@self` when the parent handed a different value.
    @Test func rule1_10_printChanges() {
        var lines: [String] = []
        let previous = BodyEvaluationContext.printer
        BodyEvaluationContext.printer = { lines.append($0) }
        defer { BodyEvaluationContext.printer = previous }
        let host = HeadlessHost(rootView: PrintingRoot(), width: 320, height: 240)
        host.renderFrame()
        #expect(lines == ["PrintingRoot: @self, @identity, _count changed.", "Printing: @self changed."])
        lines.removeAll()
        host.tap("add")
        host.renderFrame()
        #expect(lines == ["PrintingRoot: _count changed.", "Printing: @self changed."])
    }

    /// A nested type prints with its enclosing type, without its module.
    @Test func rule1_10_printChangesNamesNestedTypesWithTheirEnclosingType() {
        var lines: [String] = []
        let previous = BodyEvaluationContext.printer
        BodyEvaluationContext.printer = { lines.append($0) }
        defer { BodyEvaluationContext.printer = previous }
        let host = HeadlessHost(rootView: PrintingOuter.Row(), width: 320, height: 240)
        host.renderFrame()
        #expect(lines == ["PrintingOuter.Row: @self, @identity, _taps changed."])
    }
}

/// The diffability audit, on a value and on a live host.
@MainActor
@Suite struct DiffAuditTests {
    @Test func auditFindsCapturingClosuresAndClassInstances() {
        var count = 0
        let button = ButtonView(title: "t") { count += 1 }
        let report = DiffAudit.audit(button)
        #expect(report.findings.map(\.property) == ["action"])
        #expect(report.findings.first?.problem == .capturingClosure)
        #expect(report.findings.first?.fix.contains("@DiffIgnored") == true)

        let settings = DiffAudit.audit(SettingsView(settings: UserSettings()))
        #expect(settings.findings.map(\.problem) == [.classInstance])

        #expect(DiffAudit.audit(UserView(name: "a", age: 1)).isClean)
        #expect(DiffAudit.audit(IgnoringButtonView(title: "t") { count += 1 }).isClean)
        _ = count
    }

    /// A closure without captures is fine under `compiled`, not under `mirror`.
    @Test func auditOfNonCapturingClosureDependsOnEngine() {
        let button = ButtonView(title: "t") {}
        #expect(DiffAudit.audit(button, engine: .compiled).isClean)
        #expect(DiffAudit.audit(button, engine: .mirror).findings.map(\.problem) == [.closureUnderMirror])
    }

    /// Equatable views are decided by their `==` under `automatic`; under `reflection` their
    /// closures and objects are found.
    @Test func auditFollowsThePolicy() {
        let profile = UserProfileView(user: "u", theme: "t", analytics: UserSettings(), onEdit: { print("e") }, onDelete: {})
        #expect(DiffAudit.audit(profile).decidedBy == "its own ==")
        let reflected = DiffAudit.audit(profile, policy: .reflection)
        #expect(reflected.findings.map(\.property) == ["analytics"])  // the closures capture nothing
    }

    /// The live audit of the cascade scene names the closure child and the grandchildren.
    @Test func hostAuditListsEveryMountedViewType() {
        let host = HeadlessHost(rootView: CascadeScene(), width: 480, height: 320)
        host.renderFrame()
        let reports = host.diffAudit()
        #expect(reports.map(\.viewType) == ["CascadeScene", "PlainChild", "ClosureChild", "GrandChild"])
        #expect(reports.first { $0.viewType == "ClosureChild" }?.findings.map(\.property) == ["onTap"])
        #expect(reports.first { $0.viewType == "GrandChild" }?.findings.map(\.problem) == [.capturingClosure])
        #expect(reports.first { $0.viewType == "PlainChild" }?.isClean == true)
    }
}

private struct NonCapturingRoot: View {
    @State var tick = 0
    var body: some View {
        VStack {
            Button("Tick") { tick += 1 }.accessibilityIdentifier("tick")
            Text("tick \(tick)")
            ButtonView(title: "Static") {}
        }
    }
}

/// RULES 1.5: a closure that captures nothing compares equal to itself under `compiled`;
/// under `mirror` every closure counts as changed.
@MainActor
@Suite struct ClosureRuleTests {
    @Test func rule1_5_nonCapturingClosureEqualOnlyUnderCompiled() {
        for engine in ReflectionEngine.allCases {
            let host = HeadlessHost(rootView: NonCapturingRoot(), width: 320, height: 240)
            host.options.reflection = engine
            host.renderFrame()
            host.tap("tick")
            let report = host.renderFrame()
            switch engine {
            case .compiled:
                #expect(report.bodyEvaluations == ["NonCapturingRoot": 1])
            case .mirror:
                #expect(report.bodyEvaluations == ["NonCapturingRoot": 1, "ButtonView": 1])
                #expect(report.explanations.contains("ButtonView: action changed (closure, always changed under mirror)"))
            }
        }
    }

    /// Changing the engine between frames applies from the next update.
    @Test func engineChangeAppliesAtTheNextUpdate() {
        let host = HeadlessHost(rootView: NonCapturingRoot(), width: 320, height: 240)
        host.renderFrame()
        host.tap("tick")
        #expect(host.renderFrame().bodyEvaluations["ButtonView"] == nil)
        host.options.reflection = .mirror
        host.tap("tick")
        #expect(host.renderFrame().bodyEvaluations["ButtonView"] == 1)
    }
}
