import TintBoxes
import TintCore
import TintReconciler
import TintViews

/// Records the last value a test wants to read out of a body, and lets a test reach a view's
/// state after mount (views are values; the graph holds the live copy).
@MainActor
final class Probe {
    var increment: (() -> Void)?
    var writeDuringBody = false
}

struct Counter: View {
    let probe: Probe
    @State var count = 0

    var body: some View {
        probe.increment = { count += 1 }
        if probe.writeDuringBody { count = 99 }
        return VStack {
            Text("Count: \(count)")
            Caption(value: 5)
            Color.blue.frame(width: 80, height: 20)
        }
    }
}

struct Caption: View, Equatable {
    let value: Int
    var body: some View { Text("Caption \(value)") }
}

/// Not Equatable: compared by its stored properties (RULES 1.3).
struct PlainCaption: View {
    let value: Int
    var body: some View { Text("Plain \(value)") }
}

struct Parent: View {
    let probe: Probe
    @State var tick = 0

    var body: some View {
        probe.increment = { tick += 1 }
        return VStack {
            Caption(value: 5)
            PlainCaption(value: 5)
            Text("tick \(tick)")
        }
    }
}

extension ChangeSet {
    var insertedNames: [String] {
        operations.compactMap {
            if case .insert(_, let content) = $0 { return content.name }
            return nil
        }
    }

    var updatedIDs: [BoxID] {
        operations.compactMap {
            if case .update(let id, _, _) = $0 { return id }
            return nil
        }
    }
}
