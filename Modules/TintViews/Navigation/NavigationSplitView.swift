/// Columns side by side, as SwiftUI's `NavigationSplitView` on macOS: a sidebar, an optional
/// content column, and a detail column that is a navigation stack. A `NavigationLink` in the
/// sidebar or content column shows its destination in the detail column (replacing what was
/// there); a `List(selection:)` in the sidebar drives the detail through its binding.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let visibility: Binding<NavigationSplitViewVisibility>?
    /// Which column shows when the view collapses to one: a desktop window never collapses it,
    /// so the binding is kept and never written.
    let preferredCompactColumn: Binding<NavigationSplitViewColumn>?
    @Environment(\._navigationSplitViewStyle) private var style

    /// What the sidebar's links put in the detail column.
    @State private var shownDetail: _PushedView?
    @State private var boards = _NavigationBoards()
    @State private var identity = _Identity()
    /// The columns shown when no binding says (View > Toggle Sidebar changes it).
    @State private var ownVisibility = NavigationSplitViewVisibility.automatic
    @Environment(\._windowCommands) private var windowCommands

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
        preferredCompactColumn = nil
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
        preferredCompactColumn = nil
    }

    /// A three-column split view with the column shown when it collapses to one.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
        self.preferredCompactColumn = preferredCompactColumn
    }

    /// A three-column split view with the column shown when it collapses to one.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
        self.preferredCompactColumn = preferredCompactColumn
    }

    public var body: some View {
        let destinations = boards.destinations
        let context = _NavigationContext(owner: ObjectIdentifier(identity), pushValue: { value in
            shownDetail = _PushedView(id: (shownDetail?.id ?? 0) + 1, view: AnyView(_NavigationDestinationView(value: value, destinations: destinations)))
        }, pushView: { view in
            shownDetail = _PushedView(id: (shownDetail?.id ?? 0) + 1, view: view)
        })
        let mode = visibility?.wrappedValue ?? ownVisibility
        // View > Toggle Sidebar (`SidebarCommands`) hides the leading columns or shows them
        // again, through the binding when there is one.
        let shown = visibility ?? $ownVisibility
        windowCommands?.register(.toggleSidebar, owner: identity) {
            shown.wrappedValue = shown.wrappedValue == .detailOnly ? .automatic : .detailOnly
        }
        let detailColumn = NavigationStack {
            if let shownDetail {
                shownDetail.view
            } else {
                detail
            }
        }
        // A new detail from the sidebar starts a new stack.
        .id(shownDetail?.id ?? 0)
        let commands = windowCommands, owner = identity
        return arranged(detailColumn, mode: mode, context: context)
            .onDisappear { commands?.unregister(owner: owner) }
    }

    /// The columns side by side; with `.prominentDetail`, the detail keeps the whole width and
    /// the leading columns lie over its leading edge.
    @ViewBuilder
    private func arranged<D: View>(_ detailColumn: D, mode: NavigationSplitViewVisibility, context: _NavigationContext) -> some View {
        if style.keepsDetailSize {
            ZStack(alignment: .leading) {
                detailColumn.frame(maxWidth: .infinity, maxHeight: .infinity)
                if mode != .detailOnly {
                    HStack(spacing: 0) { leadingColumns(mode: mode, context: context) }
                        .background(Color._barBackground)
                        .shadow(radius: 4)
                }
            }
        } else {
            HStack(spacing: 0) {
                if mode != .detailOnly { leadingColumns(mode: mode, context: context) }
                detailColumn
            }
        }
    }

    /// The sidebar and the content column (unless `.doubleColumn` hides it), each with its
    /// separator.
    @ViewBuilder
    private func leadingColumns(mode: NavigationSplitViewVisibility, context: _NavigationContext) -> some View {
        _BoardReader(boards.columnWidth("sidebar")) { widths in
            column(sidebar, id: "sidebar", context: context)
                .listStyle(.sidebar)
                .frame(width: widths.last ?? 190)
                .frame(maxHeight: .infinity)
                .background(Color._barBackground)
        }
        Color._separator.frame(width: 1)
        if Content.self != EmptyView.self, mode != .doubleColumn {
            _BoardReader(boards.columnWidth("content")) { widths in
                column(content, id: "content", context: context)
                    .frame(width: widths.last ?? 230)
                    .frame(maxHeight: .infinity)
            }
            Color._separator.frame(width: 1)
        }
    }

    private func column<V: View>(_ view: V, id: String, context: _NavigationContext) -> some View {
        view
            .environment(\._navigation, context)
            .environment(\._navigationDestinations, boards.destinations)
            .environment(\._navigationTitle, boards.title(id))
            .environment(\._navigationSubtitle, boards.subtitle(id))
            .environment(\._toolbar, boards.toolbar(id))
            .environment(\._columnWidth, boards.columnWidth(id))
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view with the column shown when it collapses to one.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn, sidebar: sidebar,
                  content: { EmptyView() }, detail: detail)
    }

    /// A two-column split view with the column shown when it collapses to one.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// A column of a split view, as SwiftUI's `NavigationSplitViewColumn`: the one shown on top when
