/// Controls grouped for settings and data entry, as SwiftUI's `Form` in macOS's grouped style:
/// each `Section` is a rounded box of rows separated by lines, its header above it and its
/// footer below; rows not in a section form a box of their own. Controls keep their own
/// layout (a `Toggle`'s label leading, its switch trailing; `LabeledContent` likewise).
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        let groups = _FormGroup.groups(_ViewList(content).items)
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(groups) { group in
                    _FormGroupView(group: group)
                }
            }
            .padding(20)
        }
        .background(Color._groupedBackground)
    }
}

/// The rows of one section of a form, with its header and footer.
struct _FormGroup: Identifiable {
    let id: _ViewListID
    let header: AnyView?
    let footer: AnyView?
    var rows: [_ViewListItem]

    /// Consecutive rows of one section, or consecutive rows in no section, form a group.
    static func groups(_ items: [_ViewListItem]) -> [_FormGroup] {
        var groups: [_FormGroup] = []
        var lastSection: _ViewListID?
        for item in items {
            let section = item.traits.section
            if let last = groups.last, section?.id == lastSection, section != nil || last.header == nil {
                if !item.traits.isSectionPlaceholder { groups[groups.count - 1].rows.append(item) }
                continue
            }
            lastSection = section?.id
            groups.append(_FormGroup(id: section?.id ?? item.id, header: section?.header, footer: section?.footer,
                                     rows: item.traits.isSectionPlaceholder ? [] : [item]))
        }
        return groups
    }
}

struct _FormGroupView: View {
    let group: _FormGroup

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let header = group.header {
                header.font(.headline).padding(.leading, 4)
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(group.rows.enumerated()), id: \.element.id) { offset, row in
                    row.view
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 7)
                        .overlay(alignment: .bottom) {
                            if offset < group.rows.count - 1 { Color._separator.frame(height: 1).padding(.horizontal, 10) }
                        }
                }
            }
            .background(RoundedRectangle(cornerRadius: 6).fill(Color._cardBackground))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color._separator, lineWidth: 1))
            if let footer = group.footer {
                footer.font(.caption).foregroundColor(.secondary).padding(.leading, 4)
            }
        }
        .padding(.bottom, 16)
    }
}

/// A form's layout, as SwiftUI's `FormStyle`; Tint draws every form grouped.
public protocol FormStyle: Sendable {}
/// Rows in grouped sections, as SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in columns, as SwiftUI's `ColumnsFormStyle` (drawn grouped).
public struct ColumnsFormStyle: FormStyle { public init() {} }
/// The platform's form style, as SwiftUI's `AutomaticFormStyle` (drawn grouped).
public struct AutomaticFormStyle: FormStyle { public init() {} }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }

extension View {
    /// Accepted for source compatibility: every form is drawn grouped.
    public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
}
