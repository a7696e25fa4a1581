import Foundation

/// What `.searchSuggestions` gives a search: its views, and where they are hidden.
struct _SearchSuggestions {
    let view: AnyView
    var hidden: SearchSuggestionsPlacement.Set = []
}

/// What `.searchScopes` gives a search: its picker, and when it shows.
struct _SearchScopes {
    let view: AnyView
    let activation: SearchScopeActivation
}

/// `.searchable`: a search field in the toolbar of the navigation level (or over the view, for
/// `.sidebar` or outside a navigation container), and the search's state for the content:
/// `isSearching`, `dismissSearch`, its suggestions and scopes.
struct _SearchableModifier: ViewModifier {
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: Text?
    /// The tokens' chips, and how a suggestion adds one; nil without tokens.
    let tokens: _SearchTokens?
    @State private var session = _SearchSession()
    @State private var innerSuggestions = _Board<_SearchSuggestions>()
    @State private var innerScopes = _Board<_SearchScopes>()
    @Environment(\._toolbar) private var toolbar
    @Environment(\._searchSuggestionsAround) private var outerSuggestions
    @Environment(\._searchScopesAround) private var outerScopes

    func body(content: Content) -> some View {
        let session = self.session
        session.text = text
        session.isPresented = isPresented
        session.tokens = tokens
        // Read here so that the body runs again when the search starts or ends.
        let searching = session.isSearching, focused = session.isFocused, typed = !session.text.wrappedValue.isEmpty
        let suggestions = innerSuggestions, scopes = innerScopes, outerSuggestions = outerSuggestions, outerScopes = outerScopes
        let inToolbar = toolbar != nil && placement != .sidebar
        let field = _BoardReader(suggestions) { posts in
            _SearchField(session: session, prompt: prompt, suggestions: posts.last ?? outerSuggestions)
        }
        let searched = content
            .environment(\.isSearching, searching)
            .environment(\.dismissSearch, DismissSearchAction { session.dismiss() })
            .environment(\._searchSession, session)
            .environment(\._searchSuggestionBoard, suggestions)
            .environment(\._searchScopeBoard, scopes)
        return _BoardReader(scopes) { posts in
            let shown = (posts.last ?? outerScopes).flatMap {
                _SearchableModifier.showsScopes($0.activation, searching: searching, focused: focused, typed: typed) ? $0 : nil
            }
            VStack(spacing: 0) {
                if !inToolbar {
                    field.padding(8)
                }
                if let shown {
                    shown.view.padding(.vertical, 6).frame(maxWidth: .infinity).background(Color._barBackground)
                        .accessibilityIdentifier("search-scopes")
                }
                searched
            }
            // With its scope bar, the search fills the level, the bar along its top.
            .frame(maxWidth: shown == nil ? nil : .infinity, maxHeight: shown == nil ? nil : .infinity, alignment: .top)
        }
        .modifier(_BoardPostModifier(board: \._toolbar, value: inToolbar ? [_ToolbarEntry(placement: .primaryAction, view: AnyView(field))] : nil))
        .onChange(of: isPresented?.wrappedValue) { _, shown in
            if shown == true, !session.isFocused { session.requestFocus() }
            if shown == false, session.isFocused { session.isFocused = false }
        }
    }

    nonisolated static func showsScopes(_ activation: SearchScopeActivation, searching: Bool, focused: Bool, typed: Bool) -> Bool {
        switch activation {
        case .onTextEntry: typed
        case .onSearchPresentation: focused || typed
        default: searching
        }
    }
}

/// A search's tokens: their chips, and how to remove the last or add one.
struct _SearchTokens {
    let chips: AnyView
    let removeLast: @MainActor () -> Void
    let add: @MainActor (Any) -> Void
    let isEmpty: Bool
}

/// The search field: a magnifying glass, the tokens, the text and a clear button; its
/// suggestions in a list under it while it has the focus. Ctrl+F (Command-F on a Mac) gives it
/// the focus, Escape ends the search.
struct _SearchField: View {
    let session: _SearchSession
    let prompt: Text?
    let suggestions: _SearchSuggestions?
    @FocusState private var focused: Bool

