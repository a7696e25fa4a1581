import Benchmark
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
