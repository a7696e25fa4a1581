import Foundation
import Testing
import TintUI

/// `.searchable`: a field in the navigation level's toolbar that filters as the app says,
/// Ctrl+F to reach it, `isSearching`/`dismissSearch`, suggestions that complete, scopes and
/// tokens.
@MainActor
@Suite struct SearchableTests {
    static let fruits = ["apple", "apricot", "banana", "cherry"]

    final class Model: ObservableObject {
        @Published var query = ""
        @Published var presented = false
        @Published var scope = 0
        @Published var tokens: [Tag] = []
        var searchingSeen: [Bool] = []
    }

    struct Tag: Identifiable, Equatable {
        let id: String
    }

    struct Probe: View {
        let model: Model
        @Environment(\.isSearching) var isSearching
        @Environment(\.dismissSearch) var dismissSearch
        var body: some View {
            let _ = model.searchingSeen.append(isSearching)
            Button("Done") { dismissSearch() }.accessibilityIdentifier("done")
        }
    }

    struct Fruits: View {
        @ObservedObject var model: Model
        var placement: SearchFieldPlacement = .automatic
        var body: some View {
            NavigationStack {
                VStack {
                    Probe(model: model)
                    ForEach(SearchableTests.fruits.filter { model.query.isEmpty || $0.contains(model.query) }, id: \.self) { Text($0) }
                }
                .navigationTitle("Fruit")
                .searchable(text: $model.query, isPresented: $model.presented, placement: placement, prompt: "Find fruit")
                .searchSuggestions {
                    Text("cherry").searchCompletion("cherry").accessibilityIdentifier("suggest-cherry")
                }
                .searchScopes($model.scope) {
                    Text("All").tag(0)
                    Text("Red").tag(1)
                }
            }
        }
    }

    func start<V: View>(_ view: V) -> HeadlessHost {
        let host = HeadlessHost(rootView: view, width: 500, height: 300)
        host.renderFrame()
        host.renderFrame()
        return host
    }

    @Test func theFieldSitsInTheToolbarAndTypingFilters() throws {
        let model = Model()
        let host = start(Fruits(model: model))
        let field = try #require(host.frame(of: "search-field"))
        #expect(field.maxY <= 38, "in the navigation bar: \(field)")
        #expect(host.texts().contains("Find fruit"), "its prompt")
        #expect(model.searchingSeen.last == false)
        #expect(host.frame(of: "search-scopes") == nil, "scopes show while searching")
        host.tap("search-field")
        host.renderFrame()
        host.type("ap")
        host.renderFrame()
        #expect(model.query == "ap")
        #expect(host.texts().contains("apple") && host.texts().contains("apricot") && !host.texts().contains("banana"))
        #expect(model.searchingSeen.last == true, "isSearching inside")
        #expect(model.presented, "isPresented follows the search")
        #expect(host.frame(of: "search-scopes") != nil)
        // Dismissing ends it: text cleared, focus gone.
        host.tap("done")
        host.renderFrame()
        host.renderFrame()
        #expect(model.query == "")
        #expect(model.searchingSeen.last == false)
        #expect(!model.presented)
    }

    @Test func controlFFocusesTheFieldAndEscapeEndsTheSearch() throws {
        let model = Model()
        let host = start(Fruits(model: model))
        #expect(host.focusedIdentifier != "search-field")
        host.pressKey("F", control: true)
        host.renderFrame()
        host.renderFrame()
        #expect(host.focusedIdentifier == "search-field")
        host.type("ban")
        host.renderFrame()
        #expect(host.texts().contains("banana") && !host.texts().contains("apple"))
        host.pressKey("Escape")
        host.renderFrame()
        host.renderFrame()
        #expect(model.query == "")
        #expect(host.texts().contains("apple"))
    }

    @Test func aSuggestionCompletesTheField() throws {
        let model = Model()
        let host = start(Fruits(model: model))
        #expect(host.frame(of: "search-suggestions") == nil)
        host.tap("search-field")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "search-suggestions") != nil, "under the focused field")
        host.tap("suggest-cherry")
        host.renderFrame()
        #expect(model.query == "cherry")
    }

    @Test func settingIsPresentedFocusesTheField() throws {
        let model = Model()
        let host = start(Fruits(model: model))
        model.presented = true
        host.renderFrame()
        host.renderFrame()
        host.renderFrame()
        #expect(host.focusedIdentifier == "search-field")
    }

    @Test func aSidebarFieldSitsOverTheContent() throws {
        let model = Model()
        let host = start(Fruits(model: model, placement: .sidebar))
        let field = try #require(host.frame(of: "search-field"))
        #expect(field.minY > 38, "under the bar, over the content: \(field)")
    }

    struct Tokens: View {
        @ObservedObject var model: Model
        var body: some View {
            Text("content")
                .searchable(text: $model.query, tokens: $model.tokens) { tag in Text(tag.id) }
                .searchSuggestions { Text("#red").searchCompletion(Tag(id: "red")).accessibilityIdentifier("token-red") }
        }
    }

    @Test func tokensAreAddedBySuggestionsAndRemovedByDelete() throws {
        let model = Model()
        let host = start(Tokens(model: model))
        #expect(host.frame(of: "search-field") != nil, "outside navigation: over the view")
        host.tap("search-field")
        host.renderFrame()
        host.renderFrame()
        host.tap("token-red")
        host.renderFrame()
        #expect(model.tokens == [Tag(id: "red")])
        #expect(host.texts().contains("red"), "its chip")
        host.tap("search-field")
        host.renderFrame()
        host.pressKey("Backspace")
        host.renderFrame()
        #expect(model.tokens.isEmpty)
    }
}
