/// A view with an explicit identity, made by `.id(_:)` (RULES 2.3): when the id changes,
/// the view and its whole subtree are new: state is reset, `onDisappear` fires for the old and
/// `onAppear` for the new.
public struct IDView<Content: View, ID: Hashable>: View {
    public typealias Body = Never
    public var content: Content
    public var id: ID

    public init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }
}

extension View {
    /// Gives this view the identity `id`; a different id makes it a new view.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(self, id: id)
    }
}

/// Actions run when a view appears and disappears (RULES 2.7), as SwiftUI's
/// `.onAppear` / `.onDisappear`.
package struct _AppearanceActionModifier: ViewModifier {
    public typealias Body = Never
    public var appear: (@MainActor () -> Void)?
    public var disappear: (@MainActor () -> Void)?

    public init(appear: (@MainActor () -> Void)? = nil, disappear: (@MainActor () -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }
}

extension View {
    /// Runs `action` before the first frame that shows this view, once per appearance.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action))
    }

    /// Runs `action` after this view is removed, once per appearance.
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(disappear: action))
    }
}

/// Runs an action when a value changes between updates, as SwiftUI's `.onChange(of:)`.
package struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    public var value: Value
    /// Runs the action once when the view appears too, with the value as old and new.
    public var initial: Bool
    public var action: @MainActor (Value, Value) -> Void

    public init(value: Value, initial: Bool = false, action: @escaping @MainActor (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }
}

extension View {
    /// Runs `action` with the old and new value after an update in which `value` changed, and
    /// when the view appears if `initial`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update in which `value` changed, and when the view appears if
    /// `initial`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// The older form (deprecated in SwiftUI, still common): `action` gets the new value.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value) { _, new in action(new) })
    }
}
