import Foundation

/// A struct or tuple compared field by field (RULES 1.3), flattened: nested non-`Equatable`
/// structs contribute their own fields at shifted offsets, dynamic properties contribute none.
///
/// Two forms of the same plan. `leaves` keeps one entry per compared field, with its path and
/// comparer, for explanations and the audit. `equal` runs a faster form: adjacent fields whose
/// identical bits imply equality (integers, `Bool`, class references, closures, strings, floats
/// other than NaN) form one *span*, compared as one run of bytes; only when a span's bytes
/// differ are its fields compared one by one (strings can be equal with different bytes, and
/// 0.0 == -0.0). Spans stop at padding, whose bytes are undefined. Other fields (`Equatable`
/// witnesses, optionals, arrays...) are called one by one.
final class StructComparer: ValueComparer {
    struct Leaf {
        let offset: Int
        let path: String
        let comparer: ValueComparer
    }

    fileprivate enum FieldKind: UInt8 { case bytes, string, double, float }

    /// One field of a span, for the slow path and the NaN checks.
    fileprivate struct SpanField {
        let kind: FieldKind
        let offset: Int
        let count: Int
    }

    /// What an identical span must still be checked for: a NaN has identical bits to itself
    /// but equals nothing.
    fileprivate enum NaNCheck {
        case none
        /// The common case, one `Double` in the span: checked at its offset, no scan.
        case double(offset: Int)
        case scanFields
    }

    fileprivate struct Step {
        /// A span of `count` bytes at `offset` whose fields are `fields[firstField..<endField]`,
        /// or, when `call` is set, one field compared by its comparer.
        let offset: Int
        let count: Int
        let firstField: Int
        let endField: Int
        let nanCheck: NaNCheck
        /// Unmanaged, called through `_withUnsafeGuaranteedRef`: `leaves` keeps every comparer
        /// alive, and a retain and release per call would cost more than the comparison.
        let call: Unmanaged<ValueComparer>?
    }

    let leaves: [Leaf]
    /// The steps and span fields, allocated once and owned here (freed in `deinit`):
    /// iterating array properties would retain their buffers on every comparison.
    let plan: Plan

    init(leaves: [Leaf]) {
        self.leaves = leaves
        var steps: [Step] = []
        var fields: [SpanField] = []
        var spanStart: Int?, spanEnd = 0, spanFirstField = 0
        func closeSpan() {
            guard let start = spanStart else { return }
            let floats = fields[spanFirstField...].filter { $0.kind == .double || $0.kind == .float }
            let nanCheck: NaNCheck = switch (floats.count, floats.first?.kind) {
            case (0, _): .none
            case (1, .double?): .double(offset: floats[floats.startIndex].offset)
            default: .scanFields
            }
            steps.append(Step(offset: start, count: spanEnd - start, firstField: spanFirstField, endField: fields.count, nanCheck: nanCheck, call: nil))
            spanStart = nil
        }
        for leaf in leaves {
            guard let field = StructComparer.spanField(leaf) else {
                closeSpan()
                steps.append(Step(offset: leaf.offset, count: 0, firstField: 0, endField: 0, nanCheck: .none, call: .passUnretained(leaf.comparer)))
                continue
            }
            if spanStart == nil || spanEnd != field.offset {
                closeSpan()
                spanStart = field.offset
                spanFirstField = fields.count
            }
            fields.append(field)
            spanEnd = field.offset + field.count
        }
        closeSpan()
        let stepBuffer = UnsafeMutableBufferPointer<Step>.allocate(capacity: steps.count)
        _ = stepBuffer.initialize(from: steps)
        let fieldBuffer = UnsafeMutableBufferPointer<SpanField>.allocate(capacity: fields.count)
        _ = fieldBuffer.initialize(from: fields)
        plan = Plan(steps: UnsafeBufferPointer(stepBuffer), fields: UnsafeBufferPointer(fieldBuffer))
        super.init(rule: .equatable)
    }

