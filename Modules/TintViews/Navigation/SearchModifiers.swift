import Foundation

extension View {
    /// Adds a search field for `text`: in the toolbar of the navigation level this view is in
    /// (over the view elsewhere, and for `.sidebar`). Ctrl+F gives it the focus.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: nil))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field whose presentation follows `isPresented`: true while it is searched in;
    /// setting it gives the field the focus, or ends the search.
    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, isPresented: isPresented, placement: placement, prompt: prompt, tokens: nil))
    }

    public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                           prompt: LocalizedStringKey) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                              prompt: S) -> some View {
        searchable(text: text, isPresented: isPresented, placement: placement, prompt: Text(prompt))
    }

    /// A search field with tokens before its text, each drawn by `token`; Delete in an empty
    /// field removes the last, and a suggestion's `searchCompletion(_:)` of a token adds one.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        let chips = AnyView(HStack(spacing: 3) {
            ForEach(Array(tokens.wrappedValue)) { element in
                token(element).font(.caption).padding(.horizontal, 5).padding(.vertical, 1)
                    .background(Capsule().fill(Color.accentColor.opacity(0.2)))
            }
        })
        let entry = _SearchTokens(chips: chips, removeLast: { if !tokens.wrappedValue.isEmpty { tokens.wrappedValue.removeLast() } },
                                  add: { if let element = $0 as? C.Element { tokens.wrappedValue.append(element) } },
                                  isEmpty: tokens.wrappedValue.isEmpty)
        return modifier(_SearchableModifier(text: text, isPresented: nil, placement: placement, prompt: prompt, tokens: entry))
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, tokens: tokens, placement: placement, prompt: Text(prompt), token: token)
    }

    /// The deprecated form with its suggestions in a closure.
    @available(*, deprecated, message: "Use the searchSuggestions(_:) modifier for providing suggestions.")
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// Suggestions for the search this view is in or around: shown in a list under the field
    /// while it has the focus; a suggestion with `searchCompletion` fills the field when picked.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        let entry = _SearchSuggestions(view: AnyView(suggestions()))
        return modifier(_BoardPostModifier(board: \._searchSuggestionBoard, value: entry))
            .environment(\._searchSuggestionsAround, entry)
    }

    /// Hides (or shows) the suggestions of the search this view is in, in `placements`.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        transformEnvironment(\._searchSuggestionsAround) { entry in
            guard var current = entry else { return }
            if visibility == .hidden { current.hidden.formUnion(placements) } else { current.hidden.subtract(placements) }
            entry = current
        }
    }

    /// Scopes for the search this view is in: a segmented picker of `scopes` (tagged with the
    /// values of `scope`) under the field while searching.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// Scopes shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S) -> some View {
        let picker = AnyView(Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden().fixedSize())
        let entry = _SearchScopes(view: picker, activation: activation)
        return modifier(_BoardPostModifier(board: \._searchScopeBoard, value: entry))
            .environment(\._searchScopesAround, entry)
    }

    /// Makes this suggestion put `completion` in the search field when picked.
    public func searchCompletion(_ completion: String) -> some View {
        modifier(_SearchCompletionModifier { $0.complete(completion) })
    }

    /// Makes this suggestion add `token` to the search's tokens when picked.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(_SearchCompletionModifier { session in
            session.tokens?.add(token)
            session.text.wrappedValue = ""
        })
    }
}
