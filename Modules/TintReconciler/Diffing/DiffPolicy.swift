/// How a rebuilt view is compared with its previous value (RULES 1.4). A policy changes
/// how many bodies run, never what is drawn.
public enum DiffPolicy: String, Sendable, Hashable, CaseIterable {
    /// A view's own `Equatable` decides; otherwise its stored properties are compared (1.3).
    case automatic
    /// Stored properties are compared, ignoring a bare `Equatable` conformance (`.equatable()`
    /// still counts).
    case reflection
    /// Nothing is skipped, `.equatable()` included: every rebuilt view runs its body. The
    /// baseline that shows what diffing saves.
    case alwaysEvaluate
}

/// Which implementation of the reflective comparison runs (RULES 1.5). Both give the same
/// answer on every value without closures.
public enum ReflectionEngine: String, Sendable, Hashable, CaseIterable {
    /// A per-type plan built once from the type's field layout: byte runs, cached `==`
    /// witnesses, closures by identity.
    case compiled
    /// Walks `Mirror` children: slow, the obviously correct reference. Closures always differ.
    case mirror
}
