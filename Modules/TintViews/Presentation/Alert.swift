import TintBoxes

/// An alert's or confirmation dialog's card: the title, the message, and the actions stacked
/// full width (macOS's compact alert). Every action closes it after running; with no actions
/// it shows OK. Return runs the default action (the prominent one) and Escape the `.cancel`
/// action, if there is one; either closes it.
package struct _AlertCard<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message

    public var body: some View {
        let items = _ViewList(actions).items
        VStack(spacing: 10) {
            if let title { title.font(.headline).multilineTextAlignment(.center) }
            message.font(.callout).multilineTextAlignment(.center)
            VStack(spacing: 6) {
                if items.isEmpty {
                    Button("OK") {}.buttonStyle(.borderedProminent).keyboardShortcut(.defaultAction)
                } else {
                    ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                        if offset == Self.defaultIndex(items) {
                            // Return runs it, as macOS's alerts do.
                            item.view.buttonStyle(.borderedProminent).keyboardShortcut(.defaultAction)
                        } else {
                            item.view
                        }
                    }
                }
            }
        }
        .padding(16)
        // A reader's alert, named by its title; while it is up the window beneath is not read.
        ._accessibility { mark in
            mark.role = .alert
            mark.children = .contain
            mark.label = title.flatMap { AccessibilityText.plain($0) }
        }
    }

    /// The default action (drawn prominent, as macOS does): the first that neither cancels
    /// nor destroys.
    static func defaultIndex(_ items: [_ViewListItem]) -> Int? {
        items.firstIndex { item in
            let role = _button(in: item.view.view)?.role
            return role != .cancel && role != .destructive
        }
    }

    /// The action of the `.cancel` button among `actions`, if any.
    static func cancelAction(_ actions: Actions) -> (@MainActor () -> Void)? {
        for item in _ViewList(actions).items {
            if let button = _button(in: item.view.view), button.role == .cancel { return button._action }
        }
        return nil
    }
}

/// A button seen through `any View`: its role and action.
@MainActor
package protocol _RoleCarrying {
    var role: ButtonRole? { get }
    var _action: @MainActor () -> Void { get }
}

extension Button: _RoleCarrying {
    package var _action: @MainActor () -> Void { action }
}

/// The button `view` is, seen through its modifiers (`.accessibilityIdentifier`, `.tag`).
@MainActor
func _button(in view: any View) -> (any _RoleCarrying)? {
    var current: any View = view
    while true {
        if let button = current as? any _RoleCarrying { return button }
        guard let modified = current as? any _ModifiedView else { return nil }
        current = modified._content
    }
}

/// A `ModifiedContent` seen through `any View`: the view it modifies.
@MainActor
protocol _ModifiedView {
    var _content: any View { get }
}

extension ModifiedContent: _ModifiedView where Content: View, Modifier: ViewModifier {
    var _content: any View { content }
}

/// `.alert` and `.confirmationDialog`: posts the card to the window's presentation layers while
/// the binding is true.
package struct _AlertModifier<Actions: View, Message: View>: ViewModifier {
    @Binding var isPresented: Bool
    let title: Text?
    let actions: Actions
    let message: Message

    public func body(content: Content) -> some View {
        content.modifier(_BoardPostModifier(board: \._presentations, value: presentation))
    }

    private var presentation: _Presentation? {
        _Presentation.layer(.alert, isPresented: $isPresented, id: "alert", buttonsClose: true,
                            onEscape: _AlertCard<Actions, Message>.cancelAction(actions)) {
            _AlertCard(title: title, actions: actions, message: message)
        }
    }
}

/// Runs after any button's action in a subtree (an alert's buttons close the alert).
package struct _ButtonHook: Equatable, @unchecked Sendable {
    let id: AnyHashable
    public let run: @MainActor () -> Void

    public init(id: AnyHashable, run: @escaping @MainActor () -> Void) {
        self.id = id
        self.run = run
    }

    package static func == (a: _ButtonHook, b: _ButtonHook) -> Bool { a.id == b.id }
}

private struct ButtonHookKey: EnvironmentKey {
    static let defaultValue: _ButtonHook? = nil
}

extension EnvironmentValues {
    /// Run after the action of every button here.
    package var _afterButtonAction: _ButtonHook? {
        get { self[ButtonHookKey.self] }
        set { self[ButtonHookKey.self] = newValue }
    }
}

/// Whether a part of a view shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

extension View {
    /// Shows an alert titled `title` with `actions` (buttons) while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, title: Text(title), actions: actions(), message: EmptyView()))
    }

    /// Shows an alert with a message.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, title: Text(title), actions: actions(), message: message()))
    }

    /// Shows an alert titled by a `Text`.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, title: title, actions: actions(), message: EmptyView()))
    }

    /// Shows an alert titled by a `Text`, with a message.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, title: title, actions: actions(), message: message()))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not `nil`.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        modifier(_AlertModifier(isPresented: Self.presenting(isPresented, data), title: Text(title),
                                actions: data.map(actions), message: EmptyView()))
    }

    /// Shows an alert about `data`, with a message.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        modifier(_AlertModifier(isPresented: Self.presenting(isPresented, data), title: Text(title),
                                actions: data.map(actions), message: data.map(message)))
    }

    /// Shows a confirmation dialog (on macOS, an alert-like card) with `actions`.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, title: titleVisibility == .hidden ? nil : Text(title), actions: actions(), message: EmptyView()))
    }

    /// Shows a confirmation dialog with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(_AlertModifier(isPresented: isPresented, title: titleVisibility == .hidden ? nil : Text(title), actions: actions(), message: message()))
    }

    /// Shows a confirmation dialog about `data`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        modifier(_AlertModifier(isPresented: Self.presenting(isPresented, data), title: titleVisibility == .hidden ? nil : Text(title),
                                actions: data.map(actions), message: EmptyView()))
    }

    /// The binding an alert about optional data shows by: true only while there is data.
    /// Shows an alert about `error` while `isPresented` is true and the error is not nil:
    /// titled by its `errorDescription`, with `actions`, and its failure reason and recovery
    /// suggestion as the message.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View {
        modifier(_AlertModifier(isPresented: Self.presenting(isPresented, error), title: error.map { Text(Self.title($0)) },
                                actions: actions(), message: error.flatMap { Self.message($0) }.map { Text($0) }))
    }

    /// Shows an alert about `error`, with actions and a message made from it.
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        modifier(_AlertModifier(isPresented: Self.presenting(isPresented, error), title: error.map { Text(Self.title($0)) },
                                actions: error.map(actions), message: error.map(message)))
    }

    /// An error's alert title: its description (SwiftUI's), else what Swift says of it.
    private nonisolated static func title<E: LocalizedError>(_ error: E) -> String {
        error.errorDescription ?? String(describing: error)
    }

    /// An error's reason and suggestion, as one message.
    private nonisolated static func message<E: LocalizedError>(_ error: E) -> String? {
        let parts = [error.failureReason, error.recoverySuggestion].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    private static func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        let hasData = data != nil
        return Binding(get: { isPresented.wrappedValue && hasData }, set: { isPresented.wrappedValue = $0 })
    }
}
