/// The values a view inherits from its ancestors, as SwiftUI's `EnvironmentValues`.
/// Only the keys drawing needs so far; `@Environment` and custom keys arrive with the reconciler issue.
public struct EnvironmentValues: Equatable, Sendable {
    /// The font of text that sets none itself; `nil` means `.body`.
    public var font: Font? = nil
    /// The colour of text and foreground content; `nil` means primary.
    public var foregroundColor: Color? = nil

    public init() {}
}

/// Writes one environment value for a subtree.
public struct _EnvironmentKeyWritingModifier<Value: Equatable & Sendable>: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    public let value: Value

    public nonisolated static func == (a: Self, b: Self) -> Bool {
        a.keyPath == b.keyPath && a.value == b.value
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V: Equatable & Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// The font of the text in this view.
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        environment(\.font, font)
    }

    /// The colour of the text and foreground content in this view.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        environment(\.foregroundColor, color)
    }
}
