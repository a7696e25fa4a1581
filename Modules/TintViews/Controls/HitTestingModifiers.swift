/// `.allowsHitTesting(_:)` and `.disabled(_:)`: clicks, hovers, drags and keyboard shortcuts
/// pass by the view and everything in it; `.disabled` also tells the controls inside
/// (`isEnabled`), which draw dimmed.
package struct _HitTestingModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let enabled: Bool
    /// Set by `.disabled`, which also turns `isEnabled` off.
    public let disables: Bool
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the controls here take input, as SwiftUI's `isEnabled`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Lets input reach this view (`true`) or pass by it and everything inside (`false`).
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_HitTestingModifier(enabled: enabled, disables: false))
    }

    /// Disables the controls in this view: they take no input and draw dimmed.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_HitTestingModifier(enabled: !disabled, disables: true))
    }
}
