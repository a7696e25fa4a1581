import Foundation

/// List content whose rows a `List` can build lazily: a `ForEach`, possibly with `.onDelete`
/// and `.onMove`. Other content is flattened into its items (`_ViewList`) instead.
@MainActor
public protocol _ListRowSource {
    /// The rows, each wrapped as a list row: a `ForEach`, behind an `AnyView` that the lazy
    /// stack sees through.
    func _listRows(_ wrapper: _ListRowWrapper) -> AnyView
    /// Every row's tag (its id), in order: read for Shift-clicks, arrow keys and deletes only.
    func _listTags() -> [AnyHashable]
    /// The `.onDelete` action.
    var _deleteAction: ((IndexSet) -> Void)? { get }
    /// How many rows there are.
    var _listRowCount: Int { get }
}

extension ForEach: _ListRowSource {
    public func _listRows(_ wrapper: _ListRowWrapper) -> AnyView {
        let content = self.content
        let idOf = _idOf
        return AnyView(ForEach<Data, ID, _ListRow<Content>>(data, id: id, idOf: idOf) { element in
            wrapper.row(content(element), tag: AnyHashable(idOf(element)), offset: 0)
        })
    }

    public func _listTags() -> [AnyHashable] { _ids(data).map { AnyHashable($0) } }

    public var _deleteAction: ((IndexSet) -> Void)? { nil }

    public var _listRowCount: Int { data.count }
}

extension ModifiedContent: _ListRowSource where Content: _ListRowSource, Modifier: _RowActionModifier {
    public func _listRows(_ wrapper: _ListRowWrapper) -> AnyView { content._listRows(wrapper) }
    public func _listTags() -> [AnyHashable] { content._listTags() }
    public var _listRowCount: Int { content._listRowCount }
    public var _deleteAction: ((IndexSet) -> Void)? {
        (modifier as? _DeleteActionModifier)?.action ?? content._deleteAction
    }
}
