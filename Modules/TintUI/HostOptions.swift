/// How a rebuilt view is compared with its previous value (SEMANTICS 1.4). A policy changes
/// how many bodies run, never what is drawn.
public enum DiffPolicy: Sendable, Hashable, CaseIterable {
    /// A view's own `Equatable` decides; otherwise its stored properties are compared.
    case automatic
    /// Stored properties are compared, ignoring a bare `Equatable` conformance (`.equatable()`
    /// still counts).
    case reflection
    /// Nothing is skipped: every rebuilt view runs its body. The baseline that shows what
    /// diffing saves.
    case alwaysEvaluate
}

/// Which implementation of the reflective comparison runs (SEMANTICS 1.5).
public enum ReflectionEngine: Sendable, Hashable, CaseIterable {
    /// A per-type plan built once from the type's field layout.
    case compiled
    /// Walks `Mirror` children: slow, the obviously correct reference.
    case mirror
}

/// Per-host settings; set them before the first `renderFrame()` to apply from the first frame.
///
/// Status: the reflective comparison (properties compared one by one) arrives with the diffing
/// issue. Until then `.automatic` and `.reflection` both compare `Equatable` views with `==`
/// and count other views as changed, and `reflection` has no effect; `debugTint` is stored but
/// not yet drawn (render/damage issue).
public struct HostOptions: Sendable {
    public var diffPolicy: DiffPolicy = .automatic
    public var reflection: ReflectionEngine = .compiled
    public var debugTint = false
    /// Record why each body ran (`FrameReport.explanations`); costs one string per body.
    public var recordExplanations = true
    /// The window's background, painted under everything.
    public var backgroundColor: Color = .white

    public init() {}
}
