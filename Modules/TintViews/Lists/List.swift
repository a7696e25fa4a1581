import Foundation

/// Rows in a scrolling column, as SwiftUI's `List`: static rows, `Section`s with headers and
/// footers, or rows built from data (`ForEach`, `List(data)`), optionally selectable.
///
/// Rows from data are built lazily, as a `LazyVStack` builds them: only those in view (and a
/// few around) exist, so a list of 100,000 rows opens and scrolls at the cost of one screen.
/// Clicking a row selects it; Shift extends the selection (a `Set` selection), Ctrl toggles the
/// row; Up and Down move the selection (Shift extends it); Delete deletes the selected rows
/// through `.onDelete`. The style (`.listStyle`) decides insets, separators, the selection's
/// shape and alternating backgrounds, as on macOS.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: _ListSelection<SelectionValue>?

    @Environment(\._listRowSpacing) private var rowSpacing
    @Environment(\._listStyle) private var listStyle
    @Environment(\._interfaceIdiom) private var idiom
    @Environment(\._alternatingRows) private var alternatingRows
    @Environment(\._selectionMenu) private var selectionMenu
    @Environment(\.scrollBehavior.contentBackground) private var contentBackground
    /// Where a Shift-click or Shift-arrow extends the selection from.
    @State private var anchor: AnyHashable?
    /// The latest rows, for the rows' actions: a row skipped as equal keeps the actions it was
    /// built with, so they reach the rows through this, never through a copy of old data.
    @State private var state = _ListState()
    /// The values of an outline (`List(data, children:)`) shown expanded, by id.
    @State private var expanded: Set<AnyHashable> = []

    init(selection: _ListSelection<SelectionValue>?, content: Content) {
        self.selection = selection
        self.content = content
    }

    /// The list's style in the app's idiom, its rows alternating as `alternatingRowBackgrounds`
    /// says when set.
    private var style: _ListStyleKind {
        let style = listStyle.resolved(for: idiom)
        guard let alternates = alternatingRows.alternates else { return style }
        return _ListStyleKind(base: style.base, alternatesRowBackgrounds: alternates)
    }

    public var body: some View {
        let state = self.state
        let rows: AnyView
        if let source = content as? any _ListRowSource {
            // The wrapper after the row mover: it hands the rows their drag only when one is set.
            state.moveRow = source._rowMover(nil)
            let wrapper = self.wrapper
            state.tags = { source._listTags(wrapper) }
            state.delete = source._deleteAction.map { delete in
                { selected in
                    let all = source._listTags(wrapper)
                    let deleted = selected.subtracting(source._keptOnDelete(selected))
                    delete(IndexSet(all.indices.filter { deleted.contains(all[$0]) }))
                }
            }
            rows = source._listRows(wrapper)
            // Checking costs a pass over the ids: done for lists of up to 10,000 rows.
            if source._listRowCount <= 10_000 { warnAboutSelection(notIn: state.tags) }
        } else {
            rows = staticRows(state)
            warnAboutSelection(notIn: state.tags)
        }
        return ScrollView {
            LazyVStack(alignment: .leading, spacing: rowSpacing ?? 0) {
                rows
            }
            .padding(.vertical, style.insetsRows ? 5 : 0)
            .padding(.bottom, style.groupsRowsInCards ? 20 : 0)
        }
        .background(contentBackground == .hidden ? Color.clear : style.background)
        // In the iPad idiom a large title is drawn on the list's background.
        .toolbarConfiguration(posts: idiom == .pad) { $0.contentBackground = contentBackground == .hidden ? Color._windowBackground : style.background }
        .overlay {
            if style.base == .bordered { Rectangle().stroke(Color._controlBorder, lineWidth: 1) }
        }
        .background(alignment: .topLeading) {
            if selection != nil { keyCommands }
        }
        // A reader's list: its rows are its items (section headers labels between them). A
        // table's rows are its own (the table is the element).
        ._accessibility { mark in
            guard style.base != .table else { return }
            mark.role = .list
            mark.children = .contain
        }
    }

    // MARK: Rows

    /// What each row is wrapped in: its style, selection and actions.
    private var wrapper: _ListRowWrapper {
        let selection = self.selection
        let anchor = $anchor
        let state = self.state
        let isSelected: @MainActor (AnyHashable) -> Bool = { tag in selection?.contains(tag) ?? false }
        var select: (@MainActor (AnyHashable, EventModifiers) -> Void)?
        if let selection {
            select = { tag, modifiers in selection.click(tag, modifiers: modifiers, anchor: anchor, tags: { state.tags() }) }
        }
        var move: (@MainActor (AnyHashable, Int) -> Void)?
        if state.moveRow != nil {
            move = { tag, rows in state.moveRow?(tag, rows) }
        }
        var actedOn: (@MainActor (AnyHashable) -> Set<AnyHashable>)?
        if selectionMenu != nil {
            actedOn = { tag in
                let selected = selection?.selectedTags ?? []
                return selected.contains(tag) ? selected : [tag]
            }
        }
        return _ListRowWrapper(style: style, isSelected: isSelected, select: select, move: move, outline: $expanded,
                               selectionMenu: selectionMenu, actedOn: actedOn, clicks: state.clicks)
    }

    private func staticRows(_ state: _ListState) -> AnyView {
        let items = _ViewList(content).items
        // Rows that cannot be selected are not stepped to with the arrows either.
        let tags = items.compactMap { $0.traits.isSectionPlaceholder || $0.traits.selectionDisabled ? nil : $0.traits.tag }
        state.tags = { tags }
        state.delete = { selected in
            // Each ForEach's delete action gets the offsets of its own selected rows; a row's
            // ForEach is where its path ends, less the element's id.
            var groups: [_ViewListID: (action: (IndexSet) -> Void, offsets: IndexSet)] = [:]
            var order: [_ViewListID] = []
            for item in items {
                guard let tag = item.traits.tag, selected.contains(tag), !item.traits.deleteDisabled, let action = item.traits.deleteAction,
                      let offset = item.traits.offsetInData else { continue }
                let owner = _ViewListID(path: Array(item.id.path.dropLast()))
                if groups[owner] == nil {
                    groups[owner] = (action, IndexSet())
                    order.append(owner)
                }
                groups[owner]?.offsets.insert(offset)
            }
            for owner in order { if let group = groups[owner] { group.action(group.offsets) } }
        }
        let movable = items.contains { $0.traits.moveAction != nil }
        state.moveRow = movable ? { tag, rows in
            guard let item = items.first(where: { $0.traits.tag == tag }), let action = item.traits.moveAction,
                  let offset = item.traits.offsetInData, let count = item.traits.dataCount else { return }
            action(IndexSet(integer: offset), _moveDestination(from: offset, by: rows, count: count))
        } : nil
        let wrapper = self.wrapper
        return AnyView(ForEach(_ListEntry.entries(for: items)) { entry in
            _ListEntryView(entry: entry, wrapper: wrapper)
        })
    }

    /// Selected values that match no row are shown nowhere: a warning names them, once for as
    /// long as the same values stay unmatched (every body run of the list would repeat it).
    private func warnAboutSelection(notIn tags: () -> [AnyHashable]) {
        guard let selected = selection?.selectedTags, !selected.isEmpty else {
            state.unmatchedSelection = []
            return
        }
        let missing = selected.subtracting(tags())
        guard missing != state.unmatchedSelection else { return }
        state.unmatchedSelection = missing
        guard !missing.isEmpty else { return }
        RuntimeWarnings.emit("List: the selection \(missing.map { "\($0.base)" }.sorted()) matches no row; no row shows it selected", fix: "tag a row with each selected value, or clear the selection")
    }

    // MARK: Keys

    @ViewBuilder private var keyCommands: some View {
        if let selection {
            let anchor = $anchor
            let state = self.state
            ZStack {
                _KeyCommand(.upArrow) { selection.step(-1, extending: false, anchor: anchor, tags: state.tags()) }
                _KeyCommand(.downArrow) { selection.step(1, extending: false, anchor: anchor, tags: state.tags()) }
                _KeyCommand(.upArrow, modifiers: .shift) { selection.step(-1, extending: true, anchor: anchor, tags: state.tags()) }
                _KeyCommand(.downArrow, modifiers: .shift) { selection.step(1, extending: true, anchor: anchor, tags: state.tags()) }
                _KeyCommand(.delete) { deleteSelection(selection, state) }
                _KeyCommand(.deleteForward) { deleteSelection(selection, state) }
            }
        }
    }

    private func deleteSelection(_ selection: _ListSelection<SelectionValue>, _ state: _ListState) {
        let selected = selection.selectedTags
        guard !selected.isEmpty, let delete = state.delete else { return }
        delete(selected)
        selection.clear()
    }
}

