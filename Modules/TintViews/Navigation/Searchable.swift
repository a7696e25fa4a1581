import Foundation
import Observation

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`: in the toolbar of the
/// navigation level (`automatic`, `toolbar`), or over the sidebar's content (`sidebar`).
public struct SearchFieldPlacement: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer }
    let kind: Kind

    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    /// iOS's drawer under the navigation bar: on the desktop, the toolbar.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)

    /// How a navigation bar drawer shows (iOS).
    public struct NavigationBarDrawerDisplayMode: Equatable, Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
        public static let always = NavigationBarDrawerDisplayMode()
    }

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
}

/// Where search suggestions show, as SwiftUI's `SearchSuggestionsPlacement`: in a list under
/// the field (`menu`), or in place of the searched content (`content`).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let kind: Int
    public static let automatic = SearchSuggestionsPlacement(kind: 0)
    public static let content = SearchSuggestionsPlacement(kind: 1)
    public static let menu = SearchSuggestionsPlacement(kind: 2)

    /// Several placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let content = Set(rawValue: 1)
        public static let menu = Set(rawValue: 2)
    }
}

/// When a search's scopes show, as SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Equatable, Sendable {
    let kind: Int
    /// While searching (the field focused or holding text).
    public static let automatic = SearchScopeActivation(kind: 0)
    /// Once text is typed.
    public static let onTextEntry = SearchScopeActivation(kind: 1)
    /// As soon as the search is presented (the field focused).
    public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}

/// Ends the search around a view, as SwiftUI's `DismissSearchAction`: the field is cleared and
/// gives up the focus.
public struct DismissSearchAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    @MainActor public func callAsFunction() { action() }
}

/// One search, shared by its field, its suggestions and the searched content.
@MainActor
@Observable
final class _SearchSession {
    // Set by the searchable view at each body run: not observed (the binding's value is the
    // app's state, observed where it is read).
    @ObservationIgnored var text: Binding<String> = .constant("")
    @ObservationIgnored var isPresented: Binding<Bool>?
    @ObservationIgnored var tokens: _SearchTokens?
    var isFocused = false
    /// Bumped to ask the field for the focus (Ctrl+F, `isPresented` set to true).
    var focusRequests = 0

    /// Whether a search is going on: the field focused or holding text.
    var isSearching: Bool { isFocused || !text.wrappedValue.isEmpty }

    func requestFocus() { focusRequests += 1 }

    func dismiss() {
        text.wrappedValue = ""
        isFocused = false
        isPresented?.wrappedValue = false
    }

    /// A suggestion was picked (`searchCompletion`): its text replaces the field's.
    func complete(_ completion: String) {
        text.wrappedValue = completion
    }
}

extension _SearchSession: Equatable {
    /// One session: compared by identity, as the environment keeps it.
    nonisolated static func == (a: _SearchSession, b: _SearchSession) -> Bool { a === b }
}

private struct SearchSessionKey: EnvironmentKey {
    static let defaultValue: _SearchSession? = nil
}

private struct DismissSearchKey: EnvironmentKey {
    static let defaultValue = DismissSearchAction(action: {})
}

extension EnvironmentValues {
    /// The search this view is in (its field, suggestions and content read it).
    var _searchSession: _SearchSession? {
        get { self[SearchSessionKey.self] }
        set { self[SearchSessionKey.self] = newValue }
    }

    /// Ends the search around this view.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
