/// A value that views send up to their ancestors, as SwiftUI's `PreferenceKey`: a view writes
/// it with `.preference(key:value:)`, and an ancestor reads what its subtree wrote, combined by
/// `reduce` in tree order, with `.onPreferenceChange` or `.overlayPreferenceValue`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a subtree in which no view writes the key.
    static var defaultValue: Value { get }
    /// Combines `value` (what the earlier views of a subtree wrote) with what the next view
    /// wrote. `nextValue` is called only when the caller needs it.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// `.preference(key:value:)` and `.transformPreference`: the subtree's value of `K`, as the
/// view writes it. `transform` is handed what the content wrote (the default when nothing) and
/// changes it; `.preference` replaces it.
package struct _PreferenceWritingModifier<K: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    public let transform: (inout K.Value) -> Void
}

/// `.anchorPreference` and `.transformAnchorPreference`: a value of `K` made from a geometry
/// value of the modified view, known once layout has placed it.
package struct _AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier {
    public typealias Body = Never
    public let source: Anchor<A>.Source
    public let transform: (inout K.Value, Anchor<A>) -> Void
}

/// `.onPreferenceChange`: `action` runs with the content's value of `K` when it first has one
/// and whenever it changes.
package struct _PreferenceChangeModifier<K: PreferenceKey>: ViewModifier where K.Value: Equatable {
    public typealias Body = Never
    public let action: @MainActor (K.Value) -> Void
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: the content with a view built
/// from its value of `K` over or behind it, as `.overlay(alignment:)` places it.
package struct _PreferenceDecoratedView<Content: View, K: PreferenceKey, Decoration: View>: View {
    public typealias Body = Never
    public let content: Content
    public let alignment: Alignment
    public let isOverlay: Bool
    public let decoration: @MainActor (K.Value) -> Decoration
}

extension View {
    /// Sets the value of preference `key` for this view: what its subtree wrote is replaced.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_PreferenceWritingModifier<K> { $0 = value })
    }

    /// Changes the value of preference `key` that this view's subtree wrote (its default when
    /// nothing below writes it).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceWritingModifier<K>(transform: callback))
    }

    /// Sets the value of preference `key` from a geometry value of this view (`.bounds`,
    /// `.center`...), which an ancestor's `GeometryProxy` turns into its own coordinates.
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(source: value) { $0 = transform($1) })
    }

    /// Changes the value of preference `key` that this view's subtree wrote, with a geometry
    /// value of this view.
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorPreferenceModifier<A, K>(source: value, transform: transform))
    }

    /// Runs `action` with this view's value of preference `key` when it first has one and each
    /// time it changes, after the update that changed it.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceChangeModifier<K>(action: action))
    }

    /// Draws a view made from this view's value of preference `key` over it, placed as
    /// `.overlay(alignment:)` places its content.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V) -> some View {
        _PreferenceDecoratedView<Self, K, V>(content: self, alignment: alignment, isOverlay: true, decoration: transform)
    }

    /// Draws a view made from this view's value of preference `key` behind it, placed as
    /// `.background(alignment:)` places its content.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping @MainActor (K.Value) -> V) -> some View {
        _PreferenceDecoratedView<Self, K, V>(content: self, alignment: alignment, isOverlay: false, decoration: transform)
    }
}
