/// An empty state, as SwiftUI's `ContentUnavailableView`: a large symbol over a title, a
/// description and actions, centred in all the space it is offered (a list with no rows, a
/// search with no results).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    var label: Label
    var description: Description
    var actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            heading
            description
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
                .padding(.top, 4)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    /// A `Label` shows its icon large over its title, as SwiftUI's does here; any other view
    /// shows as it is, in the title's font.
    @ViewBuilder private var heading: some View {
        if let standard = label as? TintViews.Label<Text, Image> ?? (label as? SearchUnavailableContent.Label)?.label {
            VStack(spacing: 10) {
                standard.icon
                    .font(.system(size: 44))
                    .foregroundStyle(.secondary)
                standard.title
                    .font(.title2)
                    .bold()
                    .multilineTextAlignment(.center)
            }
        } else {
            label
                .font(.title2)
        }
    }
}

extension ContentUnavailableView where Label == TintViews.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` under the system symbol `name`, with an optional
    /// description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { TintViews.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// The same, with a title that is not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { TintViews.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    /// An empty state titled `title` under the image `name` from the app's resources.
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { TintViews.Label(title: { Text(title) }, icon: { Image(name) }) }, description: { description })
    }
}

/// The pieces of the empty state a search with no results shows (`ContentUnavailableView.search`).
public enum SearchUnavailableContent {
    /// "No Results", or "No Results for “text”", under a magnifying glass.
    public struct Label: View {
        let text: String?
        var label: TintViews.Label<Text, Image> {
            TintViews.Label(title: { Text(text.map { "No Results for “\($0)”" } ?? "No Results") }, icon: { Image(systemName: "magnifyingglass") })
        }
        public var body: some View { label }
    }

    /// The advice under the title.
    public struct Description: View {
        public var body: some View {
            Text("Check the spelling or try a new search.")
        }
    }

    /// No actions.
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// The empty state of a search with no results.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        search(text: nil)
    }

    /// The empty state of a search for `text` with no results (no text: the plain title).
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        search(text: Optional(text))
    }

    private static func search(text: String?) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, SearchUnavailableContent.Actions> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text?.isEmpty == true ? nil : text) },
                               description: { SearchUnavailableContent.Description() }, actions: { SearchUnavailableContent.Actions() })
    }
}
