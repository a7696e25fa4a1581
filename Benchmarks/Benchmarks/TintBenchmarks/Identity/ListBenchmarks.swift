import Benchmark
import TintReconciler
import TintUI

/// A 1,000-row `ForEach` list whose root owns the rows in `@State`; one row's value changes per
/// update. Budget (DESIGN.md): <= 3 bodies run and the update pass <= 50 us.
func listBenchmarks() {
    let strategies: [(String, DiffPolicy, ReflectionEngine)] = [
        ("alwaysEvaluate", .alwaysEvaluate, .compiled),
        ("reflection+mirror", .reflection, .mirror),
        ("reflection+compiled", .reflection, .compiled),
        ("automatic", .automatic, .compiled),
    ]
    for (name, policy, engine) in strategies {
        var configuration = Benchmark.defaultConfiguration
        configuration.metrics += [bodiesMetric]
        configuration.scalingFactor = .kilo
        Benchmark("Update: 1,000-row ForEach list, one row changed, \(name)", configuration: configuration) { benchmark in
            await onMainActor(benchmark) { benchmark in
                let driver = TreeDriver()
                let graph = ViewGraph(root: ListRoot(driver: driver))
                graph.comparator = ViewComparator(policy: policy, engine: engine)
                graph.recordsExplanations = false
                _ = graph.update()
                var bodies = 0, row = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    row = (row &+ 97) % 1_000
                    driver.write?(row)
                    bodies += graph.update().statistics.totalBodyEvaluations
                }
                benchmark.stopMeasurement()
                benchmark.measurement(bodiesMetric, bodies / max(1, benchmark.scaledIterations.count))
            }
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
        driver.write = { index in items[index].value += 1 }
        return VStack(spacing: 0) {
            ForEach(items) { item in ItemRow(item: item) }
        }
    }
}