    deinit {
        plan.steps.deallocate()
        plan.fields.deallocate()
    }

    /// The span form of a leaf, when identical bits imply equality for it.
    private static func spanField(_ leaf: Leaf) -> SpanField? {
        switch leaf.comparer {
        case let bytes as BytesComparer: SpanField(kind: .bytes, offset: leaf.offset, count: bytes.count)
        case is StringComparer: SpanField(kind: .string, offset: leaf.offset, count: MemoryLayout<String>.size)
        // CGFloat stores one Double; both compare with IEEE `==`.
        case is EquatableComparer<Double>, is EquatableComparer<CGFloat>: SpanField(kind: .double, offset: leaf.offset, count: 8)
        case is EquatableComparer<Float>: SpanField(kind: .float, offset: leaf.offset, count: 4)
        default: nil
        }
    }

    /// How many steps `equal` runs: fewer than `leaves` when fields share spans.
    var stepCount: Int { plan.steps.count }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        plan.equal(a, b)
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        for leaf in leaves {
            if let found = leaf.comparer.difference(a + leaf.offset, b + leaf.offset) {
                return found.prefixed(leaf.path)
            }
        }
        return nil
    }

    /// The fast form of the plan: two buffers owned by the `StructComparer`, valid as long as it
    /// lives. A value, so `ViewDiffer` can keep it and run it inline, with no class call.
    struct Plan: @unchecked Sendable {
        fileprivate let steps: UnsafeBufferPointer<Step>
        fileprivate let fields: UnsafeBufferPointer<SpanField>

        /// The byte count when the whole value is one span from offset 0 with nothing to check
        /// for NaN: then identical bytes mean equal, and runs of such values can be compared
        /// with one `memcmp` (the values must also sit back to back: stride == size).
        var wholeValueSpan: Int? {
            guard steps.count == 1, let step = steps.first, step.call == nil, step.offset == 0 else { return nil }
            if case .none = step.nanCheck { return step.count }
            return nil
        }

        @inline(__always)
        func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
            for step in steps {
                if let call = step.call {
                    let x = a + step.offset, y = b + step.offset
                    if !call._withUnsafeGuaranteedRef({ $0.equal(x, y) }) { return false }
                    continue
                }
                if bytesEqual(a + step.offset, b + step.offset, count: step.count) {
                    // Same bits: equal, except a NaN, which equals nothing.
                    switch step.nanCheck {
                    case .none: break
                    case .double(let offset): if a.loadUnaligned(fromByteOffset: offset, as: Double.self).isNaN { return false }
                    case .scanFields: if !spanFloatsAreNumbers(a, step) { return false }
                    }
                    continue
                }
                if !spanFieldsEqual(a, b, step) { return false }
            }
            return true
        }

        private func spanFloatsAreNumbers(_ a: UnsafeRawPointer, _ step: Step) -> Bool {
            for index in step.firstField..<step.endField {
                let field = fields[index]
                switch field.kind {
                case .double: if a.loadUnaligned(fromByteOffset: field.offset, as: Double.self).isNaN { return false }
                case .float: if a.loadUnaligned(fromByteOffset: field.offset, as: Float.self).isNaN { return false }
                case .bytes, .string: break
                }
            }
            return true
        }

        private func spanFieldsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ step: Step) -> Bool {
            for index in step.firstField..<step.endField {
                let field = fields[index]
                let x = a + field.offset, y = b + field.offset
                switch field.kind {
                case .bytes: if !bytesEqual(x, y, count: field.count) { return false }
                case .string: if !StringComparer.equal(x, y) { return false }
                case .double: if x.loadUnaligned(as: Double.self) != y.loadUnaligned(as: Double.self) { return false }
                case .float: if x.loadUnaligned(as: Float.self) != y.loadUnaligned(as: Float.self) { return false }
                }
            }
            return true
        }
    }
}
