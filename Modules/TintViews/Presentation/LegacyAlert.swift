/// The alert of SwiftUI's older API, still in much real code: `.alert(isPresented:) {
/// Alert(title:message:dismissButton:) }`. Shown like the newer alerts.
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (OK when `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`, as SwiftUI's `Alert.Button`.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button titled Cancel.
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as views.
    var actions: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            TintViews.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Shows the alert `content` makes while `isPresented` is true (SwiftUI's older API).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(_AlertModifier(isPresented: isPresented, title: alert.title, actions: alert.actions, message: alert.message))
    }

    /// Shows the alert `content` makes for `item` while it is not `nil` (SwiftUI's older API).
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(_AlertModifier(isPresented: isPresented, title: alert?.title ?? Text(""), actions: alert?.actions, message: alert?.message))
    }
}