/// A list's latest rows, as its rows' actions and keys read them.
@MainActor
final class _ListState {
    /// Every row's tag, in order.
    var tags: () -> [AnyHashable] = { [] }
    /// Deletes the rows with these tags (`.onDelete`), if the rows can be deleted.
    var delete: ((Set<AnyHashable>) -> Void)?
    /// Moves the row with a tag by a number of rows (`.onMove`), if the rows can be moved.
    var moveRow: ((AnyHashable, Int) -> Void)?
    /// The selected values last warned about as matching no row.
    var unmatchedSelection: Set<AnyHashable> = []
    /// The last row click (double-clicks run a selection's primary action).
    let clicks = _RowClicks()

    nonisolated init() {}
}

extension List where SelectionValue == Never {
    /// A list of `content`'s rows, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content())
    }

    /// A list of a row per element of `data`, keyed by the elements' ids.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A list of a row per element of `data`, keyed by the id at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                            @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }

    /// A list of a row per offset of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping @MainActor (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// A list of a row per element of a binding to a collection, each row given a binding to
    /// its element. The closure type is not `@MainActor`, for the reason `ForEach`'s is not.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A list whose rows select one value at a time (`nil`: none).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .single($0) }, content: content())
    }

    /// A list whose rows select any set of values.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { .multiple($0) }, content: content())
    }

    /// A selectable list of a row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { .single($0) }, content: ForEach(data, content: rowContent))
    }

    /// The same, with a set selection.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                               @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection.map { .multiple($0) }, content: ForEach(data, content: rowContent))
    }

    /// A selectable list of a row per element of `data`, keyed by the id at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                                                            @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { .single($0) }, content: ForEach(data, id: id, content: rowContent))
    }

    /// The same, with a set selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                                                            @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection.map { .multiple($0) }, content: ForEach(data, id: id, content: rowContent))
    }
}
