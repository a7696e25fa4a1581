import TintBoxes

/// Where assistive technology's focus is, as SwiftUI's `AccessibilityFocusState`: a view
/// marked `.accessibilityFocused($state)` is where a screen reader's focus goes when the
/// state is true (or equal to the view's value), and the state follows the reader's focus.
///
/// Kept as a focus state of its own kind: the two follow different focuses (the keyboard's,
/// the reader's) with the same storage.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private var focus: FocusState<Value>

    public init() where Value == Bool { focus = FocusState() }

    public init<T: Hashable>() where Value == T? { focus = FocusState() }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    public var projectedValue: Binding { Binding(focus: focus.projectedValue) }

    /// A binding to an accessibility focus state, as SwiftUI's `AccessibilityFocusState.Binding`.
    @MainActor @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding
        var binding: TintViews.Binding<Value> { focus.binding }
        var unfocusedValue: Value { focus.unfocusedValue }

        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }

    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {
        // The wrapped focus state is the first stored property.
        FocusState<Value>._linkStorage(at: field, storage: &storage, context: context)
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
