import TintUI

// The trees of the whole-tree benchmarks, built at the type level (ForEach and `if` arrive
// with the reconciler issue): a list is a balanced tree of `Pair`s over rows, so one changed
// row re-runs the root, the pairs on its path and the row (12 bodies for 1,024 rows).

/// Lets the benchmark write the root's state: the root's body installs `write`.
@MainActor
final class TreeDriver {
    var write: ((Int) -> Void)?
}

/// A subtree of rows built from the row values, starting at row `start`.
@MainActor
protocol RowTree: View {
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void)
    static var rowCount: Int { get }
    /// Runs, with no view graph, the bodies an update runs when `row` changed: each pair's on
    /// the way to it and the row's. How many ran.
    func runPathBodies(to row: Int) -> Int
}

extension RowTree {
    func runPathBodies(to row: Int) -> Int {
        _ = body
        return 1
    }
}

/// A row with plain data: compared by its properties.
struct PlainRow: RowTree {
    let label: String
    let value: Int
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void) {
        label = "Row \(start)"
        value = values[start]
    }
    static var rowCount: Int { 1 }
    var body: some View { HStack { Text(label); Text("\(value)") } }
}

/// A row holding the root's capturing closure: the cascade.
struct ClosureRow: RowTree {
    let label: String
    let value: Int
    let onTap: @MainActor () -> Void
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void) {
        label = "Row \(start)"
        value = values[start]
        self.onTap = onTap
    }
    static var rowCount: Int { 1 }
    var body: some View { Button(label, action: onTap) }
}

/// The data a row shows, which the Equatable wrapper compares.
protocol RowData {
    var label: String { get }
    var value: Int { get }
}

extension PlainRow: RowData {}
extension ClosureRow: RowData {}

/// A row made Equatable on its data only (a closure it holds is left out), to be wrapped in
/// `.equatable()`: the fix for the cascade, and the `.equatable()` strategy of the list.
struct EquatableRow<Row: RowTree & RowData>: RowTree, Equatable {
    let row: Row
    /// The row's data again, as plain values `==` can read off the main actor.
    let label: String
    let value: Int
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void) {
        row = Row(values: values, start: start, onTap: onTap)
        label = row.label
        value = row.value
    }
    static var rowCount: Int { 1 }
    nonisolated static func == (a: Self, b: Self) -> Bool { a.label == b.label && a.value == b.value }
    var body: some View { row.body }
}

extension EquatableView: RowTree where Content: RowTree {
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void) {
        self.init(content: Content(values: values, start: start, onTap: onTap))
    }
    static var rowCount: Int { Content.rowCount }
    func runPathBodies(to row: Int) -> Int { content.runPathBodies(to: row) }
}

/// Two subtrees stacked.
struct Pair<A: RowTree, B: RowTree>: RowTree {
    let a: A
    let b: B
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void) {
        a = A(values: values, start: start, onTap: onTap)
        b = B(values: values, start: start + A.rowCount, onTap: onTap)
    }
    static var rowCount: Int { A.rowCount + B.rowCount }
    var body: some View { VStack(spacing: 0) { a; b } }
    func runPathBodies(to row: Int) -> Int {
        _ = body
        return 1 + (row < A.rowCount ? a.runPathBodies(to: row) : b.runPathBodies(to: row - A.rowCount))
    }
}

/// Two subtrees stacked, holding the closure it passes down (the cascade's middle views).
struct ClosurePair<A: RowTree, B: RowTree>: RowTree {
    let a: A
    let b: B
    let onTap: @MainActor () -> Void
    init(values: [Int], start: Int, onTap: @escaping @MainActor () -> Void) {
        a = A(values: values, start: start, onTap: onTap)
        b = B(values: values, start: start + A.rowCount, onTap: onTap)
        self.onTap = onTap
    }
    static var rowCount: Int { A.rowCount + B.rowCount }
    var body: some View { VStack(spacing: 0) { a; b } }
    func runPathBodies(to row: Int) -> Int {
        _ = body
        return 1 + (row < A.rowCount ? a.runPathBodies(to: row) : b.runPathBodies(to: row - A.rowCount))
    }
}

/// The root: owns the row values, re-runs on every write, rebuilds the whole tree value.
struct TreeRoot<Rows: RowTree>: View {
    let driver: TreeDriver
    @State var values = Array(repeating: 0, count: Rows.rowCount)
    var body: some View {
        driver.write = { index in values[index % values.count] += 1 }
        return Rows(values: values, start: 0) { values[0] += 1 }
    }
}

/// One level of a deep chain: a label and the rest of the chain. The root changes only its own
/// text, so every level below is unchanged.
@MainActor
protocol Chain: View, Sendable {
    init()
}

struct ChainEnd: Chain, Equatable {
    init() {}
    var body: some View { Text("end") }
}

struct Level<Inner: Chain>: Chain {
    let label: String
    let inner: Inner
    init() {
        label = "Level"
        inner = Inner()
    }
    var body: some View { VStack(spacing: 0) { Text(label); inner } }
}

/// The same level, Equatable and wrapping its inner level in `.equatable()`.
struct EquatableLevel<Inner: Chain & Equatable>: Chain, Equatable {
    let label: String
    let inner: Inner
    init() {
        label = "Level"
        inner = Inner()
    }
    var body: some View { VStack(spacing: 0) { Text(label); inner.equatable() } }
}

struct ChainRoot<Top: Chain>: View {
    let driver: TreeDriver
    @State var tick = 0
    var body: some View {
        driver.write = { _ in tick += 1 }
        return VStack { Text("tick \(tick)"); Top() }
    }
}

struct EquatableChainRoot<Top: Chain & Equatable>: View {
    let driver: TreeDriver
    @State var tick = 0
    var body: some View {
        driver.write = { _ in tick += 1 }
        return VStack { Text("tick \(tick)"); Top().equatable() }
    }
}
