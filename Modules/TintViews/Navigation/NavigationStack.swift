/// A stack of views with a bar on top, as SwiftUI's `NavigationStack`: the root, and a level
/// for each value on its path (shown by the `.navigationDestination` declared for its type)
/// or view pushed by a `NavigationLink(destination:)`. Only the top level shows; the levels
/// beneath keep their state while they stay on the stack and lose it when popped. The bar
/// shows the top level's `.navigationTitle`, a back button, and its `.toolbar` items.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: _PathBinding?

    @State private var ownPath: [AnyHashable] = []
    /// Views pushed by `NavigationLink(destination:)`, above the path's values.
    @State private var pushedViews: [_PushedView] = []
    @State private var boards = _NavigationBoards()
    @State private var identity = _Identity()

    init(path: _PathBinding?, root: Root) {
        self.path = path
        self.root = root
    }

    public var body: some View {
        let values = path?.get() ?? ownPath
        let levels = _NavigationLevels(values: values, views: pushedViews)
        let boards = self.boards
        boards.keep(Set(levels.ids + [_NavigationLevels.rootID]))
        let top = levels.ids.last ?? _NavigationLevels.rootID
        let context = _NavigationContext(owner: ObjectIdentifier(identity), pushValue: push, pushView: { view in
            pushedViews.append(_PushedView(id: (pushedViews.map(\.id).max() ?? 0) + 1, view: view))
        })
        var items: [(id: AnyHashable, view: AnyView)] = [(_NavigationLevels.rootID, AnyView(level(root, id: _NavigationLevels.rootID, depth: 0)))]
        for (offset, entry) in levels.entries.enumerated() {
            let view: AnyView = switch entry.content {
            case .value(let value): AnyView(_NavigationDestinationView(value: value, destinations: boards.destinations))
            case .view(let view): view
            }
            items.append((entry.id, AnyView(level(view, id: entry.id, depth: offset + 1))))
        }
        return VStack(spacing: 0) {
            _NavigationBar(title: boards.title(top), subtitle: boards.subtitle(top), document: boards.document(top), toolbar: boards.toolbar(top), canGoBack: !levels.ids.isEmpty, back: { pop(to: levels.ids.count - 1) })
            _ViewSwitcher(items: items, shown: top, buildsAll: true)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .environment(\._navigation, context)
        .environment(\._navigationDestinations, boards.destinations)
    }

    /// A level's view in its own environment: its title and toolbar boards, and a `dismiss`
    /// that pops it.
    private func level<V: View>(_ view: V, id: AnyHashable, depth: Int) -> some View {
        view
            .environment(\._navigationTitle, boards.title(id))
            .environment(\._navigationSubtitle, boards.subtitle(id))
            .environment(\._navigationDocument, boards.document(id))
            .environment(\._toolbar, boards.toolbar(id))
            .environment(\.dismiss, depth == 0 ? DismissAction(id: nil) {} : DismissAction(id: id) { pop(to: depth - 1) })
    }

    private func push(_ value: AnyHashable) {
        if let path {
            path.set(path.get() + [value])
        } else {
            ownPath.append(value)
        }
    }

    /// Pops every level above `depth` (0: back to the root).
    private func pop(to depth: Int) {
        let values = path?.get() ?? ownPath
        let keptViews = Swift.max(0, depth - values.count)
        if pushedViews.count > keptViews { pushedViews.removeLast(pushedViews.count - keptViews) }
        let keptValues = Swift.min(depth, values.count)
        guard keptValues < values.count else { return }
        let kept = Array(values.prefix(keptValues))
        if let path { path.set(kept) } else { ownPath = kept }
    }
}

/// A stack's identity, for the context its links push through.
final class _Identity: Sendable {
    nonisolated init() {}
}

/// A view pushed by `NavigationLink(destination:)`.
struct _PushedView {
    let id: Int
    let view: AnyView
}

/// The levels above a stack's root: its path's values, then the views pushed by links.
struct _NavigationLevels {
    static var rootID: AnyHashable { "root" }

    enum Content {
        case value(AnyHashable)
        case view(AnyView)
    }

    struct Entry {
        let id: AnyHashable
        let content: Content
    }

    let entries: [Entry]
    var ids: [AnyHashable] { entries.map(\.id) }

    /// A value's level is known by its position and value: a different value at a depth is a
    /// new level, with fresh state.
    init(values: [AnyHashable], views: [_PushedView]) {
        var entries = values.enumerated().map { Entry(id: ["value", AnyHashable($0.offset), $0.element] as [AnyHashable], content: .value($0.element)) }
        entries += views.map { Entry(id: ["view", AnyHashable($0.id)] as [AnyHashable], content: .view($0.view)) }
        self.entries = entries
    }
}

/// A stack's path: a binding to a collection of values or to a `NavigationPath`, read and
/// written as a list of values.
@MainActor
struct _PathBinding {
    let get: @MainActor () -> [AnyHashable]
    let set: @MainActor ([AnyHashable]) -> Void
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.init(path: nil, root: root())
    }

    /// A stack whose path is `path`: appending to it pushes, removing pops.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(path: _PathBinding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 }), root: root())
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose path is a collection of values of one type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(path: _PathBinding(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in
                let typed = values.compactMap { $0.base as? Data.Element }
                if typed.count != values.count {
                    RuntimeWarnings.emit("NavigationStack: a value pushed onto a path of \(Data.Element.self) is of another type; it is dropped", fix: "push values of \(Data.Element.self), or bind the stack to a NavigationPath to push several types")
                }
                path.wrappedValue = Data(typed)
            }), root: root())
    }
}
