import Testing
import TintBoxes
import TintCore
@testable import TintReconciler
import TintViews

@MainActor
@Suite struct ViewGraphTests {
    @Test func mountInsertsOneBoxPerPrimitiveAndSetsTheRoot() {
        let graph = ViewGraph(root: Counter(probe: Probe()))
        #expect(graph.needsUpdate)
        let (changes, stats) = graph.update()
        #expect(changes.insertedNames.sorted() == ["Color", "Text", "Text", "VStack", "frame"].sorted())
        guard case .setRoot(let roots)? = changes.operations.last else {
            Issue.record("the last operation must set the root")
            return
        }
        #expect(roots.count == 1)
        #expect(stats.bodyEvaluations == ["Counter": 1, "Caption": 1])
        #expect(stats.explanations.contains("Counter: @identity changed."))
        #expect(!graph.needsUpdate)
    }

    /// RULES 1.1/1.2 (seed 003): a state write re-runs only its owner; the equal child is skipped.
    @Test func rule1_2_stateWriteRerunsOwnerAndSkipsEqualChild() {
        let probe = Probe()
        let graph = ViewGraph(root: Counter(probe: probe))
        _ = graph.update()
        probe.increment?()
        #expect(graph.needsUpdate)
        let (changes, stats) = graph.update()
        #expect(stats.bodyEvaluations == ["Counter": 1])
        #expect(stats.skippedBodies == 1)
        #expect(stats.explanations == ["Counter: _count changed."])
        // Only the count text changed: one box update, no inserts.
        #expect(changes.insertedNames.isEmpty)
        #expect(changes.updatedIDs.count == 1)
        #expect(graph.bodyEvaluationCount(of: Counter.self) == 2)
        #expect(graph.bodyEvaluationCount(of: Caption.self) == 1)
    }

    /// RULES 1.6: writes before the next update are batched into one evaluation.
    @Test func rule1_6_writesAreBatched() {
        let probe = Probe()
        let graph = ViewGraph(root: Counter(probe: probe))
        _ = graph.update()
        let increment = probe.increment!
        increment()
        increment()
        increment()
        let (_, stats) = graph.update()
        #expect(stats.bodyEvaluations["Counter"] == 1)
        #expect(graph.bodyEvaluationCount(of: Counter.self) == 2)
    }

    /// RULES 1.6: state written during body warns, never crashes, and applies next frame.
    @Test func rule1_6_writeDuringBodyWarnsAndAppliesNextFrame() {
        _ = RuntimeWarnings.drain()
        let probe = Probe()
        probe.writeDuringBody = true
        let graph = ViewGraph(root: Counter(probe: probe))
        _ = graph.update()
        #expect(RuntimeWarnings.drain().contains { $0.contains("Modifying state during view update") })
        #expect(graph.needsUpdate)
        probe.writeDuringBody = false
        let (_, stats) = graph.update()
        #expect(stats.bodyEvaluations["Counter"] == 1)
        #expect(!graph.needsUpdate)
    }

    /// RULES 1.2: an Equatable child is skipped by its `==`, a plain-data child by comparing
    /// its stored properties; only the parent whose state changed runs.
    @Test func rule1_2_unchangedChildrenAreSkipped() {
        let probe = Probe()
        let graph = ViewGraph(root: Parent(probe: probe))
        _ = graph.update()
        probe.increment?()
        let (_, stats) = graph.update()
        #expect(stats.bodyEvaluations == ["Parent": 1])
        #expect(stats.skippedBodies == 2)
        #expect(stats.explanations == ["Parent: _tick changed."])
    }

    @Test func alwaysEvaluateSkipsNothing() {
        let probe = Probe()
        let graph = ViewGraph(root: Parent(probe: probe))
        graph.comparator = ViewComparator(policy: .alwaysEvaluate)
        _ = graph.update()
        probe.increment?()
        let (_, stats) = graph.update()
        #expect(stats.bodyEvaluations == ["Parent": 1, "PlainCaption": 1, "Caption": 1])
        #expect(stats.skippedBodies == 0)
    }

    @Test func updateWithNothingPendingDoesNothing() {
        let graph = ViewGraph(root: Counter(probe: Probe()))
        _ = graph.update()
        let (changes, stats) = graph.update()
        #expect(changes.isEmpty)
        #expect(stats.totalBodyEvaluations == 0)
    }

    @Test func onNeedsUpdateFiresOnceForAnIdleGraph() {
        let probe = Probe()
        let graph = ViewGraph(root: Counter(probe: probe))
        _ = graph.update()
        var wakeUps = 0
        graph.onNeedsUpdate = { wakeUps += 1 }
        probe.increment?()
        probe.increment?()
        #expect(wakeUps == 1)
    }
}

@MainActor
@Suite struct FieldLayoutTests {
    struct Sample {
        var a: Int8
        var b: Int
        var c: String
    }

    @Test func structAndTupleFieldsHaveOffsets() {
        let fields = FieldLayout.fields(of: Sample.self)
        #expect(fields?.map(\.name) == ["a", "b", "c"])
        #expect(fields?.map(\.offset) == [0, 8, 16])
        #expect(FieldLayout.fields(of: (Int, Bool).self)?.map(\.offset) == [0, 8])
    }

    /// `_forEachField` crashes on existentials; they and classes are never walked.
    @Test func existentialsClassesAndEnumsAreNotWalked() {
        #expect(FieldLayout.fields(of: (any View).self) == nil)
        #expect(FieldLayout.fields(of: Any.self) == nil)
        #expect(FieldLayout.fields(of: Probe.self) == nil)
        #expect(FieldLayout.fields(of: Optional<Int>.self) == nil)
    }
}
