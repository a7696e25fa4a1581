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

/// An app's `ButtonStyle`, erased so the environment can carry it.
package typealias _AnyButtonStyle = _AnyStyle<ButtonStyleConfiguration>

extension _AnyStyle where Configuration == ButtonStyleConfiguration {
    init<S: ButtonStyle>(_ style: S) {
        self.init(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
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
