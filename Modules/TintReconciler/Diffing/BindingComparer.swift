import TintViews

/// A `Binding`: its current value, by `==` when the value is `Equatable`, else changed
/// (RULES 1.3). Its closures are never compared: a parent hands a new one every time.
final class BindingComparer<Value>: ValueComparer {
    init() { super.init(rule: .bindingValue) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        nonisolated(unsafe) let x = a.assumingMemoryBound(to: Binding<Value>.self), y = b.assumingMemoryBound(to: Binding<Value>.self)
        return MainActor.assumeIsolated { BindingComparer.currentValuesEqual(x.pointee, y.pointee) }
    }

    @MainActor static func currentValuesEqual(_ x: Binding<Value>, _ y: Binding<Value>) -> Bool {
        ValueEquality.equal(x.wrappedValue, y.wrappedValue) ?? false
    }
}

/// `Binding`, seen through a protocol so its `Value` can be opened at plan-build time and by
/// the mirror engine.
protocol BindingShape {
    @MainActor static func makeComparer() -> ValueComparer
    @MainActor func currentValueEquals(_ other: Any) -> Bool
}

extension Binding: BindingShape {
    @MainActor static func makeComparer() -> ValueComparer { BindingComparer<Value>() }

    @MainActor func currentValueEquals(_ other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return BindingComparer.currentValuesEqual(self, other)
    }
}
