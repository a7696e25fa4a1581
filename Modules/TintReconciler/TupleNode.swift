import TintViews

/// The node of a `TupleView`: one child per tuple element, in order.
///
/// Elements are read straight from the tuple's memory at offsets found once per tuple type
/// (`FieldLayout`), so a tuple update allocates nothing and never uses `Mirror`.
final class TupleNode<T>: ChildListNode<TupleView<T>, ViewNode> {
    private struct Element {
        let offset: Int
        let type: any View.Type
    }

    private let elements: [Element]

    init(_ view: TupleView<T>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        elements = (FieldLayout.fields(of: T.self) ?? []).compactMap { field in
            guard let type = field.type as? any View.Type else {
                RuntimeWarnings.emit("TupleView element of type \(field.type) is not a View; it is ignored", fix: "put only views in a view builder")
                return nil
            }
            return Element(offset: field.offset, type: type)
        }
        super.init(graph: graph, parent: parent, environment: environment)
        withUnsafeBytes(of: view.value) { raw in
            for element in elements {
                children.append(mount(element.type, at: base(raw) + element.offset))
            }
        }
    }

    /// The tuple's address; an all-empty tuple has no storage, and reading zero-sized elements
    /// from any aligned address is valid.
    private func base(_ raw: UnsafeRawBufferPointer) -> UnsafeRawPointer {
        raw.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<Int>.alignment)!
    }

    private func mount<E: View>(_: E.Type, at pointer: UnsafeRawPointer) -> ViewNode {
        makeNode(pointer.assumingMemoryBound(to: E.self).pointee, parent: self, graph: graph, environment: environment)
    }

    private func update<E: View>(_: E.Type, at pointer: UnsafeRawPointer, child: ViewNode) {
        let child = unsafeDowncast(child, to: TypedNode<E>.self), environment = environment
        InPlace.with(pointer, as: E.self) { child.update($0, environment: environment) }
    }

    override func update(_ view: TupleView<T>, environment: EnvironmentValues) {
        self.environment = environment
        withUnsafeBytes(of: view.value) { raw in
            for (index, element) in elements.enumerated() {
                update(element.type, at: base(raw) + element.offset, child: children[index])
            }
        }
    }
}

extension TupleView: PrimitiveView {
    static func makePrimitiveNode(_ view: TupleView<T>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<TupleView<T>> {
        TupleNode(view, parent: parent, graph: graph, environment: environment)
    }
}
