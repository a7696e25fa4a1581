/// A group of rows with an optional header and footer, as SwiftUI's `Section`: in a `List` or
/// `Form` the header shows above the rows and the footer below; elsewhere the three show one
/// after the other.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    public var header: Parent
    public var content: Content
    public var footer: Footer
    /// Whether the section's rows show (`Section(isExpanded:)`): in a list its header gets a
    /// chevron that shows and hides them. nil: always shown.
    var isExpanded: Binding<Bool>? = nil

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// The deprecated form of `init(content:header:footer:)`, still common in real code.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public var body: some View {
        header
        if isExpanded?.wrappedValue ?? true { content }
        footer
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The deprecated form of `init(content:header:)`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// The deprecated form of `init(content:footer:)`.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with `title` as its header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

extension Section: _ViewListContent {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        var inner = traits
        let id = _ViewListID(path: path)
        var header = _ViewList(header).items.isEmpty ? nil : AnyView(header)
        if let isExpanded, let title = header { header = AnyView(_CollapsibleHeader(title: title, isExpanded: isExpanded)) }
        let footer = _ViewList(footer).items.isEmpty ? nil : AnyView(footer)
        inner.section = _SectionInfo(id: id, header: header, footer: footer)
        let start = list.items.count
        if isExpanded?.wrappedValue ?? true { _ViewList.append(content, to: &list, path: path + ["content"], traits: inner) }
        // An empty section still shows its header and footer: it stands as one empty item.
        if list.items.count == start {
            list.items.append(_ViewListItem(id: _ViewListID(path: path + ["empty"]), view: AnyView(EmptyView()), traits: inner))
            list.items[start].traits.isSectionPlaceholder = true
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section whose rows show while `isExpanded` is true; its header's chevron toggles it.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header)
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) })
        self.isExpanded = isExpanded
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
        self.isExpanded = isExpanded
    }
}

/// A collapsible section's header: its title, and a chevron at the trailing edge that shows or
/// hides the section's rows.
struct _CollapsibleHeader: View {
    let title: AnyView
    let isExpanded: Binding<Bool>

    var body: some View {
        HStack {
            title
            Spacer(minLength: 4)
            Image(systemName: isExpanded.wrappedValue ? "chevron.down" : "chevron.right")
                .font(.caption)
                .frame(width: 16, height: 16)
                .contentShape(Rectangle())
                .onTapGesture { isExpanded.wrappedValue.toggle() }
        }
    }
}
