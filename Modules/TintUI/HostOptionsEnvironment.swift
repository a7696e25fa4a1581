import TintViews

/// The host's options, as its views see them: to read, and to change through `update` (the
/// demo's toolbar switches the debug tint, badges and display, the policy and the engine this
/// way). A view that reads it runs again when the options change, however they changed (a debug
/// key, a toolbar, the app's code).
public struct HostOptionsControl: Equatable, Sendable {
    /// The options as of the last update.
    public let options: HostOptions
    /// Changes the host's options as they are now (several changes before a frame all count);
    /// they apply from the next frame.
    public let update: @MainActor @Sendable (_ change: (inout HostOptions) -> Void) -> Void

    /// A binding to one option: `control.binding(\.debugTint)` for a `Toggle`.
    @MainActor
    public func binding<Value>(_ keyPath: WritableKeyPath<HostOptions, Value>) -> Binding<Value> {
        let options = self.options, update = self.update
        return Binding(get: { options[keyPath: keyPath] }, set: { value in update { $0[keyPath: keyPath] = value } })
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
