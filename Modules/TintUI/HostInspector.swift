import TintReconciler
import TintViews

/// What the host knows about its views, for an app's own diagnostics (the demo's Explain scene):
/// why each body ran in the last frame that ran any, and the diffability audit of the views
/// mounted now.
public struct HostInspector: Equatable, Sendable {
    /// `"Row: title changed (==)"`, one line per body, from the last frame in which bodies ran.
    public let explanations: @MainActor @Sendable () -> [String]
    /// Per view type mounted now: the properties that make it re-render on every parent update.
    public let audit: @MainActor @Sendable () -> [DiffAuditReport]

    /// Set once per host; never a reason to run a body.
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { true }
}

struct HostInspectorKey: EnvironmentKey {
    static let defaultValue: HostInspector? = nil
}

extension EnvironmentValues {
    /// The host's inspector (`nil` outside a host).
    public var hostInspector: HostInspector? {
        get { self[HostInspectorKey.self] }
        set { self[HostInspectorKey.self] = newValue }
    }
}
