import TintBoxes

/// One row of a `List`: the row's view with the style's insets, its selection highlight,
/// alternating background and separator, selecting on click.
///
/// Compared like any view: a row whose content and selection are unchanged runs no body. The
/// click action is left out of the comparison: it selects the row's own tag through the list's
/// binding, which stays valid.
package struct _ListRow<Content: View>: View {
    let content: Content
    let isSelected: Bool
    let style: _ListStyleKind
    let alternate: Bool
    let separator: Bool
    var separatorTint: Color? = nil
    let insets: EdgeInsets?
    let background: AnyView?
    /// Where the row sits on its section's card, in the grouped styles (`nil` in the others).
    var card: _CardPlace? = nil
    /// The row's tag, naming its selection action in the environment.
    let rowID: AnyHashable?
    @DiffIgnored var select: (@MainActor (EventModifiers) -> Void)?
    /// Moves the row by a number of rows (`.onMove`): dragged up or down by whole row heights.
    @DiffIgnored var move: (@MainActor (Int) -> Void)?
    /// The selection's context menu for this row.
    @DiffIgnored var menu: (@MainActor () -> AnyView)? = nil

    @Environment(\.foregroundColor) private var foreground
    @Environment(\._tint) private var tint
    @Environment(\._listSectionSpacing) private var sectionSpacing

    public var body: some View {
        accessible
    }

    @ViewBuilder private var menuAttached: some View {
        if let menu {
            movable.contextMenu { menu() }
        } else {
            movable
        }
    }

    /// The row as a reader's list item: named by its texts, its controls inside it, selected
    /// with the list's selection. The mark goes down to the box taking the row's click, so a
    /// reader's click is the pointer's (and that box is not read as a button of its own).
    private var accessible: some View {
        menuAttached._accessibility { mark in
            mark.role = style.base == .table ? .tableRow : .listItem
            mark.children = .contain
            mark.isSelected = isSelected
            mark.describesChild = true
        }
    }

    @ViewBuilder private var movable: some View {
        // Only a movable row takes drags: the others leave them to the scroll view.
        if let move {
            chrome.gesture(DragGesture(minimumDistance: 6).onEnded { value in
                guard value.viewSize.height > 0 else { return }
                let rows = Int((value.translation.height / value.viewSize.height).rounded())
                if rows != 0 { move(rows) }
            })
        } else {
            chrome
        }
    }

    private var chrome: some View {
        let inset: CGFloat = style.insetsRows ? 10 : 0
        let margin = style.cardMargin
        // A card's separators start where its rows' content does and run to its edge.
        let separatorInsets = card == nil ? (inset + 8, inset + 8) : (margin + 16, margin)
        return _RowSeparatorLayout(leading: separatorInsets.0, trailing: separatorInsets.1) {
            if card != nil { cardRow } else { row(inset: inset) }
            if separator, !isSelected {
                (separatorTint ?? Color._separator).frame(height: 1)
            }
        }
        .modifier(_TapGestureModifier(count: 1, perform: .reading { event in select?(event.modifiers) }))
    }

    /// The row's content with its settings, insets (`standardInsets` unless the row sets its
    /// own), least height and text colour.
    private func filled(standardInsets: EdgeInsets, minHeight: CGFloat) -> some View {
        content
            .environment(\._isListRow, true)
            .environment(\._listRowSelect, select.map { select in _RowSelect(id: rowID, select: { select([]) }) })
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets ?? standardInsets)
            .frame(minHeight: minHeight)
            .foregroundColor(isSelected ? .white : foreground)
    }

    private func row(inset: CGFloat) -> some View {
        filled(standardInsets: EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8), minHeight: 24)
            .background { highlight }
            .padding(.horizontal, inset)
            .background { rowBackground }
    }

    /// A row of a grouped style: iOS's 44-point row on its section's card, the card's top
    /// corners rounded on its first row and its bottom ones on its last; the first row stands
    /// a section's space below what comes before unless a header does.
    private var cardRow: some View {
        let place = card ?? _CardPlace(isFirst: true, isLast: true, hasHeader: false)
        let radius = style.cardRadius
        let shape = UnevenRoundedRectangle(topLeadingRadius: place.isFirst ? radius : 0, bottomLeadingRadius: place.isLast ? radius : 0,
                                           bottomTrailingRadius: place.isLast ? radius : 0, topTrailingRadius: place.isFirst ? radius : 0)
        return filled(standardInsets: EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16), minHeight: 44)
            .background {
                if isSelected {
                    shape.fill(tint ?? .accentColor)
                } else if let background {
                    background.clipShape(shape)
                } else {
                    shape.fill(Color._cardBackground)
                }
            }
            .padding(.horizontal, style.cardMargin)
            .padding(.top, place.isFirst && !place.hasHeader ? sectionSpacing.length(standard: 20) : 0)
    }

    @ViewBuilder private var highlight: some View {
        if isSelected {
            if style.roundsSelection {
                RoundedRectangle(cornerRadius: 5).fill(tint ?? .accentColor)
            } else {
                tint ?? .accentColor
            }
        }
    }

    @ViewBuilder private var rowBackground: some View {
        if let background {
            background
        } else if alternate {
            Color._alternateRow
        }
    }
}

