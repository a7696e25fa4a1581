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
        let groups = _SectionGroup.groups(_ViewList(content).items)
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

/// One section of a form: macOS's bordered box with its header in bold, or in the iPad idiom
/// iOS's borderless rounded card of 44-point rows with its header in small capitals.
struct _FormGroupView: View {
    let group: _SectionGroup
    @Environment(\._interfaceIdiom) private var idiom

    var body: some View {
        let pad = idiom == .pad
        let radius: CGFloat = pad ? 10 : 6
        let inset: CGFloat = pad ? 16 : 10
        VStack(alignment: .leading, spacing: 6) {
            if let header = group.header {
                if pad {
                    header.font(.footnote).textCase(.uppercase).foregroundColor(.secondary).padding(.leading, inset)
                } else {
                    header.font(.headline).padding(.leading, 4)
                }
            }
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(group.rows.enumerated()), id: \.element.id) { offset, row in
                    row.view
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, inset)
                        .padding(.vertical, pad ? 6 : 7)
                        .frame(minHeight: pad ? 44 : 0)
                        .overlay(alignment: .bottom) {
                            if offset < group.rows.count - 1 {
                                Color._separator.frame(height: 1).padding(.leading, inset).padding(.trailing, pad ? 0 : inset)
                            }
                        }
                }
            }
            .background(RoundedRectangle(cornerRadius: radius).fill(Color._cardBackground))
            .overlay { if !pad { RoundedRectangle(cornerRadius: radius).stroke(Color._separator, lineWidth: 1) } }
            if let footer = group.footer {
                footer.font(pad ? .footnote : .caption).foregroundColor(.secondary).padding(.leading, pad ? inset : 4)
            }
        }
        .padding(.bottom, pad ? 24 : 16)
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
