import Benchmark
import TintReconciler
import TintUI

/// Whole trees re-evaluated from the root after one state write, under each way of diffing:
/// `alwaysEvaluate`, `reflection` with the mirror and the compiled engine, and `.equatable()` on
/// every row (automatic policy). The update pass only (the view graph, no layout or paint), so
/// the figures are the diffing's. "Bodies per update" counts the bodies that ran.
func treeBenchmarks() {
    for (name, policy, engine) in updateStrategies {
        let equatable = policy == .automatic
        updateBenchmark("1,024-row list, one row changed", name, policy, engine) { driver in
            rowsRoot(pairTree(equatable ? EquatableView<EquatableRow<PlainRow>>.self : PlainRow.self, levels: 10, closures: false), driver)
        }
        updateBenchmark("1,024-row list, 64 rows changed", name, policy, engine, changes: 64) { driver in
            rowsRoot(pairTree(equatable ? EquatableView<EquatableRow<PlainRow>>.self : PlainRow.self, levels: 10, closures: false), driver)
        }
        updateBenchmark("cascade of 256 closure rows", name, policy, engine) { driver in
            rowsRoot(pairTree(equatable ? EquatableView<EquatableRow<ClosureRow>>.self : ClosureRow.self, levels: 8, closures: true), driver)
        }
        // The chain's skipping strategies take tens of microseconds: a thousand per sample.
        let fast = policy != .alwaysEvaluate && engine == .compiled
        updateBenchmark("64-level chain, top changed", name, policy, engine, scaling: fast ? .kilo : .one) { driver in
            chainRoot(chain(depth: 64, equatable: equatable), equatable: equatable, driver)
        }
    }
}

/// The floor under the pair tree's update, as a variant of its table: what the views' own code
/// costs with no graph at all (the root's body building 1,024 rows, and the body of each pair on
/// the way to the changed row copying its half of the tree), so the report shows how much of
/// an update is Tint's.
func treeFloorBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics += [.cpuTotal, bodiesMetric]
    Benchmark("Update: 1,024-row list, one row changed, views' own code (no graph)", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            @MainActor func run<Rows: RowTree>(_: Rows.Type) -> Int {
                var values = Array(repeating: 0, count: Rows.rowCount)
                var bodies = 0, row = 0
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    row = (row &+ 97) % 1_024
                    values[row] += 1
                    // The root's body, then the bodies on the path to the row.
                    let tree = Rows(values: values, start: 0) { values[0] += 1 }
                    bodies += 1 + tree.runPathBodies(to: row)
                }
                benchmark.stopMeasurement()
                return bodies / max(1, benchmark.scaledIterations.count)
            }
            benchmark.measurement(bodiesMetric, run(pairTree(PlainRow.self, levels: 10, closures: false)))
        }
    }
}

/// A view graph over `TreeRoot<Rows>` for a run-time `Rows` type.
@MainActor
private func rowsRoot(_ rows: any RowTree.Type, _ driver: TreeDriver) -> ViewGraph {
    func make<Rows: RowTree>(_: Rows.Type) -> ViewGraph { ViewGraph(root: TreeRoot<Rows>(driver: driver)) }
    return make(rows)
}

@MainActor
private func chainRoot(_ top: any Chain.Type, equatable: Bool, _ driver: TreeDriver) -> ViewGraph {
    if equatable, let top = top as? any (Chain & Equatable).Type {
        func make<Top: Chain & Equatable>(_: Top.Type) -> ViewGraph { ViewGraph(root: EquatableChainRoot<Top>(driver: driver)) }
        return make(top)
    }
    func make<Top: Chain>(_: Top.Type) -> ViewGraph { ViewGraph(root: ChainRoot<Top>(driver: driver)) }
    return make(top)
}

let bodiesMetric = BenchmarkMetric.custom("Bodies per update", polarity: .prefersSmaller, useScalingFactor: false)

/// The ways of diffing every Update benchmark compares; under `automatic` the trees use their
/// `.equatable()` variants.
let updateStrategies: [(String, DiffPolicy, ReflectionEngine)] = [
    ("alwaysEvaluate", .alwaysEvaluate, .compiled),
    ("reflection+mirror", .reflection, .mirror),
    ("reflection+compiled", .reflection, .compiled),
    (equatableStrategy, .automatic, .compiled),
]

/// The strategy whose rows are `Equatable` and wrapped in `.equatable()`.
let equatableStrategy = ".equatable() rows"

/// One Update benchmark: a graph made by `makeGraph`, whose root the driver writes `changes`
/// times (rows 97 apart) before each update, measured over the update pass alone.
func updateBenchmark(_ scenario: String, _ strategy: String, _ policy: DiffPolicy, _ engine: ReflectionEngine, scaling: BenchmarkScalingFactor = .one, changes: Int = 1, _ makeGraph: @escaping @MainActor @Sendable (TreeDriver) -> ViewGraph) {
    // By default one update per sample: most updates here cost 100 us to 20 ms, far above the
    // harness's own per-sample cost (tens of microseconds), and a thousand of the slow ones
    // would not fit a quick run. Updates of tens of microseconds ask for `.kilo`.
    var configuration = Benchmark.defaultConfiguration
    configuration.metrics += [.cpuTotal, bodiesMetric]
    configuration.scalingFactor = scaling
    Benchmark("Update: \(scenario), \(strategy)", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            let driver = TreeDriver()
            let graph = makeGraph(driver)
            graph.comparator = ViewComparator(policy: policy, engine: engine)
            graph.recordsExplanations = false
            _ = graph.update()
            var bodies = 0
            var row = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for _ in 0..<changes {
                    row = (row &+ 97) % 1_024
                    driver.write?(row)
                }
                bodies += graph.update().statistics.totalBodyEvaluations
            }
            benchmark.stopMeasurement()
            benchmark.measurement(bodiesMetric, bodies / max(1, benchmark.scaledIterations.count))
        }
    }
}
