import TintBoxes

/// Views shown one at a time, chosen by tabs, as SwiftUI's `TabView` on macOS: a segmented row
/// of the children's `.tabItem` labels (titles only, as macOS shows them) above the selected
/// child. Each child is known by its `.tag` (else by its position); the selection is the
/// binding's value, or the first tab. Tabs not shown keep their state.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?
    @Environment(\._tabViewPaging) private var paging
    @Environment(\._pageIndexBackground) private var indexBackground
    @Environment(\._interfaceIdiom) private var idiom

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let items = _ViewList(content).items
        let tags = items.map { $0.traits.tag ?? AnyHashable($0.id) }
        let current = currentTag(tags)
        if let paging {
            pages(items, tags: tags, current: current, paging: paging)
        } else if idiom == .pad {
            tabBar(items, tags: tags, current: current)
        } else {
            tabs(items, tags: tags, current: current)
        }
    }

    /// `.tabViewStyle(.page)`: one page at a time, filling the view, with a dot per page at the
    /// bottom; a click on a dot shows its page (a desktop has no swipe between pages).
    private func pages(_ items: [_ViewListItem], tags: [AnyHashable], current: AnyHashable?, paging: PageTabViewStyle.IndexDisplayMode) -> some View {
        let showsDots = paging == .always || (paging == .automatic && items.count > 1)
        return _ViewSwitcher(items: zip(tags, items).map { (id: $0, view: $1.view) }, shown: current)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .bottom) {
                if showsDots {
                    HStack(spacing: 8) {
                        ForEach(Array(tags.enumerated()), id: \.offset) { offset, tag in
                            Circle().fill(tag == current ? Color.primary : Color.secondary.opacity(0.5))
                                .frame(width: 7, height: 7)
                                .padding(2)
                                .onTapGesture { choose(tag) }
                                .accessibilityIdentifier("page-dot-\(offset)")
                                ._accessibility { mark in
                                    mark.role = .pageTab
                                    mark.label = "Page \(offset + 1) of \(tags.count)"
                                    mark.isSelected = tag == current
                                }
                        }
                    }
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background { if indexBackground { Capsule().fill(Color._segmentTrough) } }
                    .padding(.bottom, 8)
                }
            }
    }

    private func tabs(_ items: [_ViewListItem], tags: [AnyHashable], current: AnyHashable?) -> some View {
        VStack(spacing: 0) {
            HStack(spacing: 2) {
                ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                    _TabButton(label: item.traits.tabItem ?? AnyView(Text("Tab \(offset + 1)")), isSelected: tags[offset] == current,
                               select: { choose(tags[offset]) })
                }
            }
            .padding(2)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color._segmentTrough))
            ._accessibility { $0.asPageTabList() }
            .padding(.vertical, 8)
            _ViewSwitcher(items: zip(tags, items).map { (id: $0, view: $1.view) }, shown: current)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    /// The iPad idiom's tab bar: along the bottom, each tab's icon over its title, the
    /// selected one in the accent colour, the tabs sharing the width.
    private func tabBar(_ items: [_ViewListItem], tags: [AnyHashable], current: AnyHashable?) -> some View {
        VStack(spacing: 0) {
            _ViewSwitcher(items: zip(tags, items).map { (id: $0, view: $1.view) }, shown: current)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            HStack(spacing: 0) {
                ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                    _BarTabButton(label: item.traits.tabItem ?? AnyView(Text("Tab \(offset + 1)")), isSelected: tags[offset] == current,
                                  select: { choose(tags[offset]) })
                }
            }
            .frame(height: 50)
            .background(Color._barBackground)
            .overlay(alignment: .top) { Rectangle().fill(Color._separator).frame(height: 1) }
            ._accessibility { $0.asPageTabList() }
            .accessibilityIdentifier("tab-bar")
        }
    }

    private func currentTag(_ tags: [AnyHashable]) -> AnyHashable? {
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            if tags.contains(value) { return value }
            if !tags.isEmpty {
                RuntimeWarnings.emit("TabView: the selection \(selection.wrappedValue) matches no tab's tag; no tab is shown", fix: "tag a tab with the selection's value, or set the selection to a tab's tag")
            }
            return nil
        }
        if let ownSelection, tags.contains(ownSelection) { return ownSelection }
        return tags.first
    }

    private func choose(_ tag: AnyHashable) {
        guard let selection else {
            ownSelection = tag
            return
        }
        guard let value = tag.base as? SelectionValue else {
            RuntimeWarnings.emit("TabView: the tab's tag \(tag.base) is not a \(SelectionValue.self), the selection's type; the tab cannot be selected", fix: "tag the tabs with values of \(SelectionValue.self)")
            return
        }
        selection.wrappedValue = value
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// One segment of a tab bar.
struct _TabButton: View {
    let label: AnyView
    let isSelected: Bool
    @DiffIgnored var select: @MainActor () -> Void

    var body: some View {
        label
            .labelStyle(.titleOnly)
            .padding(.horizontal, 12)
            .padding(.vertical, 3)
            .background {
                if isSelected { RoundedRectangle(cornerRadius: 5).fill(Color._selectedSegment) }
            }
            .onTapGesture { select() }
            ._accessibility { $0.asPageTab(selected: isSelected) }
    }
}

/// One tab of the iPad idiom's bar: its icon over its title, in the accent colour when chosen.
struct _BarTabButton: View {
    let label: AnyView
    let isSelected: Bool
    @DiffIgnored var select: @MainActor () -> Void

    var body: some View {
        label
            .labelStyle(_BarTabLabelStyle())
            .foregroundStyle(isSelected ? Color.accentColor : Color._disabledText)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { select() }
            ._accessibility { $0.asPageTab(selected: isSelected) }
    }
}

extension AccessibilityMark {
    /// A tab bar as a reader's list of tabs.
    mutating func asPageTabList() {
        role = .pageTabList
        children = .contain
    }

    /// A tab: a reader's page tab, selected while its page shows.
    mutating func asPageTab(selected: Bool) {
        role = .pageTab
        isSelected = selected
    }
}

/// A tab bar item's label: the icon, then the title in small type under it.
struct _BarTabLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.title3)
            configuration.title.font(.caption2)
        }
    }
}

