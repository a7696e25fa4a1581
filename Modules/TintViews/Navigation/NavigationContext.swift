/// What a navigation container hands the views inside it: how a `NavigationLink` pushes, and
/// the boards that `.navigationDestination`, `.navigationTitle` and `.toolbar` post to.
package struct _NavigationContext: Equatable, @unchecked Sendable {
    /// The container; two contexts are equal when they push onto the same container.
    let owner: ObjectIdentifier
    let pushValue: @MainActor (AnyHashable) -> Void
    let pushView: @MainActor (AnyView) -> Void

    package static func == (a: _NavigationContext, b: _NavigationContext) -> Bool { a.owner == b.owner }
}

/// A `.navigationDestination(for:)`: builds the view for values of one type.
package struct _NavigationDestination {
    let type: Any.Type
    let make: @MainActor (AnyHashable) -> AnyView?
}

/// A toolbar item posted by `.toolbar`.
/// Public because the public `ToolbarContent` protocol's requirement returns it, as SwiftUI's
/// `ToolbarContent` carries underscored requirements; apps never spell it.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
    /// What a toolbar modifier says of the bar itself (`.toolbar(_:for:)`,
    /// `.toolbarBackground`...): an entry that shows nothing.
    var configuration: _ToolbarConfiguration? = nil
    /// A customizable item's identifier (`.toolbar(id:)`).
    var id: String? = nil
    /// The customizable toolbar the item is in (`.toolbar(id:)`'s identifier).
    var customization: String? = nil
    /// Whether a customizable item shows until the user hides it.
    var showsByDefault = true

    init(placement: ToolbarItemPlacement, view: AnyView, id: String? = nil) {
        self.placement = placement
        self.view = view
        self.id = id
    }

    @MainActor init(configuration: _ToolbarConfiguration) {
        placement = .automatic
        view = AnyView(EmptyView())
        self.configuration = configuration
    }
}

/// The boards of one navigation container, kept for its lifetime: destinations for the whole
/// container, and a title and toolbar board per level (each level's bar shows its own).
@MainActor
final class _NavigationBoards {
    let destinations = _Board<_NavigationDestination>()
    private var titles: [AnyHashable: _Board<Text>] = [:]
    private var subtitles: [AnyHashable: _Board<Text>] = [:]
    private var documents: [AnyHashable: _Board<URL>] = [:]
    private var toolbars: [AnyHashable: _Board<[_ToolbarEntry]>] = [:]
    private var columnWidths: [AnyHashable: _Board<CGFloat>] = [:]

    nonisolated init() {}

    func title(_ level: AnyHashable) -> _Board<Text> { Self.board(in: &titles, for: level) }
    func subtitle(_ level: AnyHashable) -> _Board<Text> { Self.board(in: &subtitles, for: level) }
    func document(_ level: AnyHashable) -> _Board<URL> { Self.board(in: &documents, for: level) }
    func toolbar(_ level: AnyHashable) -> _Board<[_ToolbarEntry]> { Self.board(in: &toolbars, for: level) }
    func columnWidth(_ column: AnyHashable) -> _Board<CGFloat> { Self.board(in: &columnWidths, for: column) }

    /// The board `boards` keeps for `key`, made the first time it is asked for.
    private static func board<V>(in boards: inout [AnyHashable: _Board<V>], for key: AnyHashable) -> _Board<V> {
        if let board = boards[key] { return board }
        let board = _Board<V>()
        boards[key] = board
        return board
    }

    /// Forgets the boards of levels that are gone.
    func keep(_ levels: Set<AnyHashable>) {
        titles = titles.filter { levels.contains($0.key) }
        subtitles = subtitles.filter { levels.contains($0.key) }
        documents = documents.filter { levels.contains($0.key) }
        toolbars = toolbars.filter { levels.contains($0.key) }
    }
}

private struct NavigationSubtitleKey: EnvironmentKey {
    static let defaultValue: _Board<Text>? = nil
}

private struct NavigationDocumentKey: EnvironmentKey {
    static let defaultValue: _Board<URL>? = nil
}

extension EnvironmentValues {
    /// Where `.navigationSubtitle` posts.
    package var _navigationSubtitle: _Board<Text>? {
        get { self[NavigationSubtitleKey.self] }
        set { self[NavigationSubtitleKey.self] = newValue }
    }

    /// Where `.navigationDocument` posts.
    package var _navigationDocument: _Board<URL>? {
        get { self[NavigationDocumentKey.self] }
        set { self[NavigationDocumentKey.self] = newValue }
    }
}

private struct NavigationContextKey: EnvironmentKey {
    static let defaultValue: _NavigationContext? = nil
}
private struct DestinationsKey: EnvironmentKey {
    static let defaultValue: _Board<_NavigationDestination>? = nil
}
private struct TitleKey: EnvironmentKey {
    static let defaultValue: _Board<Text>? = nil
}
private struct ToolbarKey: EnvironmentKey {
    static let defaultValue: _Board<[_ToolbarEntry]>? = nil
}

