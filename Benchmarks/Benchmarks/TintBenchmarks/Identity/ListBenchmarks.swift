import Benchmark
import Observation
import TintReconciler
import TintUI

/// A 1,000-row `ForEach` list whose root owns the rows in `@State`; one row's value changes per
/// update. Budget (docs/budgets.md): <= 3 bodies run and the update pass <= 50 us. Under the
/// `.equatable()` strategy the rows are `Equatable` and wrapped in `.equatable()`.
func listBenchmarks() {
    for (strategy, policy, engine) in updateStrategies {
        // The fast strategies take tens of microseconds: a thousand updates per sample, so the
        // harness's per-sample cost does not dominate.
        let fast = policy != .alwaysEvaluate && engine == .compiled
        updateBenchmark("1,000-row ForEach list, one row changed", strategy, policy, engine, scaling: fast ? .kilo : .one) { driver in
            policy == .automatic ? ViewGraph(root: EquatableListRoot(driver: driver)) : ViewGraph(root: ListRoot(driver: driver))
        }
        // The same list written as a view generic over its row type: its content closure
        // captures the row type, a new context on every body (budget: within 1.2x of the above).
        updateBenchmark("1,000-row ForEach list in a generic view, one row changed", strategy, policy, engine, scaling: fast ? .kilo : .one) { driver in
            policy == .automatic
                ? ViewGraph(root: GenericListRoot<EquatableItemRow>(driver: driver))
                : ViewGraph(root: GenericListRoot<ItemRow>(driver: driver))
        }
    }
}

/// A row a generic list is built from.
private protocol ItemRowView: View {
    init(item: Item)
    associatedtype Shown: View
    /// The row as the list shows it (`.equatable()` for Equatable rows).
    var shown: Shown { get }
}

extension ItemRow: ItemRowView {
    var shown: Self { self }
}

extension EquatableItemRow: ItemRowView {
    var shown: EquatableView<Self> { self.equatable() }
}

private struct GenericListRoot<Row: ItemRowView>: View {
    let driver: TreeDriver
    @State var items = (0..<1_000).map { Item(id: $0, title: "Item \($0)", value: 0) }
    var body: some View {
        driver.write = { index in items[index % items.count].value += 1 }
        return VStack(spacing: 0) {
            ForEach(items) { item in Row(item: item).shown }
        }
    }
}

private struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
    var value: Int
}

private struct ItemRow: View {
    let item: Item
    var body: some View { HStack { Text(item.title); Text("\(item.value)") } }
}

private struct EquatableItemRow: View, Equatable {
    let item: Item
    var body: some View { HStack { Text(item.title); Text("\(item.value)") } }
}

// Two roots rather than one generic over the row, as most code writes them; the generic root
// below measures the other case.

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

private struct EquatableListRoot: View {
    let driver: TreeDriver
    @State var items = (0..<1_000).map { Item(id: $0, title: "Item \($0)", value: 0) }
    var body: some View {
        driver.write = { index in items[index % items.count].value += 1 }
        return VStack(spacing: 0) {
            ForEach(items) { item in EquatableItemRow(item: item).equatable() }
        }
    }
}

/// The same list whose rows observe their own `@Observable` item: a change to one item re-runs
/// only that row's body (RULES 1.8), the root and the `ForEach` are not involved. Under the
/// `.equatable()` strategy the rows are equal when they show the same item object.
func observedListBenchmarks() {
    for (strategy, policy, engine) in updateStrategies {
        updateBenchmark("1,000-row @Observable list, one item changed", strategy, policy, engine, scaling: .kilo) { driver in
            policy == .automatic
                ? ViewGraph(root: ObservedListRoot<EquatableView<EquatableObservedRow>>(driver: driver, model: ObservedList()))
                : ViewGraph(root: ObservedListRoot<ObservedRow>(driver: driver, model: ObservedList()))
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

/// A row of the observed list, built from its item.
@MainActor
private protocol ObservedRowView: View {
    init(item: ObservedItem)
}

private struct ObservedRow: ObservedRowView {
    let item: ObservedItem
    var body: some View { HStack { Text(item.title); Text("\(item.value)") } }
}

private struct EquatableObservedRow: ObservedRowView, Equatable {
    let item: ObservedItem
    var body: some View { HStack { Text(item.title); Text("\(item.value)") } }
    nonisolated static func == (a: Self, b: Self) -> Bool { a.item === b.item }
}

extension EquatableView: ObservedRowView where Content == EquatableObservedRow {
    fileprivate init(item: ObservedItem) { self.init(content: EquatableObservedRow(item: item)) }
}

private struct ObservedListRoot<Row: ObservedRowView>: View {
    let driver: TreeDriver
    let model: ObservedList
    var body: some View {
        driver.write = { index in model.items[index % model.items.count].value += 1 }
        return VStack(spacing: 0) {
            ForEach(model.items) { item in Row(item: item) }
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
