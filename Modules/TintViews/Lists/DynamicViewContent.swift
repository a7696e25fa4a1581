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
                        RuntimeWarnings.emit("ForEach: a row wrote its element after the element was removed; the write is dropped")
                        return
                    }
                    data.wrappedValue[index] = newValue
                })
            return content(element)
        })
    }
}
