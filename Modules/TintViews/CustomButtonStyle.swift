/// A button style of the app's own, as SwiftUI's `ButtonStyle`: `makeBody` draws the label
/// and may change it while the button is pressed (`configuration.isPressed`); the button still
/// runs its action on a click.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView
        public var body: AnyView { content }
    }

    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the pointer is down on the button.
    public let isPressed: Bool
}

/// An app's `ButtonStyle`, erased so the environment can carry it. Two are equal when they are
/// the same type with equal values (compared as any view's inputs are), so restating the same
/// style each body re-runs no button.
package struct _AnyButtonStyle: Equatable, @unchecked Sendable {
    let type: ObjectIdentifier
    let style: Any
    let make: @MainActor (ButtonStyleConfiguration) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        type = ObjectIdentifier(S.self)
        self.style = style
        // A style is a value the app made for views on the main actor; it is only used there.
        nonisolated(unsafe) let captured = style
        make = { AnyView(captured.makeBody(configuration: $0)) }
    }

    /// A style is rarely `Equatable` (`struct Growing: ButtonStyle { var color: Color }`), so
    /// one that is not is compared by its stored properties, each by its own `==`; a property
    /// that has none (a closure, a nested struct without `==`) makes the styles differ.
    package static func == (a: _AnyButtonStyle, b: _AnyButtonStyle) -> Bool {
        guard a.type == b.type else { return false }
        if let equal = ValueEquality.equalDynamic(a.style, b.style) { return equal }
        let x = Mirror(reflecting: a.style).children, y = Mirror(reflecting: b.style).children
        return zip(x, y).allSatisfy { ValueEquality.equalDynamic($0.value, $1.value) ?? false }
    }
}

/// A button under a custom style: the style's body, which takes the button's clicks and tells
/// the button's `isPressed` state when the pointer goes down and up on it.
package struct _StyledButton: View {
    let style: _AnyButtonStyle
    let label: AnyView
    let role: ButtonRole?
    let action: @MainActor () -> Void
    @State private var isPressed = false

    package init(style: _AnyButtonStyle, label: AnyView, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.style = style
        self.label = label
        self.role = role
        self.action = action
    }

    public var body: some View {
        let pressed = $isPressed
        return style.make(ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: isPressed))
            .modifier(_ButtonPressModifier(action: action, pressChanged: { pressed.wrappedValue = $0 }))
    }
}

/// The box a styled button is clicked through: its action, and who to tell of presses.
package struct _ButtonPressModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let action: @MainActor () -> Void
    public let pressChanged: @MainActor (Bool) -> Void

    /// Closures cannot be compared: a rebuilt one replaces the old (it changes no pixel).
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

extension View {
    /// Draws the buttons in this view with an app's `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\._buttonStyle, _ButtonStyleKind(rawValue: _ButtonStyleKind.plain.rawValue, custom: _AnyButtonStyle(style)))
    }
}
