import Foundation

/// What containers that treat each child as an item (`List`, `TabView`, `Form`, `Menu`) see of
/// their content: the flat list of its views, as SwiftUI's variadic views do. A `TupleView`,
/// `Group`, `ForEach`, `if`/`else` and `if` contribute their children; `EmptyView` nothing;
/// any other view one item. Traits set with `.tag` and `.tabItem` travel with the item.
package struct _ViewList {
    package var items: [_ViewListItem] = []

    public init() {}

    /// The items of `content`.
    @MainActor
    public init<Content: View>(_ content: Content) {
        _ViewList.append(content, to: &self, path: [], traits: _ViewTraits())
    }

    /// Appends the items of `view`, whose structural position is `path`.
    @MainActor
    package static func append<V: View>(_ view: V, to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        if let content = view as? any _ViewListContent {
            content._appendItems(to: &list, path: path, traits: traits)
        } else {
            list.items.append(_ViewListItem(id: _ViewListID(path: path), view: AnyView(view), traits: traits))
        }
    }
}

/// One item of a `_ViewList`: the view, an id stable while the content keeps its structure
/// (the position in tuples and branches, the element id in a `ForEach`), and its traits.
package struct _ViewListItem: Identifiable {
    package var id: _ViewListID
    public var view: AnyView
    package var traits: _ViewTraits
}

/// The structural identity of a list item.
package struct _ViewListID: Hashable, @unchecked Sendable {
    public var path: [AnyHashable]
}

/// What `.tag`, `.tabItem` and sections attach to an item.
package struct _ViewTraits {
    /// `.tag(_:)`; for rows of a `ForEach`, the element's id unless a tag is set.
    public var tag: AnyHashable?
    /// Whether `tag` was set by `.tag` (a `ForEach` id does not replace it).
    public var hasExplicitTag = false
    /// `.tabItem { }`: the item's label in a `TabView`.
    public var tabItem: AnyView?
    /// The section the item sits in, if any.
    package var section: _SectionInfo?
    /// `.onDelete` of the `ForEach` the item came from, with the item's offset in its data.
    public var deleteAction: ((IndexSet) -> Void)?
    /// The item's offset in the data of the `ForEach` it came from, and that data's count.
    public var offsetInData: Int?
    public var dataCount: Int?
    /// `.listRowSeparator(.hidden)`.
    public var separatorHidden = false
    /// `.listRowBackground(_:)`.
    public var rowBackground: AnyView?
    /// `.listRowInsets(_:)`.
    public var rowInsets: EdgeInsets?
    /// `.listRowSeparatorTint(_:)`: the colour of the row's separator.
    public var separatorTint: Color?
    /// `.deleteDisabled`, `.moveDisabled`, `.selectionDisabled`: the row is not deleted with
    /// the selection, not dragged, not selected.
    public var deleteDisabled = false
    public var moveDisabled = false
    public var selectionDisabled = false
    /// `.onMove` of the `ForEach` the item came from.
    public var moveAction: ((IndexSet, Int) -> Void)?
    /// Stands for an empty section, which shows only its header and footer.
    public var isSectionPlaceholder = false

    public init() {}
}

/// A section's header and footer, shared by the items of the section.
package struct _SectionInfo {
    package var id: _ViewListID
    public var header: AnyView?
    public var footer: AnyView?
}

/// A view that contributes other than one item to a `_ViewList`.
@MainActor
package protocol _ViewListContent {
    func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits)
}

extension EmptyView: _ViewListContent {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {}
}

extension TupleView: _ViewListContent {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        // The elements of a tuple of any arity: read once per body of a list, tab view or menu,
        // whose static content is a handful of views.
        for (offset, child) in Mirror(reflecting: value).children.enumerated() {
            guard let view = child.value as? any View else { continue }
            func add<V: View>(_ view: V) { _ViewList.append(view, to: &list, path: path + [offset], traits: traits) }
            add(view)
        }
    }
}

extension Group: _ViewListContent {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        _ViewList.append(content, to: &list, path: path, traits: traits)
    }
}

extension _ConditionalContent: _ViewListContent {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        switch self {
        case .trueContent(let view): _ViewList.append(view, to: &list, path: path + [true], traits: traits)
        case .falseContent(let view): _ViewList.append(view, to: &list, path: path + [false], traits: traits)
        }
    }
}

extension Optional: _ViewListContent where Wrapped: View {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        if let view = self { _ViewList.append(view, to: &list, path: path, traits: traits) }
    }
}

extension ForEach: _ViewListContent {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        let elements = _elements(data)
        for (offset, element) in elements.enumerated() {
            let id = _idOf(element)
            var itemTraits = traits
            itemTraits.offsetInData = offset
            itemTraits.dataCount = elements.count
            // Edit actions of its own (`ForEach($items, editActions:)`) unless `.onDelete` or
            // `.onMove` around it set others.
            if itemTraits.deleteAction == nil { itemTraits.deleteAction = editDelete }
            if itemTraits.moveAction == nil { itemTraits.moveAction = editMove }
            if !itemTraits.hasExplicitTag { itemTraits.tag = AnyHashable(id) }
            _ViewList.append(content(element), to: &list, path: path + [AnyHashable(id)], traits: itemTraits)
        }
    }
}

/// A modifier that sets item traits and nothing else: the content shows unchanged.
@MainActor
package protocol _TraitModifier: ViewModifier where Body == Never {
    func _apply(to traits: inout _ViewTraits)
}

extension ModifiedContent: _ViewListContent where Content: View, Modifier: ViewModifier {
    package func _appendItems(to list: inout _ViewList, path: [AnyHashable], traits: _ViewTraits) {
        guard let trait = modifier as? any _TraitModifier else {
            // Traits pass through other modifiers, as in SwiftUI: `.tag(1).accessibilityIdentifier("a")`
            // is tagged 1. One view is one item, the modifier and all; the modifier of several
            // (a `ForEach`) applies to each.
            // Appended in place, then rewrapped: no list of its own per modified item.
            let start = list.items.count
            _ViewList.append(content, to: &list, path: path, traits: traits)
            if list.items.count - start == 1 {
                list.items[start].view = AnyView(self)
            } else {
                for index in start..<list.items.count {
                    list.items[index].view = AnyView(list.items[index].view.modifier(modifier))
                }
            }
            return
        }
        var inner = traits
        trait._apply(to: &inner)
        // Each item of the content carries the trait (a `.tag` on a `ForEach` tags every row).
        let start = list.items.count
        _ViewList.append(content, to: &list, path: path, traits: inner)
        // A trait outside a `ForEach` wins over the ids it gave its rows.
        if inner.hasExplicitTag, !traits.hasExplicitTag {
            for index in start..<list.items.count { list.items[index].traits.tag = inner.tag }
        }
    }
}

/// `.tag(_:)`: the value a `Picker`, `TabView` or `List` selection takes for this view.
package struct _TagModifier: _TraitModifier, @unchecked Sendable {
    public typealias Body = Never
    public let tag: AnyHashable

    package func _apply(to traits: inout _ViewTraits) {
        traits.tag = tag
        traits.hasExplicitTag = true
    }
}

/// `.tabItem { }`: the view's label in the tab bar of a `TabView`.
package struct _TabItemModifier: _TraitModifier {
    public typealias Body = Never
    public let label: AnyView

    package func _apply(to traits: inout _ViewTraits) {
        traits.tabItem = label
    }
}

extension View {
    /// Sets the value a selection (a `TabView`'s, a `List`'s, a `Picker`'s) takes for this view.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }

    /// Sets the label of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: AnyView(label())))
    }
}
