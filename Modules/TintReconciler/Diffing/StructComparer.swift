/// A struct or tuple compared field by field (SEMANTICS 1.3), flattened: nested non-`Equatable`
/// structs contribute their own fields at shifted offsets, dynamic properties contribute none.
///
/// Two forms of the same plan. `leaves` keeps one entry per compared field, with its path and
/// rule, for explanations and the audit. `steps` is what `equal` runs: adjacent bitwise fields
/// merged into one byte run (only when they touch, so never over padding), strings on their
/// fast path, everything else through its comparer.
final class StructComparer: ValueComparer {
    struct Leaf {
        let offset: Int
        let path: String
        let comparer: ValueComparer
    }

    private enum StepKind: UInt8 { case bytes, string, call }

    private struct Step {
        let kind: StepKind
        let offset: Int
        let count: Int
        /// Only for `.call`; `unowned(unsafe)`, since `leaves` keeps every comparer alive and
        /// a retain per step would cost more than the comparison.
        unowned(unsafe) let comparer: ValueComparer
    }

    let leaves: [Leaf]
    private let steps: [Step]

    init(leaves: [Leaf]) {
        self.leaves = leaves
        var steps: [Step] = []
        for leaf in leaves {
            if let bytes = leaf.comparer as? BytesComparer {
                if let last = steps.last, last.kind == .bytes, last.offset + last.count == leaf.offset {
                    steps[steps.count - 1] = Step(kind: .bytes, offset: last.offset, count: last.count + bytes.count, comparer: bytes)
                } else {
                    steps.append(Step(kind: .bytes, offset: leaf.offset, count: bytes.count, comparer: bytes))
                }
            } else if leaf.comparer is StringComparer {
                steps.append(Step(kind: .string, offset: leaf.offset, count: 0, comparer: leaf.comparer))
            } else {
                steps.append(Step(kind: .call, offset: leaf.offset, count: 0, comparer: leaf.comparer))
            }
        }
        self.steps = steps
        super.init(rule: .equatable)
    }

    /// How many steps `equal` runs: fewer than `leaves` when byte runs merged.
    var stepCount: Int { steps.count }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        steps.withUnsafeBufferPointer { steps in
            for step in steps {
                let x = a + step.offset, y = b + step.offset
                switch step.kind {
                case .bytes: if !bytesEqual(x, y, count: step.count) { return false }
                case .string: if !StringComparer.equal(x, y) { return false }
                case .call: if !step.comparer.equal(x, y) { return false }
                }
            }
            return true
        }
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        for leaf in leaves {
            if let found = leaf.comparer.difference(a + leaf.offset, b + leaf.offset) {
                return found.prefixed(leaf.path)
            }
        }
        return nil
    }
}
