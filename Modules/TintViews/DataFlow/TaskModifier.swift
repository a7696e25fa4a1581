/// `.task { }` and `.task(id:) { }`: async work tied to the view's lifetime, as in SwiftUI. It
/// starts when the view appears, is cancelled when the view disappears, and (with an `id`) is
/// cancelled and started again when the id changes.
package struct _TaskModifier<ID: Equatable>: ViewModifier {
    public typealias Body = Never
    public let id: ID
    public let priority: TaskPriority
    public let action: @MainActor @Sendable () async -> Void
}

extension View {
    /// Runs `action` while the view is shown: started when it appears, cancelled when it goes.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` while the view is shown, starting it again whenever `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
