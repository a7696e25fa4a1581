import Observation

/// What a window's views answer to from the menu bar's built-in commands (View > Toggle
/// Sidebar): a view that can do one registers it here while it is shown, and the menu item is
/// enabled while some view of the key window has.
@MainActor
package final class _WindowCommands: Equatable {
    package enum Command: Hashable, Sendable {
        case toggleSidebar
        /// Show or hide the inspector (View > Show Inspector).
        case toggleInspector
        /// Show or hide the window's toolbar (View > Hide Toolbar).
        case toggleToolbar
    }

    private var handlers: [Command: [(owner: ObjectIdentifier, run: @MainActor () -> Void, isOn: (@MainActor () -> Bool)?)]] = [:]

    /// Whether the user hid the window's toolbar (View > Hide Toolbar): every navigation bar
    /// of the window reads it.
    package let toolbar = _WindowToolbarVisibility()

    package nonisolated init() {}

    /// One registry per window: the environment holding it is unchanged while it is the same.
    package nonisolated static func == (a: _WindowCommands, b: _WindowCommands) -> Bool { a === b }

    /// `run` answers `command` for `owner` (the latest registration of an owner replaces its
    /// earlier one).
    /// `isOn` says whether what the command toggles is on now (the inspector shown), for the
    /// item's title.
    package func register(_ command: Command, owner: AnyObject, isOn: (@MainActor () -> Bool)? = nil, run: @escaping @MainActor () -> Void) {
        let id = ObjectIdentifier(owner)
        handlers[command, default: []].removeAll { $0.owner == id }
        handlers[command, default: []].append((id, run, isOn))
    }

    /// Whether what `command` toggles is on in the view that registered it last (nil: none
    /// says).
    package func isOn(_ command: Command) -> Bool? {
        handlers[command]?.last?.isOn?()
    }

    /// Forgets what `owner` answered.
    package func unregister(owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        for command in handlers.keys { handlers[command]?.removeAll { $0.owner == id } }
    }

    /// Whether a view answers `command`.
    package func answers(_ command: Command) -> Bool { !(handlers[command] ?? []).isEmpty }

    /// Runs `command` in the view that registered it last.
    package func perform(_ command: Command) {
        handlers[command]?.last?.run()
    }
}

private struct WindowCommandsKey: EnvironmentKey {
    static let defaultValue: _WindowCommands? = nil
}

extension EnvironmentValues {
    /// The window's command registry (set by the host).
    package var _windowCommands: _WindowCommands? {
        get { self[WindowCommandsKey.self] }
        set { self[WindowCommandsKey.self] = newValue }
    }
}

/// Whether the user hid a window's toolbar from the menu bar.
@MainActor @Observable
package final class _WindowToolbarVisibility {
    package var isHidden = false
    package nonisolated init() {}
}