/// How a `TabView` shows its views, as SwiftUI's `TabViewStyle`: a row of tabs (`.automatic`,
/// and the desktop's `.tabBarOnly`, `.sidebarAdaptable`, `.grouped`), or pages (`.page`).
public protocol TabViewStyle: Sendable {
    /// The page index's display, for a paged style; `nil` for tabs.
    var _paging: PageTabViewStyle.IndexDisplayMode? { get }
}

/// The platform's tab view: a row of tabs above the selected view (`DefaultTabViewStyle`).
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var _paging: PageTabViewStyle.IndexDisplayMode? { nil } }
/// Tabs only, never a sidebar (`TabBarOnlyTabViewStyle`).
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {}; public var _paging: PageTabViewStyle.IndexDisplayMode? { nil } }
/// Tabs that may become a sidebar (`SidebarAdaptableTabViewStyle`; Tint shows the tabs).
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {}; public var _paging: PageTabViewStyle.IndexDisplayMode? { nil } }
/// macOS's grouped tabs (`GroupedTabViewStyle`).
public struct GroupedTabViewStyle: TabViewStyle { public init() {}; public var _paging: PageTabViewStyle.IndexDisplayMode? { nil } }

/// Pages shown one at a time with a dot for each, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Hashable, Sendable {
        /// When there is more than one page.
        case automatic
        case always
        case never
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _paging: IndexDisplayMode? { indexDisplayMode }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() } }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle { public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() } }
extension TabViewStyle where Self == GroupedTabViewStyle { public static var grouped: GroupedTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { .init(indexDisplayMode: indexDisplayMode) }
}

/// How a paged tab view draws its dots, as SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle: Sendable {
    /// Whether the dots sit on a background.
    var _hasBackground: Bool { get }
}

/// The dots of a paged tab view, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public enum BackgroundDisplayMode: Hashable, Sendable {
        case automatic, interactive, always, never
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    public var _hasBackground: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewPagingKey: EnvironmentKey {
    static let defaultValue: PageTabViewStyle.IndexDisplayMode? = nil
}

private struct PageIndexBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    package var _tabViewPaging: PageTabViewStyle.IndexDisplayMode? {
        get { self[TabViewPagingKey.self] }
        set { self[TabViewPagingKey.self] = newValue }
    }

    package var _pageIndexBackground: Bool {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views here show their views.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\._tabViewPaging, style._paging)
    }

    /// Sets how the paged tab views here draw their dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        environment(\._pageIndexBackground, style._hasBackground)
    }
}
