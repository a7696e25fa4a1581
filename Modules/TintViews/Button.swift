/// A control that runs `action` when tapped, as SwiftUI's `Button`.
///
/// Drawn in Tint's one built-in style: the label on a light grey bezel with the padding of a
/// desktop push button.
public struct Button<Label: View>: View {
    public typealias Body = Never
    public var action: @MainActor () -> Void
    public var label: Label

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    /// A button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
