import Testing
import TintUI

/// A view nested in itself `depth` times, with a counter at the bottom. `label` travels down
/// every level, so changing it at the top re-runs every body.
private struct Nest: View {
    let depth: Int
    let label: String
    let model: Model
    var body: some View {
        if depth > 0 {
            Nest(depth: depth - 1, label: label, model: model)
        } else {
            Leaf(label: label, model: model)
        }
    }
}

@MainActor
private final class Model {
    /// What the leaf showed last.
    var shown = ""
}

private struct Leaf: View {
    let label: String
    let model: Model
    @State var count = 0
    @State var owned: Model?
    var body: some View {
        model.shown = "\(label) \(count)"
        return Button("\(label) \(count)") { count += 1 }
            .accessibilityIdentifier("leaf")
            .onAppear { owned = model }
    }
}

private struct DeepRoot: View {
    let depth: Int
    let model: Model
    @State var label = "Leaf"
    @State var shown = true
    var body: some View {
        VStack {
            Button("Rename") { label += "!" }.accessibilityIdentifier("rename")
            Button("Toggle") { shown.toggle() }.accessibilityIdentifier("toggle")
            if shown { Nest(depth: depth, label: label, model: model) }
        }
    }
}

/// The same depth of nested containers: every level is a render box inside the one above.
private struct PaddedNest: View {
    let depth: Int
    var body: some View {
        if depth > 0 {
            PaddedNest(depth: depth - 1).padding(0)
        } else {
            Text("deep").accessibilityIdentifier("deep")
        }
    }
}

/// A chain of nested stacks, `AnyView`s or modifiers, built without recursion in the test.
private struct Chain: View {
    enum Kind { case stacks, anyViews, modifiers }
    let kind: Kind
    let depth: Int
    var body: some View {
        var view = AnyView(Text("bottom").accessibilityIdentifier("bottom"))
        for _ in 0..<depth {
            switch kind {
            case .stacks: view = AnyView(VStack { view })
            case .anyViews: view = AnyView(AnyView(view.padding(0)))
            case .modifiers: view = AnyView(view.padding(0).opacity(1))
            }
        }
        return view
    }
}

/// Bad input: trees 10,000 views deep mount, update, render, unmount and are freed without
/// overflowing the stack (the reconciler cuts its recursion at `RecursionBoundaryNode`s).
@MainActor
@Suite struct DeepTreeTests {
    static let depth = 10_000
    static let chainDepth = 100_000

    @Test func tenThousandNestedCompositesMountUpdateAndUnmount() throws {
        weak var weakModel: Model?
        do {
            let model = Model()
            weakModel = model
            let host = HeadlessHost(rootView: DeepRoot(depth: Self.depth, model: model), width: 200, height: 100)
            let first = host.renderFrame()
            #expect(first.bodyEvaluations["Nest"] == Self.depth + 1)
            #expect(first.bodyEvaluations["Leaf"] == 1)
            #expect(host.frame(of: "leaf") != nil)

            // State at the bottom: only the leaf runs.
            host.tap("leaf")
            #expect(host.renderFrame().bodyEvaluations == ["Leaf": 1])

            // A value from the top travels through every level, and the leaf keeps its state.
            host.tap("rename")
            let renamed = host.renderFrame()
            #expect(renamed.bodyEvaluations["Nest"] == Self.depth + 1)
            #expect(renamed.bodyEvaluations["Leaf"] == 1)
            host.tap("leaf")
            host.renderFrame()
            #expect(model.shown == "Leaf! 2")

            // Dirty at the bottom and changed from the top in one frame: top-down, once each,
            // although the change reaches the leaf through 78 recursion boundaries.
            host.tap("leaf")
            host.tap("rename")
            let both = host.renderFrame()
            #expect(both.bodyEvaluations["Nest"] == Self.depth + 1)
            #expect(both.bodyEvaluations["Leaf"] == 1)
            #expect(model.shown == "Leaf!! 3")

            // Removing the whole chain and mounting it again starts fresh.
            host.tap("toggle")
            host.renderFrame()
            #expect(host.frame(of: "leaf") == nil)
            host.tap("toggle")
            host.renderFrame()
            #expect(model.shown == "Leaf!! 0")
        }
        // The leaf's @State held the model; the whole graph is gone, and so is the model.
        #expect(weakModel == nil)
    }

    @Test func nestedContainersWithinTheRenderDepthAreLaidOut() throws {
        let host = HeadlessHost(rootView: PaddedNest(depth: 900), width: 200, height: 100)
        host.renderFrame()
        let frame = try #require(host.frame(of: "deep"))
        #expect(frame.width > 10 && frame.height > 5)
    }

    /// 100,000 levels of stacks, of `AnyView`s and of modifiers, built as one nested view value:
    /// mounted, rendered up to the render depth (in seconds, not the minute a quadratic clip
    /// walk took, nor the minutes nested groups' bounds took), and freed (Swift releases a
    /// nested value by a recursion as deep as the value; `AnyView`'s storage releases what it
    /// erases by a loop).
    @Test(arguments: [Chain.Kind.stacks, .anyViews, .modifiers])
    fileprivate func aHundredThousandLevelsOfOneViewValueRenderAndAreFreed(kind: Chain.Kind) throws {
        do {
            let host = HeadlessHost(rootView: Chain(kind: kind, depth: Self.chainDepth), width: 200, height: 100)
            let report = host.renderFrame()
            #expect(report.warnings.contains { $0.contains("render boxes deep (at most 1000 are laid out") })
            #expect(host.frame(of: "bottom") == nil)
        }
        // Freed: reaching here is the test (a recursive release overflowed the stack).
    }

    /// 100,000 nested containers from a recursive view: their render boxes are freed one by one
    /// (releasing the root box used to release the chain through a recursion as deep as it).
    @Test func aHundredThousandNestedContainersAreFreed() throws {
        do {
            let host = HeadlessHost(rootView: PaddedNest(depth: 100_000), width: 200, height: 100)
            let report = host.renderFrame()
            #expect(report.bodyEvaluations["PaddedNest"] == 100_001)
            #expect(host.frame(of: "deep") == nil)
        }
    }

    @Test func tenThousandNestedContainersRenderUpToTheRenderDepth() throws {
        let host = HeadlessHost(rootView: PaddedNest(depth: Self.depth), width: 200, height: 100)
        let report = host.renderFrame()
        #expect(report.bodyEvaluations["PaddedNest"] == Self.depth + 1)
        // Past RenderTree.maximumDepth boxes are not laid out, and a warning says so.
        #expect(host.frame(of: "deep") == nil)
        #expect(report.warnings.contains { $0.contains("render boxes deep (at most 1000 are laid out") })
    }
}
