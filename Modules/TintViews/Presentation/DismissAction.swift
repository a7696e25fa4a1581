/// Closes the presentation or pops the navigation level the view is in, as SwiftUI's
/// `DismissAction`: read it with `@Environment(\.dismiss)` and call it.
/// `@unchecked Sendable`: the action is only ever called on the main actor.
public struct DismissAction: Equatable, @unchecked Sendable {
    /// Which presentation or level it closes: two actions are equal when they close the same.
    let id: AnyHashable?
    let action: @MainActor () -> Void

    public init(id: AnyHashable?, action: @escaping @MainActor () -> Void) {
        self.id = id
        self.action = action
    }

    @MainActor
    public func callAsFunction() {
        guard id != nil else {
            RuntimeWarnings.emit("dismiss() called on a view that is not presented or pushed; nothing to dismiss", fix: "call dismiss from a view inside a sheet, popover, window or pushed level")
            return
        }
        action()
    }

    public static func == (a: DismissAction, b: DismissAction) -> Bool { a.id == b.id }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(id: nil) {}
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Closes the innermost presentation (sheet, alert, popover) or pushed navigation view.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is inside a presentation or a pushed navigation view.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
