import Benchmark
import Observation
import TintReconciler
import TintUI

/// A 1,000-row `ForEach` list whose root owns the rows in `@State`; one row's value changes per
/// update. Budget (DESIGN.md): <= 3 bodies run and the update pass <= 50 us.
func listBenchmarks() {
    for (name, policy, engine) in updateStrategies {
        // The rows' view is not Equatable, so under `automatic` it is compared by its properties.
        let strategy = policy == .automatic ? "automatic" : name
        // The fast strategies take tens of microseconds: a thousand updates per sample, so the
        // harness's per-sample cost does not dominate.
        let fast = policy != .alwaysEvaluate && engine == .compiled
        updateBenchmark("1,000-row ForEach list, one row changed", strategy, policy, engine, scaling: fast ? .kilo : .one) { driver in
            ViewGraph(root: ListRoot(driver: driver))
        }
    }
}

private struct Item: Identifiable, Sendable {
    let id: Int
    var title: String
    var value: Int
}

private struct ItemRow: View {
    let item: Item
    var body: some View { HStack { Text(item.title); Text("\(item.value)") } }
}

private struct ListRoot: View {
    let driver: TreeDriver
    @State var items = (0..<1_000).map { Item(id: $0, title: "Item \($0)", value: 0) }
    var body: some View {
        driver.write = { index in items[index % items.count].value += 1 }
        return VStack(spacing: 0) {
            ForEach(items) { item in ItemRow(item: item) }
        }
    }
}

/// The same list whose rows observe their own `@Observable` item: a change to one item re-runs
/// only that row's body (SEMANTICS 1.8), the root and the `ForEach` are not involved.
func observedListBenchmarks() {
    for (name, policy, engine) in updateStrategies {
        let strategy = policy == .automatic ? "automatic" : name
        updateBenchmark("1,000-row @Observable list, one item changed", strategy, policy, engine, scaling: .kilo) { driver in
            ViewGraph(root: ObservedListRoot(driver: driver, model: ObservedList()))
        }
    }
}

@MainActor
@Observable
private final class ObservedItem: Identifiable {
    let id: Int
    var title: String
    var value = 0

    init(id: Int) {
        self.id = id
        title = "Item \(id)"
    }
}

@MainActor
@Observable
private final class ObservedList {
    var items: [ObservedItem]

    init() {
        items = (0..<1_000).map { ObservedItem(id: $0) }
    }
}

private struct ObservedRow: View {
    let item: ObservedItem
    var body: some View { HStack { Text(item.title); Text("\(item.value)") } }
}

private struct ObservedListRoot: View {
    let driver: TreeDriver
    let model: ObservedList
    var body: some View {
        driver.write = { index in model.items[index % model.items.count].value += 1 }
        return VStack(spacing: 0) {
            ForEach(model.items) { item in ObservedRow(item: item) }
        }
    }
}

/// Bad input, at scale: a `ForEach` of 1,000,000 rows whose first and last rows swap, so the
/// keyed diff cannot trim anything and hashes every id. Must take well under a second.
func millionRowBenchmarks() {
    updateBenchmark("ForEach of 1,000,000 rows, first and last swapped", "automatic", .automatic, .compiled) { driver in
        ViewGraph(root: MillionRows(driver: driver))
    }
}

private struct MillionRows: View {
    let driver: TreeDriver
    @State var ids = Array(0..<1_000_000)
    var body: some View {
        driver.write = { _ in ids.swapAt(0, ids.count - 1) }
        return VStack(spacing: 0) {
            ForEach(ids, id: \.self) { id in Text("\(id)") }
        }
    }
}
