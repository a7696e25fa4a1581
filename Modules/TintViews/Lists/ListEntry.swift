import Foundation

/// A line of a list built from static content: a section's header, a row, or a section's
/// footer.
package struct _ListEntry: Identifiable {
    enum Kind {
        case header(AnyView)
        case row(_ViewListItem, offset: Int, place: _CardPlace)
        case footer(AnyView)
    }

    package let id: _ViewListID
    let kind: Kind

    /// The entries of `items`: each section's header before its first row and its footer after
    /// its last, each row knowing where it sits in its section.
    static func entries(for items: [_ViewListItem]) -> [_ListEntry] {
        var entries: [_ListEntry] = []
        var offset = 0
        for group in _SectionGroup.groups(items) {
            if let header = group.header {
                entries.append(_ListEntry(id: _ViewListID(path: group.id.path + ["header"]), kind: .header(header)))
            }
            for (index, item) in group.rows.enumerated() {
                let place = _CardPlace(isFirst: index == 0, isLast: index == group.rows.count - 1, hasHeader: group.header != nil)
                entries.append(_ListEntry(id: item.id, kind: .row(item, offset: offset, place: place)))
                offset += 1
            }
            if let footer = group.footer {
                entries.append(_ListEntry(id: _ViewListID(path: group.id.path + ["footer"]), kind: .footer(footer)))
            }
        }
        return entries
    }
}

/// Shows one `_ListEntry`.
package struct _ListEntryView: View {
    let entry: _ListEntry
    let wrapper: _ListRowWrapper

    public var body: some View {
        switch entry.kind {
        case .header(let header): _ListSectionLabel(content: header, isHeader: true, style: wrapper.style)
        case .footer(let footer): _ListSectionLabel(content: footer, isHeader: false, style: wrapper.style)
        case .row(let item, let offset, let place): wrapper.row(item.view, tag: item.traits.tag, offset: offset, traits: item.traits, place: place)
        }
    }
}