/// A section's header or footer in a `List`: on the grouped styles, iOS's small capitals in
/// line with the card's content (a footer's text as written).
package struct _ListSectionLabel: View {
    let content: AnyView
    let isHeader: Bool
    let style: _ListStyleKind
    @Environment(\._listSectionSpacing) private var sectionSpacing

    public var body: some View {
        if style.groupsRowsInCards {
            let leading = style.cardMargin + 16
            content
                .font(.footnote)
                .textCase(isHeader ? .uppercase : nil)
                .foregroundColor(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: isHeader ? sectionSpacing.length(standard: 20) : 6, leading: leading, bottom: isHeader ? 6 : 0, trailing: leading))
        } else {
            content
                .font(isHeader ? .system(size: 11, weight: .bold) : .caption)
                .foregroundColor(.secondary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(EdgeInsets(top: isHeader ? sectionSpacing.length(standard: 10) : 4, leading: style.insetsRows ? 18 : 8, bottom: 4, trailing: 8))
        }
    }
}

/// Where a row sits in its section, for the grouped styles' cards: the first row rounds the
/// card's top, the last its bottom and draws no separator.
package struct _CardPlace: Equatable, Sendable {
    let isFirst: Bool
    let isLast: Bool
    /// Whether the section has a header (which then stands the section's space above it).
    let hasHeader: Bool
}

/// What a list hands each row: its style, whether a tag is selected, and the click that
/// selects it.
@MainActor
package struct _ListRowWrapper {
    let style: _ListStyleKind
    let isSelected: @MainActor (AnyHashable) -> Bool
    let select: (@MainActor (AnyHashable, EventModifiers) -> Void)?
    let move: (@MainActor (AnyHashable, Int) -> Void)?
    /// The ids of the outline values shown expanded (`OutlineGroup` rows), when the list keeps them.
    var outline: Binding<Set<AnyHashable>>? = nil
    /// The rows a secondary click or a double-click on a row acts on: the selection when the
    /// row is in it, else the row alone; with the menu and the double-click's action
    /// (`contextMenu(forSelectionType:)`).
    var selectionMenu: _SelectionMenu? = nil
    var actedOn: (@MainActor (AnyHashable) -> Set<AnyHashable>)? = nil
    /// The list's last click, for telling a double-click.
    var clicks: _RowClicks? = nil

    /// The row for `content` tagged `tag`, `offset` rows from the list's start.
    package func row<C: View>(_ content: C, tag: AnyHashable?, offset: Int, traits: _ViewTraits? = nil, place: _CardPlace? = nil) -> _ListRow<C> {
        var action: (@MainActor (EventModifiers) -> Void)?
        let selectable = !(traits?.selectionDisabled ?? false)
        if let tag, let select = self.select, selectable { action = { modifiers in select(tag, modifiers) } }
        if let tag, let primary = selectionMenu?.primaryAction, let actedOn, let clicks {
            // A second click on the row soon after the first is a double-click: the primary
            // action runs on what the first click selected.
            let single = action
            action = { modifiers in
                single?(modifiers)
                if clicks.isSecond(on: tag) { primary(actedOn(tag)) }
            }
        }
        var moveBy: (@MainActor (Int) -> Void)?
        if let tag, let move = self.move, !(traits?.moveDisabled ?? false) { moveBy = { rows in move(tag, rows) } }
        var menu: (@MainActor () -> AnyView)?
        if let tag, let selectionMenu, let actedOn { menu = { selectionMenu.menu(actedOn(tag)) } }
        let card = style.groupsRowsInCards ? place ?? _CardPlace(isFirst: true, isLast: true, hasHeader: false) : nil
        return _ListRow(
            content: content,
            isSelected: selectable && (tag.map(isSelected) ?? false),
            style: style,
            alternate: style.alternatesRowBackgrounds && offset % 2 == 1,
            separator: style.showsSeparators && !style.alternatesRowBackgrounds && !(traits?.separatorHidden ?? false) && !(card?.isLast ?? false),
            separatorTint: traits?.separatorTint,
            insets: traits?.rowInsets,
            background: traits?.rowBackground,
            card: card,
            rowID: tag,
            select: action,
            move: moveBy,
            menu: menu)
    }
}

