import TintLayout

/// `.layoutValue(key:value:)`: a value for the layout holding the view (a `LayoutValueKey`).
package struct _LayoutValueModifier: ViewModifier, Equatable {
    public typealias Body = Never
    package let entry: LayoutValueEntry

    init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
        // Compared as any view's inputs are, so a restated value relays nothing out.
        entry = LayoutValueEntry(key: ObjectIdentifier(key), value: value, equals: { other in
            guard let other = other as? K.Value else { return false }
            return ValueEquality.equal(value, other) ?? false
        })
    }

    /// Equal when the key and the value are; the layout reads the value again otherwise.
    package nonisolated static func == (a: Self, b: Self) -> Bool {
        guard a.entry.key == b.entry.key else { return false }
        return MainActor.assumeIsolated { a.entry.equals(b.entry.value) }
    }
}

extension View {
    /// Hands `value` for `key` to the layout that holds this view (`subviews[i][key]` in a
    /// `Layout`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: key, value: value))
    }
}
