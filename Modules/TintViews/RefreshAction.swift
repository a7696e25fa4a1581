/// Refreshes a view's content, as SwiftUI's `RefreshAction`: set with `.refreshable`, read with
/// `@Environment(\.refresh)` and awaited (`await refresh?()`). A desktop list has no pull to
/// refresh, so views call it themselves (a Reload button).
public struct RefreshAction: Equatable, @unchecked Sendable {
    let action: @MainActor () async -> Void
    private let identity = _ValueIdentity()

    init(action: @escaping @MainActor () async -> Void) {
        self.action = action
    }

    /// Runs the refresh and returns when it is done.
    @MainActor
    public func callAsFunction() async {
        await action()
    }

    /// Each action is equal only to itself: the closures cannot be compared.
    public static func == (a: RefreshAction, b: RefreshAction) -> Bool { a.identity === b.identity }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The refresh action of the views here (`.refreshable`); `nil` where none is set.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes `action` the refresh action of the views here (`\.refresh`).
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
