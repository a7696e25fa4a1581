import TintBoxes

import Foundation

/// A tree of values shown as rows, as SwiftUI's `OutlineGroup`: each value by `content`, a value
/// whose `children` are not nil with a disclosure triangle that shows them indented below it.
///
/// In a `List` (`List(data, children:)`, or an outline group as a list's content) every shown
/// value is a row of its own, selectable as the list's rows are, and the rows are built lazily:
/// a tree of 100,000 values opens at the cost of one screen, and expanding a value walks only
/// the values shown. Elsewhere it is a column of `DisclosureGroup`s.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View {
    let roots: Roots
    let children: KeyPath<Data.Element, Data?>
    let idPath: KeyPath<Data.Element, ID>
    let idOf: (Data.Element) -> ID
    let content: @MainActor (Data.Element) -> Leaf

    /// The values at the top: a collection, or one root.
    enum Roots {
        case many(Data)
        case one(Data.Element)
    }

    public var body: some View {
        let children = self.children, idOf = self.idOf, content = self.content
        return ForEach(rootElements, id: \.offset) { pair in
            _OutlineNodeView(element: pair.element, children: children, idOf: idOf, content: content)
        }
    }

    /// The top values with their offsets (the disclosure groups' identities).
    private var rootElements: [(offset: Int, element: Data.Element)] {
        switch roots {
        case .many(let data): Array(data.enumerated().map { ($0.offset, $0.element) })
        case .one(let root): [(0, root)]
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>,
                             Data.Element: Identifiable {
    /// A tree of `data`'s values and their `children`, each shown by `content`.
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Leaf) {
        self.init(roots: .many(data), children: children, idPath: \.id, idOf: { $0.id }, content: content)
    }

    /// The tree under one `root`. (Generic over the element, as SwiftUI's: the root's type
    /// is what lets `\.children` name its key path.)
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping @MainActor (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: .one(root), children: children, idPath: \.id, idOf: { $0.id }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// A tree of `data`'s values, each keyed by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping @MainActor (Data.Element) -> Leaf) {
        self.init(roots: .many(data), children: children, idPath: id, idOf: { $0[keyPath: id] }, content: content)
    }

    /// The tree under one `root`, keyed by the value at `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping @MainActor (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: .one(root), children: children, idPath: id, idOf: { $0[keyPath: id] }, content: content)
    }
}

/// The children of a value in an outline group outside a list, as SwiftUI's
/// `OutlineSubgroupChildren`: an erased view (the group's type cannot hold itself).
public struct OutlineSubgroupChildren: View {
    let content: AnyView
    public var body: some View { content }
}

/// A value of an outline group outside a list: its content, in a disclosure group when it has
/// children.
struct _OutlineNodeView<Element, ID: Hashable, Data: RandomAccessCollection, Leaf: View>: View where Data.Element == Element {
    let element: Element
    let children: KeyPath<Element, Data?>
    let idOf: (Element) -> ID
    let content: @MainActor (Element) -> Leaf

    var body: some View {
        if let kids = element[keyPath: children] {
            let children = self.children, idOf = self.idOf, content = self.content
            DisclosureGroup {
                OutlineSubgroupChildren(content: AnyView(ForEach(Array(kids.enumerated()), id: \.offset) { pair in
                    _OutlineNodeView(element: pair.element, children: children, idOf: idOf, content: content)
                }))
            } label: {
                content(element)
            }
        } else {
            content(element)
        }
    }
}

// MARK: In a list

extension OutlineGroup: _ListRowSource {
    package func _listRows(_ wrapper: _ListRowWrapper) -> AnyView {
        let expanded = wrapper.outline?.wrappedValue ?? []
        let content = self.content, idOf = self.idOf, children = self.children
        let outline = wrapper.outline
        // Nothing expanded, the common case of a long outline: the roots are the rows, read as a
        // plain `ForEach` of the data reads them (no stretches to walk for each id).
        if expanded.isEmpty, case .many(let data) = roots, !wrapper.style.alternatesRowBackgrounds {
            return AnyView(ForEach<Data, ID, _ListRow<_OutlineRow<Leaf>>>(data, id: idPath, idOf: idOf) { element in
                let id = AnyHashable(idOf(element))
                return wrapper.row(_OutlineRow(depth: 0, isParent: element[keyPath: children] != nil, isExpanded: false,
                                               content: content(element), toggle: { outline?.wrappedValue.formSymmetricDifference([id]) }),
                                   tag: id, offset: 0)
            })
        }
        let rows = _OffsetElements(base: visibleRows(expanded: expanded))
        return AnyView(ForEach(rows, id: (\_OffsetElement<_OutlineNode<Data.Element, ID>>.element).appending(path: \.id),
                               idOf: { $0.element.id }) { pair in
            let row = pair.element
            let id = AnyHashable(row.id)
            let isParent = row.element[keyPath: children] != nil
            let expanded = outline?.wrappedValue.contains(id) ?? false
            return wrapper.row(_OutlineRow(depth: row.depth, isParent: isParent, isExpanded: expanded, content: content(row.element),
                                           toggle: { outline?.wrappedValue.formSymmetricDifference([id]) }),
                               tag: id, offset: pair.offset)
        })
    }

