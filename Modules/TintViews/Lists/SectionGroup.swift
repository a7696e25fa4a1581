/// The rows of one section of a list or form, with its header and footer.
struct _SectionGroup: Identifiable {
    let id: _ViewListID
    let header: AnyView?
    let footer: AnyView?
    var rows: [_ViewListItem]

    /// Consecutive rows of one section, or consecutive rows in no section, form a group; an
    /// empty section (its placeholder item) is a group of no rows, showing its header and footer.
    static func groups(_ items: [_ViewListItem]) -> [_SectionGroup] {
        var groups: [_SectionGroup] = []
        var lastSection: _ViewListID?
        for item in items {
            let section = item.traits.section
            if let last = groups.last, section?.id == lastSection, section != nil || last.header == nil {
                if !item.traits.isSectionPlaceholder { groups[groups.count - 1].rows.append(item) }
                continue
            }
            lastSection = section?.id
            groups.append(_SectionGroup(id: section?.id ?? item.id, header: section?.header, footer: section?.footer,
                                        rows: item.traits.isSectionPlaceholder ? [] : [item]))
        }
        return groups
    }
}
