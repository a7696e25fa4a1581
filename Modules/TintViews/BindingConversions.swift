// The conversions SwiftUI's `Binding` offers: an optional binding unwrapped, a binding made
// optional or type-erased to `AnyHashable`, and a binding to a collection walked element by
// element (`for item in $items`).

extension Binding {
    /// A binding to the value of `base`, or nil when `base` holds nil now. Writing through it
    /// writes `base`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        // The last value seen stands in should `base` become nil while this binding lives.
        var last = value
        self.init(get: {
            if let current = base.wrappedValue { last = current }
            return last
        }, set: { newValue in
            last = newValue
            base.wrappedValue = newValue
        })
    }

    /// A binding to `base`'s value as an optional; writing nil leaves `base` as it is.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    /// A binding to `base`'s value erased to `AnyHashable`; a write of another type is ignored.
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
    }
}

/// An isolated conformance: a binding is read on the main actor, where its elements are walked.
extension Binding: @MainActor Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>

    /// The bindings to the collection's elements, by index as it is now.
    @MainActor
    public struct Iterator: @MainActor IteratorProtocol {
        let binding: Binding<Value>
        var index: Value.Index
        let end: Value.Index

        public mutating func next() -> Binding<Value.Element>? {
            guard index != end else { return nil }
            let current = index
            index = binding.wrappedValue.index(after: index)
            let binding = binding
            return Binding<Value.Element>(get: { binding.wrappedValue[current] }, set: { binding.wrappedValue[current] = $0 })
        }
    }

    public func makeIterator() -> Iterator {
        let value = wrappedValue
        return Iterator(binding: self, index: value.startIndex, end: value.endIndex)
    }
}

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI
/// (`Toggle(sources: $settings, isOn: \.isOn)`): indexed as the collection is now.
extension Binding: @MainActor Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }

    public subscript(position: Value.Index) -> Binding<Value.Element> {
        let binding = self
        return Binding<Value.Element>(get: { binding.wrappedValue[position] }, set: { binding.wrappedValue[position] = $0 })
    }
}

extension Binding: @MainActor BidirectionalCollection where Value: MutableCollection & BidirectionalCollection {
    public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
}

extension Binding: @MainActor RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
