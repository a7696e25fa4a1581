import TintBoxes

/// The ways a focusable view can be interacted with, as SwiftUI's `FocusInteractions`.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view has a primary action that can be activated (Space, when it has the focus).
    public static let activate = FocusInteractions(rawValue: 1)
    /// The view takes keys and text while it has the focus.
    public static let edit = FocusInteractions(rawValue: 2)
    /// The platform's default: on macOS, both.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// When a default focus takes effect, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Sendable, Equatable {
    let rawValue: Int
    /// Only when the view first appears.
    public static let automatic = DefaultFocusEvaluationPriority(rawValue: 0)
    /// Also whenever the focus is lost while the view is shown.
    public static let userInitiated = DefaultFocusEvaluationPriority(rawValue: 1)
}

private struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the nearest focusable view around this one has the keyboard focus.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether focusable views in this environment show the focus ring when focused.
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}

/// The box the keyboard focus rests on: a focusable view (`.focusable()`), a button.
package struct _FocusTargetModifier: ViewModifier, Equatable {
    package typealias Body = Never
    /// `.focusable(false)`: the box takes no focus.
    package let isEnabled: Bool
    package let focusChanged: (@MainActor (Bool) -> Void)?

    /// A closure cannot be compared: a rebuilt one replaces the old (it changes no pixel).
    package nonisolated static func == (a: Self, b: Self) -> Bool { false }
}

/// `.focusable()`: the view takes the keyboard focus from a click and from Tab, and tells the
/// views inside it through `\.isFocused`.
struct _FocusableModifier: ViewModifier {
    let isFocusable: Bool
    let onFocusChange: (@MainActor (Bool) -> Void)?
    @State private var hasFocus = false

    func body(content: Content) -> some View {
        let focused = $hasFocus, onFocusChange = onFocusChange
        return content
            .environment(\.isFocused, isFocusable && hasFocus)
            .modifier(_FocusTargetModifier(isEnabled: isFocusable) { has in
                guard focused.wrappedValue != has else { return }
                focused.wrappedValue = has
                onFocusChange?(has)
            })
    }
}

/// `.focusSection()`: Tab visits the focus targets inside the view together.
package struct _FocusSectionModifier: ViewModifier, Equatable {
    package typealias Body = Never
}

/// `.prefersDefaultFocus(in:)`: the focus target inside goes first when nothing has the focus.
package struct _PrefersDefaultFocusModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let prefers: Bool
}

/// `.defaultFocus`: when the view appears (and, with `.userInitiated`, when the focus is lost),
/// the focus state is set to the value.
struct _DefaultFocusModifier<V: Hashable>: ViewModifier {
    let binding: FocusState<V>.Binding
    let value: V
    let priority: DefaultFocusEvaluationPriority
    let unfocused: V

    func body(content: Content) -> some View {
        let binding = binding, value = value, unfocused = unfocused
        return content
            .onAppear { if binding.wrappedValue == unfocused { binding.wrappedValue = value } }
            .onChange(of: binding.wrappedValue) { _, now in
                if priority == .userInitiated, now == unfocused { binding.wrappedValue = value }
            }
    }
}

extension View {
    /// Specifies if the view is focusable: it takes the keyboard focus from a click and from
    /// Tab, shows the focus ring while it has it, and hears keys (`onKeyPress`).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, onFocusChange: nil))
    }

    /// Specifies if the view is focusable, and the interactions it supports while focused.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, onFocusChange: nil))
    }

    /// The older form: focusable, with an action as the focus comes and goes.
    @available(*, deprecated, message: "Use focused(_:) with @FocusState")
    public func focusable(_ isFocusable: Bool = true, onFocusChange: @escaping @MainActor (Bool) -> Void = { _ in }) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable, onFocusChange: onFocusChange))
    }

    /// Adds a condition that controls whether this view shows the focus ring when it has the
    /// focus.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }

    /// Indicates that the view's focusable descendants go together when Tab moves the focus.
    public func focusSection() -> some View {
        modifier(_FocusSectionModifier())
    }

    /// Creates a focus scope that `prefersDefaultFocus(in:)` views inside it refer to. Tint's
    /// default focus is the window's: the first `prefersDefaultFocus` view in it takes the focus
    /// when nothing has it, whatever its scope, so the scope changes nothing here.
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        self
    }

    /// Indicates that the view (the focus target inside it) takes the focus when nothing else
    /// has it, in the window or the scope `namespace` names.
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID) -> some View {
        modifier(_PrefersDefaultFocusModifier(prefers: prefersDefaultFocus))
    }

    /// Defines the focus state's value when the view first appears (and, with
    /// `.userInitiated`, whenever the focus is lost).
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        modifier(_DefaultFocusModifier(binding: binding, value: value, priority: priority, unfocused: binding.unfocusedValue))
    }
}
