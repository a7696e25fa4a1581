import TintCore
import TintReconciler

/// Per-host settings; set them before the first `renderFrame()` to apply from the first frame.
/// Changing `diffPolicy` or `reflection` later applies from the next update.
///
/// Status: `debugTint` is stored but not yet drawn (render/damage issue).
public struct HostOptions: Sendable {
    public var diffPolicy: DiffPolicy = .automatic
    public var reflection: ReflectionEngine = .compiled
    public var debugTint = false
    /// Record why each body ran (`FrameReport.explanations`): the first property that differed
    /// and the rule that decided it. Costs a second comparison walk and a string per body run.
    public var recordExplanations = true
    /// The window's background, painted under everything.
    public var backgroundColor: Color = .white

    public init() {}
}