/// the view collapses to one column (never, in a desktop window).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    let rawValue: Int
    public static let sidebar = NavigationSplitViewColumn(rawValue: 0)
    public static let content = NavigationSplitViewColumn(rawValue: 1)
    public static let detail = NavigationSplitViewColumn(rawValue: 2)
}

/// How a split view lays out its columns, as SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle {
    /// Whether the detail keeps its size as the leading columns show and hide (they lie over
    /// it), rather than making room for them.
    var _keepsDetailSize: Bool { get }
}

/// The platform's style: on macOS, balanced.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _keepsDetailSize: Bool { false }
}

/// Reduces the size of the detail content to make room when showing the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _keepsDetailSize: Bool { false }
}

/// Maintains the size of the detail content when hiding or showing the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    public var _keepsDetailSize: Bool { true }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

/// The split view style in the environment.
package struct _SplitViewStyleChoice: Equatable, Sendable {
    package var keepsDetailSize = false
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue = _SplitViewStyleChoice()
}

extension EnvironmentValues {
    package var _navigationSplitViewStyle: _SplitViewStyleChoice {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for navigation split views within this view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\._navigationSplitViewStyle, _SplitViewStyleChoice(keepsDetailSize: style._keepsDetailSize))
    }
}

/// Which columns of a split view show, as SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let automatic = NavigationSplitViewVisibility(rawValue: 0)
    public static let all = NavigationSplitViewVisibility(rawValue: 1)
    public static let doubleColumn = NavigationSplitViewVisibility(rawValue: 2)
    public static let detailOnly = NavigationSplitViewVisibility(rawValue: 3)
}

/// The deprecated navigation container most code still uses, as SwiftUI's `NavigationView`
/// on macOS: one view makes a navigation stack; two or three make a split view (sidebar,
/// optional content, detail), whose sidebar links show in the detail column.
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\._navigationViewStack) private var isStack

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let items = _ViewList(content).items
        if isStack, let first = items.first {
            // `.navigationViewStyle(.stack)`: the first view is the root of a stack; links push.
            NavigationStack { first.view }
        } else if items.count >= 3 {
            NavigationSplitView(sidebar: { items[0].view }, content: { items[1].view }, detail: { items[items.count - 1].view })
        } else if items.count == 2 {
            NavigationSplitView(sidebar: { items[0].view }, detail: { items[1].view })
        } else {
            NavigationStack { content }
        }
    }
}

private struct ColumnWidthKey: EnvironmentKey {
    static let defaultValue: _Board<CGFloat>? = nil
}

extension EnvironmentValues {
    /// Where `.navigationSplitViewColumnWidth` posts: the width of the column the view is in.
    package var _columnWidth: _Board<CGFloat>? {
        get { self[ColumnWidthKey.self] }
        set { self[ColumnWidthKey.self] = newValue }
    }
}

extension View {
    /// Sets the width of the split view column this view is in.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_BoardPostModifier(board: \._columnWidth, value: LayoutInput.length(width as CGFloat, name: "navigationSplitViewColumnWidth") as CGFloat))
    }

    /// Sets the width of the split view column this view is in to `ideal` (Tint's columns do not
    /// resize, so the bounds are kept for source compatibility).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        navigationSplitViewColumnWidth(ideal)
    }
}

/// How a `NavigationView` lays out its views, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle: Sendable {
    /// Whether the views make one stack (`.stack`) rather than columns.
    var _isStack: Bool { get }
}

/// The platform's: columns for two or three views, a stack for one (`DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {}; public var _isStack: Bool { false } }
/// One view at a time, the first at the root (`StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {}; public var _isStack: Bool { true } }
/// A sidebar and a detail (`DoubleColumnNavigationViewStyle`).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {}; public var _isStack: Bool { false } }
/// Columns, macOS's (`ColumnNavigationViewStyle`).
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {}; public var _isStack: Bool { false } }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle { public static var columns: ColumnNavigationViewStyle { .init() } }

private struct NavigationViewStackKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    package var _navigationViewStack: Bool {
        get { self[NavigationViewStackKey.self] }
        set { self[NavigationViewStackKey.self] = newValue }
    }
}

extension View {
    /// Sets how the navigation views here lay out their views.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\._navigationViewStack, style._isStack)
    }
}