extension EnvironmentValues {
    /// The navigation container around the view, if any.
    package var _navigation: _NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
    /// Where `.navigationDestination` posts.
    package var _navigationDestinations: _Board<_NavigationDestination>? {
        get { self[DestinationsKey.self] }
        set { self[DestinationsKey.self] = newValue }
    }
    /// Where `.navigationTitle` posts: the bar of the level the view is in.
    package var _navigationTitle: _Board<Text>? {
        get { self[TitleKey.self] }
        set { self[TitleKey.self] = newValue }
    }
    /// Where `.toolbar` posts: the bar of the level the view is in.
    package var _toolbar: _Board<[_ToolbarEntry]>? {
        get { self[ToolbarKey.self] }
        set { self[ToolbarKey.self] = newValue }
    }
}

/// The view of a pushed value: the newest destination declared for its type, or a placeholder
/// with a warning naming the type (as SwiftUI does) when there is none.
package struct _NavigationDestinationView: View {
    let value: AnyHashable
    let destinations: _Board<_NavigationDestination>

    public var body: some View {
        _BoardReader(destinations) { registered in
            Self.resolve(value, registered)
        }
    }

    static func resolve(_ value: AnyHashable, _ registered: [_NavigationDestination]) -> AnyView {
        for destination in registered.reversed() {
            if let view = destination.make(value) { return view }
        }
        RuntimeWarnings.emit("A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link", fix: "add .navigationDestination(for: \(type(of: value.base)).self) inside the NavigationStack, on a view that stays while the link shows")
        return AnyView(
            VStack(spacing: 6) {
                Text("⚠︎").font(.title)
                Text("No destination for \(String(describing: type(of: value.base)))").foregroundColor(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
}

extension View {
    /// Declares the view shown when a value of type `data` is pushed onto the enclosing
    /// navigation stack (a `NavigationLink(value:)` or the stack's path).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        let entry = _NavigationDestination(type: D.self) { value in
            (value.base as? D).map { AnyView(destination($0)) }
        }
        return modifier(_BoardPostModifier(board: \._navigationDestinations, value: entry))
    }

    /// Sets the title of the navigation level this view is in, shown in its bar.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    /// Sets the title of the navigation level this view is in.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_BoardPostModifier(board: \._navigationTitle, value: title))
    }

    /// Sets the subtitle of the navigation level this view is in, shown under its title in the
    /// bar (macOS's window subtitle).
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(_BoardPostModifier(board: \._navigationSubtitle, value: subtitle))
    }

    /// Sets the subtitle from a localized string key.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// Sets the subtitle from a string.
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        navigationSubtitle(Text(subtitle))
    }

    /// Configures the view's document for purposes of navigation: the level stands for the
    /// file at `url`, whose name the bar shows when the level has no title of its own (as a
    /// macOS window shows its document's).
    public func navigationDocument(_ url: URL) -> some View {
        modifier(_BoardPostModifier(board: \._navigationDocument, value: url))
    }

    /// Sets the title from a binding (editable titles on iOS; shown as text here).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }
}

/// `.navigationDestination(isPresented:)`: pushes its destination while the binding is true.
package struct _PresentedDestinationModifier<Destination: View>: ViewModifier {
    @Binding var isPresented: Bool
    let destination: Destination
    @Environment(\._navigation) private var navigation
    @State private var pushed = false

    public func body(content: Content) -> some View {
        content.onChange(of: isPresented, initial: true) { _, shown in
            guard shown, !pushed else {
                if !shown { pushed = false }
                return
            }
            guard let navigation else {
                RuntimeWarnings.emit("navigationDestination(isPresented:) outside a navigation stack; nothing is pushed", fix: "put the view inside a NavigationStack")
                return
            }
            pushed = true
            let binding = $isPresented
            navigation.pushView(AnyView(destination.onDisappear { binding.wrappedValue = false }))
        }
    }
}

/// `.navigationDestination(item:)`: pushes the destination for the item while it is not nil.
struct _ItemDestinationModifier<D: Hashable, C: View>: ViewModifier {
    @Binding var item: D?
    let destination: @MainActor (D) -> C
    @Environment(\._navigation) private var navigation
    @State private var pushed: D?

    func body(content: Content) -> some View {
        content.onChange(of: item, initial: true) { _, value in
            guard let value else {
                pushed = nil
                return
            }
            // A level shows the item it was pushed for; another item pushes a level of its own.
            guard value != pushed else { return }
            guard let navigation else {
                RuntimeWarnings.emit("navigationDestination(item:) outside a navigation stack; nothing is pushed", fix: "put the view inside a NavigationStack")
                return
            }
            pushed = value
            let binding = $item
            navigation.pushView(AnyView(destination(value).onDisappear {
                if binding.wrappedValue == value { binding.wrappedValue = nil }
            }))
        }
    }
}

extension View {
    /// Pushes the view `destination` makes for `item` while the binding holds a value; popping
    /// it sets the binding back to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping @MainActor (D) -> C) -> some View {
        modifier(_ItemDestinationModifier(item: item, destination: destination))
    }

    /// Pushes `destination` onto the enclosing stack while `isPresented` is true; popping it
    /// sets the binding back to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(_PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}
