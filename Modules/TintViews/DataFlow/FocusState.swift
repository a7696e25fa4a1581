/// Where the keyboard focus is, as a view's state, as SwiftUI's `@FocusState`: a `Bool` (is the
/// field marked with `.focused($flag)` focused?) or an optional value (which of the fields
/// marked `.focused($field, equals: value)` is). Writing it moves the focus; clicking or
/// tabbing into a field writes it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var state: State<Value>
    private let initial: Value

    public init() where Value == Bool {
        state = State(initialValue: false)
        initial = false
    }

    public init<T: Hashable>() where Value == T? {
        state = State(initialValue: nil)
        initial = nil
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(binding: state.projectedValue, unfocusedValue: initial) }

    /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
    @MainActor @propertyWrapper
    public struct Binding {
        let binding: TintViews.Binding<Value>
        /// The value that says no view has the focus (`false`, `nil`).
        let unfocusedValue: Value

        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        // The wrapped `State` is the first stored property.
        State<Value>._linkStorage(at: field, storage: &storage, context: context)
    }
}

/// `.focused`: ties the focus of the text field inside to a focus state.
package struct _FocusedModifier: ViewModifier, Equatable {
    public typealias Body = Never
    /// Whether the state says this view has the focus.
    public let isFocused: Bool
    /// Told whether the view has the focus when the focus moves.
    public let setFocused: @MainActor (Bool) -> Void

    /// The link changes only with what the state says; a rebuilt setter writes the same state.
    public nonisolated static func == (a: Self, b: Self) -> Bool { a.isFocused == b.isFocused }
}

extension View {
    /// Gives this view (the text field inside it) the focus while `condition` is true, and sets
    /// `condition` as the focus comes and goes.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(isFocused: condition.wrappedValue) { focused in
            if condition.wrappedValue != focused { condition.wrappedValue = focused }
        })
    }

    /// Gives this view the focus while `binding` equals `value`, and sets it to `value` (or to
    /// `nil` when the focus leaves) as the focus comes and goes.
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> some View {
        modifier(_FocusedModifier(isFocused: binding.wrappedValue == value) { focused in
            if focused, binding.wrappedValue != value { binding.wrappedValue = value }
            if !focused, binding.wrappedValue == value { binding.wrappedValue = nil }
        })
    }
}