    var body: some View {
        let session = self.session, focus = $focused
        let showsSuggestions = focused && suggestions.map { !$0.hidden.contains(.menu) } == true
        HStack(spacing: 4) {
            Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
            if let tokens = session.tokens { tokens.chips }
            TextField("Search", text: session.text, prompt: prompt ?? Text("Search"))
                .textFieldStyle(.plain)
                .focused($focused)
                .accessibilityIdentifier("search-field")
                .onKeyPress(.escape) {
                    session.dismiss()
                    return .handled
                }
                .onKeyPress(.delete) {
                    guard session.text.wrappedValue.isEmpty, let tokens = session.tokens, !tokens.isEmpty else { return .ignored }
                    tokens.removeLast()
                    return .handled
                }
            if !session.text.wrappedValue.isEmpty {
                Button { session.text.wrappedValue = "" } label: { Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary) }
                    .buttonStyle(.plain)
                    .accessibilityIdentifier("search-clear")
            }
        }
        .padding(.horizontal, 6)
        .frame(width: 200, height: 24)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color._cardBackground))
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color._separator, lineWidth: 1))
        .overlay(alignment: .topLeading) {
            if showsSuggestions, let suggestions {
                VStack(alignment: .leading, spacing: 2) { suggestions.view }
                    .padding(6)
                    .frame(width: 200, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 6).fill(Color._cardBackground))
                    .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color._separator, lineWidth: 1))
                    .environment(\._searchSession, session)
                    .alignmentGuide(.top) { $0[.top] - 28 }
                    .accessibilityIdentifier("search-suggestions")
            }
        }
        .zIndex(showsSuggestions ? 1 : 0)
        .background(alignment: .topLeading) {
            // The focus state set at once (a request through the session lands a frame later).
            _KeyCommand("f", modifiers: .command) { focus.wrappedValue = true }
        }
        .onChange(of: session.focusRequests) { focused = true }
        .onChange(of: focused) { _, now in
            session.isFocused = now
            if now { session.isPresented?.wrappedValue = true }
        }
        .onChange(of: session.isFocused) { _, now in if !now { focused = false } }
    }
}

private struct SearchSuggestionBoardKey: EnvironmentKey { static let defaultValue: _Board<_SearchSuggestions>? = nil }
private struct SearchScopeBoardKey: EnvironmentKey { static let defaultValue: _Board<_SearchScopes>? = nil }
private struct SearchSuggestionsAroundKey: EnvironmentKey { static let defaultValue: _SearchSuggestions? = nil }
private struct SearchScopesAroundKey: EnvironmentKey { static let defaultValue: _SearchScopes? = nil }

extension EnvironmentValues {
    /// Where `.searchSuggestions` inside a searchable view posts.
    var _searchSuggestionBoard: _Board<_SearchSuggestions>? {
        get { self[SearchSuggestionBoardKey.self] }
        set { self[SearchSuggestionBoardKey.self] = newValue }
    }

    var _searchScopeBoard: _Board<_SearchScopes>? {
        get { self[SearchScopeBoardKey.self] }
        set { self[SearchScopeBoardKey.self] = newValue }
    }

    /// `.searchSuggestions` applied around a searchable view.
    var _searchSuggestionsAround: _SearchSuggestions? {
        get { self[SearchSuggestionsAroundKey.self] }
        set { self[SearchSuggestionsAroundKey.self] = newValue }
    }

    var _searchScopesAround: _SearchScopes? {
        get { self[SearchScopesAroundKey.self] }
        set { self[SearchScopesAroundKey.self] = newValue }
    }
}

/// `.searchCompletion`: picking the suggestion puts its text in the field (or adds its token).
struct _SearchCompletionModifier: ViewModifier {
    let complete: @MainActor (_SearchSession) -> Void
    @Environment(\._searchSession) private var session

    func body(content: Content) -> some View {
        let session = session, complete = complete
        return content
            .frame(maxWidth: .infinity, alignment: .leading)
            .contentShape(Rectangle())
            .onTapGesture { if let session { complete(session) } }
    }
}
