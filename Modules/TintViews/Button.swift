/// A control that runs `action` when tapped, as SwiftUI's `Button`.
///
/// Drawn in Tint's one built-in style: the label on a light grey bezel with the padding of a
/// desktop push button.
public struct Button<Label: View>: View {
    public typealias Body = Never
    /// What the button does in its context (`.cancel`, `.destructive`): alerts and dialogs
    /// place and colour it by its role.
    public var role: ButtonRole?
    public var action: @MainActor () -> Void
    public var label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    /// A button with a role, as SwiftUI's `Button(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
}

/// A button's purpose, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// Deletes user data: drawn in red.
    public static let destructive = ButtonRole(rawValue: 1)
    /// Cancels: in an alert, Escape runs it.
    public static let cancel = ButtonRole(rawValue: 2)
}

extension Button where Label == Text {
    /// A button whose label is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.action = action
        self.label = Text(title)
    }

    /// A button whose label is `title`, with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == TintViews.Label<Text, Image> {
    /// A button whose label is `title` beside the system symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { TintViews.Label(title, systemImage: systemImage) }
    }

    /// The same, with a role.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TintViews.Label(title, systemImage: systemImage) }
    }
}