    package func _rowMover(_ action: ((IndexSet, Int) -> Void)?) -> ((AnyHashable, Int) -> Void)? { nil }

    package func _listTags(_ wrapper: _ListRowWrapper) -> [AnyHashable] {
        visibleRows(expanded: wrapper.outline?.wrappedValue ?? []).map { AnyHashable($0.id) }
    }

    package var _deleteAction: ((IndexSet) -> Void)? { nil }

    package func _keptOnDelete(_ selected: Set<AnyHashable>) -> Set<AnyHashable> { [] }

    /// The roots' count (what shows with nothing expanded).
    package var _listRowCount: Int {
        switch roots {
        case .many(let data): data.count
        case .one: 1
        }
    }

    /// The values shown: the roots, and under each expanded value its children, depth first.
    /// Runs of siblings are kept as stretches of their collection, so a tree with nothing
    /// expanded is its roots as they are, read as they are shown.
    func visibleRows(expanded: Set<AnyHashable>) -> _Stretches<_OutlineNode<Data.Element, ID>> {
        var rows = _Stretches<_OutlineNode<Data.Element, ID>>()
        let children = self.children, idOf = self.idOf
        // The stretches read their collections (and ids) when the list shows their rows, on the
        // main actor, as this runs: what they read is captured as it is.
        nonisolated(unsafe) let readID = idOf
        func stretch(_ collection: Data, from: Int, to: Int, depth: Int) {
            nonisolated(unsafe) let data = collection
            rows.append(count: to - from) { offset in
                let element = data[data.index(data.startIndex, offsetBy: from + offset)]
                return _OutlineNode(element: element, depth: depth, id: readID(element))
            }
        }
        func walk(_ data: Data, depth: Int) {
            if expanded.isEmpty { return stretch(data, from: 0, to: data.count, depth: depth) }
            var start = 0, offset = 0
            for element in data {
                offset += 1
                guard let kids = element[keyPath: children], !kids.isEmpty, expanded.contains(AnyHashable(idOf(element))) else { continue }
                stretch(data, from: start, to: offset, depth: depth)
                walk(kids, depth: depth + 1)
                start = offset
            }
            stretch(data, from: start, to: offset, depth: depth)
        }
        switch roots {
        case .many(let data): walk(data, depth: 0)
        case .one(let top):
            nonisolated(unsafe) let root = top
            rows.append(count: 1) { _ in _OutlineNode(element: root, depth: 0, id: readID(root)) }
            if let kids = root[keyPath: children], expanded.contains(AnyHashable(idOf(root))) { walk(kids, depth: 1) }
        }
        return rows
    }
}

/// A value an outline shows as a row: how deep it is, and its id.
struct _OutlineNode<Element, ID: Hashable> {
    let element: Element
    let depth: Int
    let id: ID
}

/// A row of an outline in a list: indented by its depth, a triangle before a value with
/// children (turned down when expanded; a click on it expands or collapses the value).
struct _OutlineRow<Content: View>: View {
    let depth: Int
    let isParent: Bool
    let isExpanded: Bool
    let content: Content
    @DiffIgnored var toggle: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 4) {
            Group {
                if isParent {
                    Text(isExpanded ? "▾" : "▸")
                        .foregroundColor(.secondary)
                        .frame(width: 12, height: 16)
                        .contentShape(Rectangle())
                        .onTapGesture { toggle() }
                        // The triangle as a reader's toggle: on while the row shows its children.
                        ._accessibility { mark in
                            mark.role = .toggleButton
                            mark.label = isExpanded ? "Collapse" : "Expand"
                            mark.isChecked = isExpanded
                        }
                } else {
                    Color.clear.frame(width: 12, height: 1)
                }
            }
            .padding(.leading, CGFloat(depth) * 16)
            content
        }
    }
}

extension List where SelectionValue == Never {
    /// A list of a tree: each value of `data` a row, a value whose `children` are not nil
    /// expanding to show them below it, indented.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.init(selection: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// The same, each value keyed by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List {
    /// A list of a tree whose rows select one value at a time.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.init(selection: selection.map { .single($0) }, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// The same, with a set selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> RowContent)
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
          Data.Element: Identifiable {
        self.init(selection: selection.map { .multiple($0) }, content: OutlineGroup(data, children: children, content: rowContent))
    }
}
