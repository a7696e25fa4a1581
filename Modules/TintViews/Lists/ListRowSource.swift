import Foundation

/// List content whose rows a `List` can build lazily: a `ForEach`, possibly with `.onDelete`
/// and `.onMove`. Other content is flattened into its items (`_ViewList`) instead.
@MainActor
package protocol _ListRowSource {
    /// The rows, each wrapped as a list row: a `ForEach`, behind an `AnyView` that the lazy
    /// stack sees through.
    func _listRows(_ wrapper: _ListRowWrapper) -> AnyView
    /// Moves the row with a tag by a number of rows through the `.onMove` action (this one's
    /// or `action`), reading the row's offset in the data when it is called; `nil` when the
    /// rows cannot move.
    func _rowMover(_ action: ((IndexSet, Int) -> Void)?) -> ((AnyHashable, Int) -> Void)?
    /// Every row's tag (its id), in order, as `wrapper` shows them (an outline shows the rows
    /// of its expanded values): read for Shift-clicks, arrow keys and deletes only.
    func _listTags(_ wrapper: _ListRowWrapper) -> [AnyHashable]
    /// The `.onDelete` action.
    var _deleteAction: ((IndexSet) -> Void)? { get }
    /// The rows among `selected` that stay when the selection is deleted (`.deleteDisabled`).
    func _keptOnDelete(_ selected: Set<AnyHashable>) -> Set<AnyHashable>
    /// How many rows there are.
    var _listRowCount: Int { get }
}

extension ForEach: _ListRowSource {
    package func _listRows(_ wrapper: _ListRowWrapper) -> AnyView {
        let content = self.content
        let idOf = _idOf
        // Rows whose views set row settings (`.selectionDisabled()`, `.listRowSeparator`) have
        // them read as each row is built; the type says whether any can.
        let readsTraits = _RowSettings.mayBeSet(in: Content.self)
        // The grouped styles put the rows on one card: the first and last round its corners.
        let cards = wrapper.style.groupsRowsInCards
        let count = cards ? data.count : 0
        func row(_ view: Content, tag: AnyHashable, offset: Int) -> _ListRow<Content> {
            let place = cards ? _CardPlace(isFirst: offset == 0, isLast: offset == count - 1, hasHeader: false) : nil
            return wrapper.row(view, tag: tag, offset: offset, traits: readsTraits ? _ViewList(view).items.first?.traits : nil, place: place)
        }
        guard wrapper.style.alternatesRowBackgrounds || cards else {
            return AnyView(ForEach<Data, ID, _ListRow<Content>>(data, id: id, idOf: idOf) { element in
                row(content(element), tag: AnyHashable(idOf(element)), offset: 0)
            })
        }
        // Alternating rows and cards need each row's offset: the elements are read with it, as
        // they are shown (only lists that alternate or group pay for it).
        return AnyView(ForEach<_OffsetElements<Data>, ID, _ListRow<Content>>(
            _OffsetElements(base: data), id: (\_OffsetElement<Data.Element>.element).appending(path: id), idOf: { idOf($0.element) }
        ) { pair in
            row(content(pair.element), tag: AnyHashable(idOf(pair.element)), offset: pair.offset)
        })
    }

    package func _rowMover(_ action: ((IndexSet, Int) -> Void)?) -> ((AnyHashable, Int) -> Void)? {
        guard let action = action ?? editMove else { return nil }
        let data = self.data, ids = _ids
        return { tag, rows in
            let all = ids(data)
            guard let id = tag.base as? ID, let offset = all.firstIndex(of: id) else { return }
            action(IndexSet(integer: offset), _moveDestination(from: offset, by: rows, count: all.count))
        }
    }

    package func _listTags(_ wrapper: _ListRowWrapper) -> [AnyHashable] { _ids(data).map { AnyHashable($0) } }

    package var _deleteAction: ((IndexSet) -> Void)? { editDelete }

    package func _keptOnDelete(_ selected: Set<AnyHashable>) -> Set<AnyHashable> {
        guard _RowSettings.mayBeSet(in: Content.self) else { return [] }
        var kept = Set<AnyHashable>()
        for element in _elements(data) {
            let tag = AnyHashable(_idOf(element))
            if selected.contains(tag), _ViewList(content(element)).items.first?.traits.deleteDisabled == true { kept.insert(tag) }
        }
        return kept
    }

    package var _listRowCount: Int { data.count }
}

extension ModifiedContent: _ListRowSource where Content: _ListRowSource, Modifier: _RowActionModifier {
    package func _listRows(_ wrapper: _ListRowWrapper) -> AnyView { content._listRows(wrapper) }
    package func _rowMover(_ action: ((IndexSet, Int) -> Void)?) -> ((AnyHashable, Int) -> Void)? {
        content._rowMover((modifier as? _MoveActionModifier)?.action ?? action)
    }
    package func _listTags(_ wrapper: _ListRowWrapper) -> [AnyHashable] { content._listTags(wrapper) }
    package func _keptOnDelete(_ selected: Set<AnyHashable>) -> Set<AnyHashable> { content._keptOnDelete(selected) }
    package var _listRowCount: Int { content._listRowCount }
    package var _deleteAction: ((IndexSet) -> Void)? {
        (modifier as? _DeleteActionModifier)?.action ?? content._deleteAction
    }
}

/// An element with its offset in its collection (`_OffsetElements`).
package struct _OffsetElement<Element> {
    let offset: Int
    let element: Element
}

/// A collection's elements with their offsets, read as they are asked for: the rows of a list
/// whose backgrounds alternate.
package struct _OffsetElements<Base: RandomAccessCollection>: RandomAccessCollection {
    let base: Base

    package var startIndex: Base.Index { base.startIndex }
    package var endIndex: Base.Index { base.endIndex }
    package func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
    package func index(before i: Base.Index) -> Base.Index { base.index(before: i) }
    package func index(_ i: Base.Index, offsetBy distance: Int) -> Base.Index { base.index(i, offsetBy: distance) }
    package func distance(from start: Base.Index, to end: Base.Index) -> Int { base.distance(from: start, to: end) }

    package subscript(position: Base.Index) -> _OffsetElement<Base.Element> {
        _OffsetElement(offset: base.distance(from: base.startIndex, to: position), element: base[position])
    }
}

/// Whether a row view's type can carry row settings (`_RowSettingModifier` anywhere in it),
/// worked out once per type: most rows carry none, and reading a row's settings builds its
/// view list.
@MainActor
enum _RowSettings {
    private static var known: [ObjectIdentifier: Bool] = [:]

    static func mayBeSet(in type: Any.Type) -> Bool {
        if let answer = known[ObjectIdentifier(type)] { return answer }
        let answer = String(reflecting: type).contains("_RowSettingModifier")
        known[ObjectIdentifier(type)] = answer
        return answer
    }
}
