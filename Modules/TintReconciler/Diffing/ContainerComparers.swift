import Foundation

/// `Optional<W>` whose `W` is not `Equatable` (a closure, a struct holding one): presence, then
/// the payload, which an optional stores at offset 0.
final class OptionalComparer<W>: ValueComparer {
    let wrapped: ValueComparer

    init(wrapped: ValueComparer) {
        self.wrapped = wrapped
        super.init(rule: .shape)
    }

    func isPresent(_ value: UnsafeRawPointer) -> Bool {
        value.assumingMemoryBound(to: W?.self).pointee != nil
    }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let present = isPresent(a)
        return present == isPresent(b) && (!present || wrapped.equal(a, b))
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        let present = isPresent(a)
        if present != isPresent(b) { return ViewDifference(path: "", rule: .shape) }
        return present ? wrapped.difference(a, b) : nil
    }
}

/// `Array<Element>` whose elements are not `Equatable`: count, then element by element.
/// (A plain walk of its fields would compare buffer identity instead.)
final class ArrayComparer<Element>: ValueComparer {
    let element: ValueComparer

    init(element: ValueComparer) {
        self.element = element
        super.init(rule: .shape)
    }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        difference(a, b, explain: false) == nil
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        difference(a, b, explain: true)
    }

    private func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, explain: Bool) -> ViewDifference? {
        let x = a.assumingMemoryBound(to: [Element].self), y = b.assumingMemoryBound(to: [Element].self)
        if x.pointee.count != y.pointee.count { return ViewDifference(path: "", rule: .shape) }
        return x.pointee.withUnsafeBufferPointer { xs in
            y.pointee.withUnsafeBufferPointer { ys in
                guard let xb = xs.baseAddress, let yb = ys.baseAddress, xb != yb else { return nil }
                for index in 0..<xs.count where !element.equal(xb + index, yb + index) {
                    guard explain else { return ViewDifference(path: "", rule: .shape) }
                    return element.difference(xb + index, yb + index)?.prefixedIndex(index)
                }
                return nil
            }
        }
    }
}

/// `Array<Element>` of bitwise-equatable elements (integers, `Bool`): count, then one run of
/// bytes over both buffers; the same buffer is equal at once. `==` for `[Int]` through its
/// generic witness costs a call per element.
final class BitwiseArrayComparer<Element>: ValueComparer {
    init() { super.init(rule: .equatable) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBytes { x in
            b.assumingMemoryBound(to: [Element].self).pointee.withUnsafeBytes { y in
                guard x.count == y.count else { return false }
                guard let xb = x.baseAddress, let yb = y.baseAddress, xb != yb else { return true }
                return memcmp(xb, yb, x.count) == 0
            }
        }
    }
}

/// `Dictionary<Key, Value>` whose values are not `Equatable`: count, then a look-up per key
/// (iteration order may differ between equal dictionaries).
final class DictionaryComparer<Key: Hashable, Value>: ValueComparer {
    let value: ValueComparer

    init(value: ValueComparer) {
        self.value = value
        super.init(rule: .shape)
    }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        difference(a, b) == nil
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        let x = a.assumingMemoryBound(to: [Key: Value].self).pointee
        let y = b.assumingMemoryBound(to: [Key: Value].self).pointee
        if x.count != y.count { return ViewDifference(path: "", rule: .shape) }
        for (key, old) in x {
            guard let new = y[key] else { return ViewDifference(path: "[\(key)]", rule: .shape) }
            let found = withUnsafePointer(to: old) { po in
                withUnsafePointer(to: new) { pn in value.difference(po, pn) }
            }
            if let found { return found.prefixed("[\(key)]") }
        }
        return nil
    }
}

/// An existential (`Any`, `any P`): the dynamic types must match, then the dynamic type's own
/// plan decides.
final class ExistentialComparer<T>: ValueComparer {
    init() { super.init(rule: .dynamicType) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        difference(a, b) == nil
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        nonisolated(unsafe) let x = a.assumingMemoryBound(to: T.self).pointee as Any, y = b.assumingMemoryBound(to: T.self).pointee as Any
        return MainActor.assumeIsolated { CompiledPlans.difference(x, y) }
    }
}

/// A non-`Equatable` enum other than `Optional`: the case (by name, from the runtime's field
/// records), then the payload through the payload type's own plan.
final class EnumComparer<E>: ValueComparer {
    init() { super.init(rule: .shape) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        difference(a, b) == nil
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        let x = a.assumingMemoryBound(to: E.self).pointee, y = b.assumingMemoryBound(to: E.self).pointee
        let caseX = EnumCase.name(of: x), caseY = EnumCase.name(of: y)
        guard let caseX, caseX == caseY else { return ViewDifference(path: "", rule: caseX == nil ? .uninspectable : .shape) }
        let payloadX = Mirror(reflecting: x).children.first?.value
        let payloadY = Mirror(reflecting: y).children.first?.value
        switch (payloadX, payloadY) {
        case (nil, nil): return nil
        case let (px?, py?):
            nonisolated(unsafe) let x = px, y = py
            return MainActor.assumeIsolated { CompiledPlans.difference(x, y) }?.prefixed(caseX)
        default: return ViewDifference(path: "", rule: .shape)
        }
    }
}

extension ViewDifference {
    func prefixedIndex(_ index: Int) -> ViewDifference { prefixed("[\(index)]") }
}
