/// Views shown one at a time, chosen by tabs, as SwiftUI's `TabView` on macOS: a segmented row
/// of the children's `.tabItem` labels (titles only, as macOS shows them) above the selected
/// child. Each child is known by its `.tag` (else by its position); the selection is the
/// binding's value, or the first tab. Tabs not shown keep their state.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var ownSelection: AnyHashable?

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let items = _ViewList(content).items
        let tags = items.map { $0.traits.tag ?? AnyHashable($0.id) }
        let current = currentTag(tags)
        VStack(spacing: 0) {
            HStack(spacing: 2) {
                ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                    _TabButton(label: item.traits.tabItem ?? AnyView(Text("Tab \(offset + 1)")), isSelected: tags[offset] == current,
                               select: { choose(tags[offset]) })
                }
            }
            .padding(2)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color._segmentTrough))
            .padding(.vertical, 8)
            _ViewSwitcher(items: zip(tags, items).map { (id: $0, view: $1.view) }, shown: current)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    private func currentTag(_ tags: [AnyHashable]) -> AnyHashable? {
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            if tags.contains(value) { return value }
            if !tags.isEmpty {
                RuntimeWarnings.emit("TabView: the selection \(selection.wrappedValue) matches no tab's tag; no tab is shown")
            }
            return nil
        }
        if let ownSelection, tags.contains(ownSelection) { return ownSelection }
        return tags.first
    }

    private func choose(_ tag: AnyHashable) {
        guard let selection else {
            ownSelection = tag
            return
        }
        guard let value = tag.base as? SelectionValue else {
            RuntimeWarnings.emit("TabView: the tab's tag \(tag.base) is not a \(SelectionValue.self), the selection's type; the tab cannot be selected")
            return
        }
        selection.wrappedValue = value
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// One segment of a tab bar.
struct _TabButton: View {
    let label: AnyView
    let isSelected: Bool
    @DiffIgnored var select: @MainActor () -> Void

    var body: some View {
        label
            .labelStyle(.titleOnly)
            .padding(.horizontal, 12)
            .padding(.vertical, 3)
            .background {
                if isSelected { RoundedRectangle(cornerRadius: 5).fill(Color._selectedSegment) }
            }
            .onTapGesture { select() }
    }
}
