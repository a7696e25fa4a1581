import TintBoxes

/// Where assistive technology's focus is, as SwiftUI's `AccessibilityFocusState`: a view
/// marked `.accessibilityFocused($state)` is where a screen reader's focus goes when the
/// state is true (or equal to the view's value), and the state follows the reader's focus.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
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

    /// A binding to an accessibility focus state, as SwiftUI's `AccessibilityFocusState.Binding`.
    @MainActor @propertyWrapper
    public struct Binding {
        let binding: TintViews.Binding<Value>
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

extension View {
    /// Where assistive technology's focus goes while `condition` is true; it turns true when
    /// the reader's focus comes here and false when it leaves.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        let binding = condition.binding
        return _accessibility { $0.accessibilityFocus = (binding.wrappedValue, { binding.wrappedValue = $0 }) }
    }

    /// Where assistive technology's focus goes while the state equals `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        let state = binding.binding, unfocused = binding.unfocusedValue
        return _accessibility { mark in
            mark.accessibilityFocus = (state.wrappedValue == value, { focused in
                if focused { state.wrappedValue = value } else if state.wrappedValue == value { state.wrappedValue = unfocused }
            })
        }
    }
}
