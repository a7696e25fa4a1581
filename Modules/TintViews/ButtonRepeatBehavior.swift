/// Whether buttons repeat their action while they are held, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice: no repeating on the desktop.
    public static let automatic = ButtonRepeatBehavior(rawValue: 0)
    /// The action runs when the button is pressed, and again and again while it is held.
    public static let enabled = ButtonRepeatBehavior(rawValue: 1)
    /// The action runs once, when the press ends on the button.
    public static let disabled = ButtonRepeatBehavior(rawValue: 2)
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }

extension EnvironmentValues {
    /// Whether the buttons here repeat their action while held (`buttonRepeatBehavior(_:)`).
    public package(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

extension View {
    /// Makes the buttons here repeat their action while held (`.enabled`): it runs when the
    /// pointer goes down on one, then, after half a second, ten times a second until it comes up
    /// (or while the pointer is off the button, not at all). For buttons that step a value.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        environment(\.buttonRepeatBehavior, behavior)
    }
}
