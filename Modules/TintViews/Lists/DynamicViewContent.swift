import Foundation

/// A view built from a collection (`ForEach`), as SwiftUI's `DynamicViewContent`: in a `List`
/// its rows can be deleted (`.onDelete`) and moved (`.onMove`).
@MainActor
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: _RowActionModifier {
    public var data: Content.Data { content.data }
}

/// `.onDelete` and `.onMove`: row traits a `List` acts on. Public, and no more than a marker,
/// because it names the condition of `ModifiedContent`'s public `DynamicViewContent`
/// conformance; apps never spell it.
@MainActor
public protocol _RowActionModifier: ViewModifier {}

/// `.onDelete(perform:)`: the List deletes the selected rows with the Delete key.
package struct _DeleteActionModifier: _RowActionModifier, _TraitModifier {
    public typealias Body = Never
    public let action: ((IndexSet) -> Void)?
    package func _apply(to traits: inout _ViewTraits) { traits.deleteAction = action }
}

/// `.onMove(perform:)`: the List moves rows dragged to another place.
package struct _MoveActionModifier: _RowActionModifier, _TraitModifier {
    public typealias Body = Never
    public let action: ((IndexSet, Int) -> Void)?
    package func _apply(to traits: inout _ViewTraits) { traits.moveAction = action }
}

extension DynamicViewContent {
    /// Lets a `List` delete these rows: the Delete key deletes the selected ones, calling
    /// `action` with their offsets in `data`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_DeleteActionModifier(action: action))
    }

    /// Lets a `List` move these rows: `action` gets the offsets moved and the offset to move
    /// them before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_MoveActionModifier(action: action))
    }
}

/// `.listRowSeparator`, `.listRowBackground`, `.listRowInsets`.
package struct _RowSettingModifier: _TraitModifier {
    public typealias Body = Never
    let apply: (inout _ViewTraits) -> Void
    package func _apply(to traits: inout _ViewTraits) { apply(&traits) }
}

extension View {
    /// Hides or shows the separator lines of this row in a `List`.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_RowSettingModifier { $0.separatorHidden = visibility == .hidden })
    }

    /// Draws `view` behind this row in a `List`.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(_RowSettingModifier { $0.rowBackground = background })
    }

    /// Insets this row's content in a `List` by `insets` instead of the style's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(_RowSettingModifier { $0.rowInsets = insets })
    }

    /// Draws this row's separator in `color` (nil: the style's).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_RowSettingModifier { $0.separatorTint = color })
    }

    /// Keeps this row when the list's selected rows are deleted.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowSettingModifier { $0.deleteDisabled = isDisabled })
    }

    /// Keeps this row from being dragged to another place in the list.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowSettingModifier { $0.moveDisabled = isDisabled })
    }

    /// Keeps this row from being selected (by a click or the arrows).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(_RowSettingModifier { $0.selectionDisabled = isDisabled })
    }

    /// Hides or shows the separators of the sections here in a list (Tint's list styles draw
    /// none between sections: accepted).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The colour of the separators between the sections here (none are drawn: accepted).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}

extension ForEach {
    /// Views for the elements of a binding to a collection, each given a binding to its
    /// element, as SwiftUI's `ForEach($items) { $item in }`; keyed by the elements' ids.
    ///
    /// The closure type is not `@MainActor` (nor is SwiftUI's): a closure literal whose
    /// parameter is a wrapped one (`$item in`) is not given the isolation of a `@MainActor`
    /// function type, and its body then warned at every call of a view's initializer. A plain
    /// closure written in a body takes the body's main-actor isolation, and the rows run on the
    /// main actor.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// The same, keyed by the id at `id`.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                                                               @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        // Called only on the main actor, where the rows are built.
        nonisolated(unsafe) let content = content
        let collection = data.wrappedValue
        let pairs = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
        self.init(pairs, id: \.1, idOf: { $0.1 }, content: { pair in
            let index = pair.0
            // The element at the index the row was built for; a write goes to the collection.
            // A row built before its element was deleted reads the element it had and writes
            // nowhere, rather than reading past the end.
            let fallback = collection[index]
            let element = Binding<C.Element>(
                get: {
                    let current = data.wrappedValue
                    return index >= current.startIndex && index < current.endIndex ? current[index] : fallback
                },
                set: { newValue in
                    let current = data.wrappedValue
                    guard index >= current.startIndex && index < current.endIndex else {
                        RuntimeWarnings.emit("ForEach: a row wrote its element after the element was removed; the write is dropped", fix: "remove elements from an action, after the row's edits end (or read the binding only while the element exists)")
                        return
                    }
                    data.wrappedValue[index] = newValue
                })
            return content(element)
        })
    }
}

/// The edits a `List` may make to a collection through `ForEach($items, editActions:)`, as
/// SwiftUI's `EditActions`: delete the selected rows (Delete), drag a row elsewhere.
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static var move: EditActions { EditActions(rawValue: 1) }
    public static var delete: EditActions { EditActions(rawValue: 2) }
    public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
    /// Views for the elements of a binding to a collection, as `ForEach($items)`, whose rows a
    /// `List` may delete (the selected ones, with Delete) and drag elsewhere, as `editActions`
    /// allow: the edits change the bound collection.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
        if editActions.contains(.delete) { editDelete = { data.wrappedValue.remove(atOffsets: $0) } }
        if editActions.contains(.move) { editMove = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) } }
    }
}

extension List where SelectionValue == Never {
    /// A list of a row per element of a binding to a collection, which it may delete from and
    /// reorder as `editActions` allow.
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, editActions: editActions, content: rowContent))
    }
}

extension List {
    /// The same, its rows selectable (the selected ones are what Delete deletes).
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection.map { .multiple($0) }, content: ForEach(data, editActions: editActions, content: rowContent))
    }

    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data.Element: Identifiable, Data.Index: Hashable {
        self.init(selection: selection.map { .single($0) }, content: ForEach(data, editActions: editActions, content: rowContent))
    }
}
