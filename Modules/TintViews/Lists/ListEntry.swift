import Foundation

/// A line of a list built from static content: a section's header, a row, or a section's
/// footer.
package struct _ListEntry: Identifiable {
    enum Kind {
        case header(AnyView)
        case row(_ViewListItem, offset: Int)
        case footer(AnyView)
    }

    package let id: _ViewListID
    let kind: Kind

    /// The entries of `items`: each section's header before its first row and its footer after
    /// its last.
    static func entries(for items: [_ViewListItem]) -> [_ListEntry] {
        var entries: [_ListEntry] = []
        var current: _SectionInfo?
        func close() {
            if let section = current, let footer = section.footer {
                entries.append(_ListEntry(id: _ViewListID(path: section.id.path + ["footer"]), kind: .footer(footer)))
            }
        }
        var offset = 0
        for item in items {
            if item.traits.section?.id != current?.id {
                close()
                current = item.traits.section
                if let section = current, let header = section.header {
                    entries.append(_ListEntry(id: _ViewListID(path: section.id.path + ["header"]), kind: .header(header)))
                }
            }
            guard !item.traits.isSectionPlaceholder else { continue }
            entries.append(_ListEntry(id: item.id, kind: .row(item, offset: offset)))
            offset += 1
        }
        close()
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
        case .row(let item, let offset): wrapper.row(item.view, tag: item.traits.tag, offset: offset, traits: item.traits)
        }
    }
}
