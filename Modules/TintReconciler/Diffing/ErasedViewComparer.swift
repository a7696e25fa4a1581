import TintViews

/// An `AnyView`: what it erases, compared as an existential (its storage object's identity
/// would say nothing, as every body makes a new one).
final class ErasedViewComparer: ValueComparer {
    init() { super.init(rule: .dynamicType) }

    override func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        difference(a, b) == nil
    }

    override func difference(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> ViewDifference? {
        // Comparers run on the main actor (the graph's), like `ExistentialComparer`'s callee.
        nonisolated(unsafe) let a = a, b = b
        return MainActor.assumeIsolated {
            let x = a.assumingMemoryBound(to: AnyView.self).pointee.view as Any
            let y = b.assumingMemoryBound(to: AnyView.self).pointee.view as Any
            return CompiledPlans.difference(x, y)?.prefixed("view")
        }
    }
}
