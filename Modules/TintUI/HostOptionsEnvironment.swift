import TintViews

/// The host's options, as its views see them: to read, and to change through `apply` (the
/// demo's toolbar switches the debug tint, badges and display, the policy and the engine this
/// way). A view that reads it runs again when the options change, however they changed (a debug
/// key, a toolbar, the app's code).
public struct HostOptionsControl: Equatable, Sendable {
    /// The options now.
    public let options: HostOptions
    /// Replaces the host's options (they apply from the next frame).
    public let apply: @MainActor @Sendable (HostOptions) -> Void

    /// A binding to one option: `control.binding(\.debugTint)` for a `Toggle`.
    @MainActor
    public func binding<Value>(_ keyPath: WritableKeyPath<HostOptions, Value>) -> Binding<Value> {
        let options = self.options, apply = self.apply
        return Binding(get: { options[keyPath: keyPath] }, set: { value in
            var changed = options
            changed[keyPath: keyPath] = value
            apply(changed)
        })
    }

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.options == rhs.options }
}

struct HostOptionsKey: EnvironmentKey {
    static let defaultValue: HostOptionsControl? = nil
}

extension EnvironmentValues {
    /// The options of the host showing this view (`nil` outside a host).
    public var hostOptions: HostOptionsControl? {
        get { self[HostOptionsKey.self] }
        set { self[HostOptionsKey.self] = newValue }
    }
}