private struct IsListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is the content of a `List` row (a `NavigationLink` there is the row).
    package var _isListRow: Bool {
        get { self[IsListRowKey.self] }
        set { self[IsListRowKey.self] = newValue }
    }
}

/// Selects the list row a view is in (a `NavigationLink` in a selectable list selects its row).
package struct _RowSelect: Equatable, @unchecked Sendable {
    let id: AnyHashable?
    public let select: @MainActor () -> Void

    package static func == (a: _RowSelect, b: _RowSelect) -> Bool { a.id == b.id }
}

private struct RowSelectKey: EnvironmentKey {
    static let defaultValue: _RowSelect? = nil
}

extension EnvironmentValues {
    /// The selection action of the selectable list row the view is in.
    package var _listRowSelect: _RowSelect? {
        get { self[RowSelectKey.self] }
        set { self[RowSelectKey.self] = newValue }
    }
}

/// The `toOffset` of `move(fromOffsets:toOffset:)` that moves the element at `offset` by `rows`
/// places (down when positive) in a collection of `count`: past the element it lands after.
func _moveDestination(from offset: Int, by rows: Int, count: Int) -> Int {
    let target = Swift.min(Swift.max(offset + rows, 0), count - 1)
    return target > offset ? target + 1 : target
}

/// A list's last row click, to tell a double-click (a second click on the same row within half
/// a second).
@MainActor
final class _RowClicks {
    private var last: (tag: AnyHashable, time: Date)?
    static let interval: TimeInterval = 0.5

    nonisolated init() {}

    /// Records a click on `tag`; whether it is the second of a double-click.
    func isSecond(on tag: AnyHashable) -> Bool {
        let now = Date()
        if let last, last.tag == tag, now.timeIntervalSince(last.time) <= _RowClicks.interval {
            self.last = nil
            return true
        }
        last = (tag, now)
        return false
    }
}

/// A list row and its separator: the separator along the row's bottom, from the row's
/// `.listRowSeparatorLeading` guide to its `.listRowSeparatorTrailing` guide where the content
/// sets them (`.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }` lines it up with a
/// label's text), else `leading` and `trailing` in from its ends.
/// It places relative to its bounds, so a scrolled row is moved, not placed again.
struct _RowSeparatorLayout: Layout, Equatable, _PlacesSubviewsRelatively {
    let leading: CGFloat
    let trailing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let row = subviews.first else { return }
        row.place(at: bounds.origin, proposal: proposal)
        guard subviews.count > 1 else { return }
        let rowProposal = ProposedViewSize(width: bounds.width, height: bounds.height)
        let leading = row.explicitAlignment(of: HorizontalAlignment.listRowSeparatorLeading.key, proposal: rowProposal) ?? self.leading
        let trailing = row.explicitAlignment(of: HorizontalAlignment.listRowSeparatorTrailing.key, proposal: rowProposal) ?? bounds.width - self.trailing
        let start = Swift.min(Swift.max(leading, 0), bounds.width), end = Swift.min(Swift.max(trailing, start), bounds.width)
        subviews[1].place(at: CGPoint(x: bounds.minX + start, y: bounds.maxY - 1), proposal: ProposedViewSize(width: end - start, height: 1))
    }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts: by default the row's inset; set it on a view in the
    /// row to start the separator there.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)
    /// Where a list row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)
}

private enum ListRowSeparatorLeading: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

private enum ListRowSeparatorTrailing: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.trailing] }
}
