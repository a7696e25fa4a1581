import TintUI

/// The source articles side by side, each panel with its own ticking parent and a body
/// counter on every child (the number of times that child's body ran):
/// - `Child(value: 5)` beside a ticking parent: equal input, the body never runs again;
/// - a child holding a capturing closure: runs on every tick;
/// - the same child wrapped in `.equatable()` with an `==` that leaves the closure out: skipped;
/// - an explicit `.id`: changing it replaces the child, and its `@State` starts over.
public struct ArticlesScene: View {
    /// One counter per panel's child, made once per scene (kept in state).
    @State private var plain = BodyCounter()
    @State private var closure = BodyCounter()
    @State private var equatable = BodyCounter()

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(title: "The source articles, live", caption: "Tick a panel: each child shows how often its body ran. Turn on Tint to see it too.")
            HStack(alignment: .top, spacing: 12) {
                Panel(title: "Child(value: 5)", note: "equal input: skipped") { tick in
                    CountedChild(label: "value 5", counter: plain, value: 5)
                    Text("parent tick \(tick)").font(.caption)
                }
                Panel(title: "A capturing closure", note: "a new closure each time: runs") { tick in
                    ClosureHolder(label: "onTap", counter: closure, onTap: { _ = tick })
                }
                Panel(title: ".equatable()", note: "its == leaves the closure out") { tick in
                    LabelEqualHolder(label: "onTap", counter: equatable, onTap: { _ = tick }).equatable()
                }
            }
            IdentityPanel()
        }
        .padding(16)
    }
}

/// A panel: a title, a note, a Tick button, and content built from the tick.
struct Panel<Content: View>: View {
    let title: String
    let note: String
    @ViewBuilder let content: @MainActor (Int) -> Content
    @State var tick = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            Text(note).font(.caption).foregroundColor(Color.demoGrey(0.45))
            Button("Tick") { tick += 1 }.accessibilityIdentifier("tick-\(title)")
            content(tick)
        }
        .padding(10)
        .frame(width: 190, alignment: .leading)
        .background(Color.demoGrey(0.96))
    }
}

/// Counts a view's body runs: a reference the view holds (classes compare by identity, so it
/// never makes the view differ) and bumps when its body runs.
@MainActor
final class BodyCounter {
    private(set) var count = 0

    func bump() -> Int {
        count += 1
        return count
    }
}

public struct CountedChild: View {
    let label: String
    let counter: BodyCounter
    let value: Int
    public var body: some View {
        Text("\(label): body ran \(counter.bump())×").accessibilityIdentifier("count-\(label)")
    }
}

/// A child holding a closure: compared by its properties, a capturing closure differs on every
/// rebuild, so its body runs on every tick of its parent.
public struct ClosureHolder: View {
    let label: String
    let counter: BodyCounter
    let onTap: @MainActor () -> Void
    public var body: some View {
        Text("\(label): body ran \(counter.bump())×")
    }
}

/// The same child made `Equatable` with an `==` that leaves the closure out, and wrapped in
/// `.equatable()`: its `==` decides, and it is skipped.
public struct LabelEqualHolder: View, Equatable {
    let label: String
    let counter: BodyCounter
    let onTap: @MainActor () -> Void
    public var body: some View {
        Text("\(label): body ran \(counter.bump())×")
    }

    public nonisolated static func == (lhs: LabelEqualHolder, rhs: LabelEqualHolder) -> Bool { lhs.label == rhs.label }
}

/// An explicit `.id`: "Replace" gives the child a new identity, so its state starts over;
/// "Tick" keeps it.
struct IdentityPanel: View {
    @State var generation = 0
    @State var tick = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Explicit .id").font(.headline)
            Text("Replace gives the child a new identity: its own count starts over. Tick keeps it.")
                .font(.caption).foregroundColor(Color.demoGrey(0.45))
            HStack {
                Button("Tick \(tick)") { tick += 1 }.accessibilityIdentifier("id-tick")
                Button("Replace") { generation += 1 }.accessibilityIdentifier("id-replace")
                StatefulChild().id(generation)
            }
        }
        .padding(10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.demoGrey(0.96))
    }
}

struct StatefulChild: View {
    @State var taps = 0
    var body: some View {
        Button("child state: \(taps)") { taps += 1 }.accessibilityIdentifier("id-child")
    }
}
