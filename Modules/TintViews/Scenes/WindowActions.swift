/// Opens a window of one of the app's scenes, as SwiftUI's `OpenWindowAction`
/// (`@Environment(\.openWindow)`): by the scene's id, by a value (the `WindowGroup(for:)` whose
/// type it is shows it; a window already showing that value comes to the front instead), or
/// both. Outside an app (a view in a bare host) it opens nothing, with a warning.
public struct OpenWindowAction: Sendable {
    let open: @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void

    package init(open: @escaping @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void) {
        self.open = open
    }

    /// Opens a window of the scene with `id`.
    @MainActor public func callAsFunction(id: String) { open(id, nil) }

    /// Opens a window showing `value`, of the window group presenting its type.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { open(nil, AnyHashable(value)) }

    /// Opens a window of the scene with `id`, showing `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { open(id, AnyHashable(value)) }

    static let unavailable = OpenWindowAction { id, value in
        RuntimeWarnings.emit("openWindow(\(id.map { "id: \($0)" } ?? "value: \(value.map { "\($0.base)" } ?? "")")) outside an app's window; nothing opens",
                             fix: "call it from a view in a window of an App (or a HeadlessApp in a test)")
    }
}

/// Closes windows, as SwiftUI's `DismissWindowAction` (`@Environment(\.dismissWindow)`): the
/// window the view is in, or the windows of a scene (by id), or the one showing a value.
public struct DismissWindowAction: Sendable {
    let dismiss: @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void

    package init(dismiss: @escaping @MainActor @Sendable (_ id: String?, _ value: AnyHashable?) -> Void) {
        self.dismiss = dismiss
    }

    /// Closes the window this view is in.
    @MainActor public func callAsFunction() { dismiss(nil, nil) }

    /// Closes the windows of the scene with `id`.
    @MainActor public func callAsFunction(id: String) { dismiss(id, nil) }

    /// Closes the window showing `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) { dismiss(nil, AnyHashable(value)) }

    /// Closes the window of the scene with `id` showing `value`.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) { dismiss(id, AnyHashable(value)) }

    static let unavailable = DismissWindowAction { _, _ in
        RuntimeWarnings.emit("dismissWindow() outside an app's window; nothing closes",
                             fix: "call it from a view in a window of an App (or a HeadlessApp in a test)")
    }
}

/// Opens the app's Settings window, as SwiftUI's `OpenSettingsAction`
/// (`@Environment(\.openSettings)`); the window comes to the front when it is open already.
public struct OpenSettingsAction: Sendable {
    let open: @MainActor @Sendable () -> Void

    package init(open: @escaping @MainActor @Sendable () -> Void) {
        self.open = open
    }

    @MainActor public func callAsFunction() { open() }

    static let unavailable = OpenSettingsAction {
        RuntimeWarnings.emit("openSettings() in an app without a Settings scene, or outside an app; nothing opens",
                             fix: "add a Settings { } scene to the App's body")
    }
}

private struct OpenWindowKey: EnvironmentKey { static let defaultValue = OpenWindowAction.unavailable }
private struct DismissWindowKey: EnvironmentKey { static let defaultValue = DismissWindowAction.unavailable }
private struct OpenSettingsKey: EnvironmentKey { static let defaultValue = OpenSettingsAction.unavailable }

/// Actions compare equal: the app sets them once per window, and a change of closure is no
/// change of what they do.
extension OpenWindowAction: Equatable { public static func == (a: Self, b: Self) -> Bool { true } }
extension DismissWindowAction: Equatable { public static func == (a: Self, b: Self) -> Bool { true } }
extension OpenSettingsAction: Equatable { public static func == (a: Self, b: Self) -> Bool { true } }

extension EnvironmentValues {
    /// Opens windows of the app's scenes.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes windows.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// Opens the Settings window.
    public var openSettings: OpenSettingsAction {
        get { self[OpenSettingsKey.self] }
        set { self[OpenSettingsKey.self] = newValue }
    }
}
