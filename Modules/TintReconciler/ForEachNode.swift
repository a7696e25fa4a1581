import Foundation
import TintViews

/// The key of one `ForEach` child: its id, and which occurrence of that id it is. Unique ids
/// are all occurrence 0; a duplicate id keeps its first occurrence's state and keys the later
/// ones by (id, occurrence) (SEMANTICS 2.5).
struct ForEachKey<ID: Hashable>: Hashable {
    let id: ID
    let occurrence: Int
}

/// The node of a `ForEach`: one child node per element, keyed by id (SEMANTICS 2.4, 2.8).
/// Each update diffs the keys, keeps the nodes of kept ids (updating them with their element's
/// new view, whose comparison decides whether a body runs), mounts new ids fresh, unmounts
/// removed ids, and republishes the box order when anything but values changed.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ChildListNode<ForEach<Data, ID, Content>, TypedNode<Content>> {
    /// The ids in order, compared first on every update: equal ids mean only values changed,
    /// found without hashing.
    private var ids: [ID] = []
    private var keys: [ForEachKey<ID>] = []
    /// The last value, whose elements are compared with the new ones (SEMANTICS 2.8: equality
    /// gives update or skip). Keeping it costs nothing: the parent's last body holds it too.
    private var last: ForEach<Data, ID, Content>
    /// The element comparison and the policy it was made for.
    private var elementComparer: (comparator: ViewComparator, comparer: ValueComparer)?

    init(_ view: ForEach<Data, ID, Content>, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) {
        last = view
        super.init(graph: graph, parent: parent, environment: environment)
        ids = ForEachNode.ids(of: view)
        keys = ForEachNode.keys(of: ids, in: view)
        children.reserveCapacity(keys.count)
        ForEachNode.visit(view.data) { _, element in
            children.append(makeNode(view.content(element), parent: self, graph: graph, environment: environment))
        }
    }

    /// Calls `body` with each element and its offset, through contiguous storage when the
    /// collection has it. Plain generic iteration here (unspecialized code) would look up the
    /// iterator's and the element tuple's metadata on every step.
    @inline(__always)
    private static func visit(_ data: Data, _ body: (Int, Data.Element) -> Void) {
        let done: Void? = data.withContiguousStorageIfAvailable { buffer in
            for offset in 0..<buffer.count { body(offset, buffer[offset]) }
        }
        if done == nil {
            var offset = 0
            for element in data {
                body(offset, element)
                offset += 1
            }
        }
    }

    /// The ids in order, written straight into the array's storage (`append` in unspecialized
    /// code looks up the array's metadata per element).
    private static func ids(of view: ForEach<Data, ID, Content>) -> [ID] {
        let count = view.data.count
        // Read once: a field of the generic `ForEach` read in the loop costs a metadata look-up
        // per element.
        let idOf = view._idOf
        return [ID](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            // Through the element's address where the data is contiguous: handing `idOf` the
            // element in place copies nothing, where a by-value element would be copied (and
            // its references retained and released) once per element.
            let done: Void? = view.data.withContiguousStorageIfAvailable { elements in
                guard let elementBase = elements.baseAddress else { return }
                for offset in 0..<elements.count { (base + offset).initialize(to: idOf((elementBase + offset).pointee)) }
            }
            if done == nil {
                visit(view.data) { offset, element in
                    (base + offset).initialize(to: idOf(element))
                }
            }
            initialized = count
        }
    }

    /// Whether two id lists are equal: one byte comparison when `ID` is plain data (equal bytes
    /// are equal ids; different bytes fall back to `==`), else `==` per element, which in this
    /// unspecialized code goes through witness tables.
    private static func idsEqual(_ a: [ID], _ b: [ID]) -> Bool {
        guard a.count == b.count else { return false }
        if _isPOD(ID.self) {
            let same = a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
            if same { return true }
        }
        return a == b
    }

    /// The keys of `ids`: occurrence 0 for the first of each id, counting up for duplicates,
    /// which are reported once each.
    private static func keys(of ids: [ID], in view: ForEach<Data, ID, Content>) -> [ForEachKey<ID>] {
        var keys: [ForEachKey<ID>] = []
        keys.reserveCapacity(ids.count)
        var seen: [ID: Int] = [:]
        var warned: Set<ID> = []
        for id in ids {
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            if occurrence > 0, warned.insert(id).inserted {
                RuntimeWarnings.emit("ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(id) occurs more than once; the first keeps its state, later ones are keyed by occurrence")
            }
            keys.append(ForEachKey(id: id, occurrence: occurrence))
        }
        return keys
    }

    override func update(_ view: ForEach<Data, ID, Content>, environment: EnvironmentValues) {
        let environmentChanged = environment != self.environment
        self.environment = environment
        let newIDs = ForEachNode.ids(of: view)
        defer { last = view }
        if ForEachNode.idsEqual(newIDs, ids) {
            // Only values changed: no structure to diff, no hashing (the fast path of 2.8).
            if !environmentChanged, let skipped = updateChangedElementsOnly(view) {
                graph.recordSkips(skipped)
                return
            }
            let content = view.content
            children.withUnsafeBufferPointer { children in
                ForEachNode.visit(view.data) { offset, element in
                    children[offset].update(content(element), environment: environment)
                }
            }
            return
        }
        let newKeys = ForEachNode.keys(of: newIDs, in: view)
        let diff = KeyedDiff(old: keys, new: newKeys)
        for index in diff.removed { children[index].unmount(removeBoxes: true) }
        var newChildren: [TypedNode<Content>] = []
        newChildren.reserveCapacity(newKeys.count)
        ForEachNode.visit(view.data) { offset, element in
            if let old = diff.oldIndex(ofNew: offset) {
                let child = children[old]
                child.update(view.content(element), environment: environment)
                newChildren.append(child)
            } else {
                newChildren.append(makeNode(view.content(element), parent: self, graph: graph, environment: environment))
            }
        }
        ids = newIDs
        keys = newKeys
        children = newChildren
        graph.recordKeyedDiff(diff)
        childBoxesChanged()
    }
}

extension ForEachNode {
    /// Updates only the rows whose element changed, and returns how many were skipped; `nil`
    /// when that shortcut does not apply, and every row must get its rebuilt view.
    ///
    /// An element equal to its old value (its `==`, else its properties: SEMANTICS 2.8) built by
    /// the very same content closure (same function, same captured context: a closure that
    /// captures nothing, or one kept from the last body) gives a row view equal to the old one,
    /// so the row is skipped without building and comparing its view: for a 1,000-row list
    /// with one changed row, 999 element comparisons instead of 1,000 closure calls and view
    /// comparisons. A closure rebuilt with captures differs every time, and then every row is
    /// updated as usual. The baseline policy (`alwaysEvaluate`) and the `mirror` engine never
    /// take the shortcut, so their benchmarks measure what they claim to.
    private func updateChangedElementsOnly(_ view: ForEach<Data, ID, Content>) -> Int? {
        let comparator = graph.comparator
        guard comparator.policy != .alwaysEvaluate, comparator.engine == .compiled,
              closureBitsEqual(view.content, last.content) else { return nil }
        let comparer: ValueComparer
        if let cached = elementComparer, cached.comparator == comparator {
            comparer = cached.comparer
        } else {
            comparer = comparator.policy == .automatic
                ? CompiledPlans.comparer(for: Data.Element.self)
                : CompiledPlans.propertyComparer(for: Data.Element.self)
            elementComparer = (comparator, comparer)
        }
        let content = view.content, environment = self.environment
        let skipped: Int?? = last.data.withContiguousStorageIfAvailable { old in
            view.data.withContiguousStorageIfAvailable { new in
                guard let oldBase = old.baseAddress, let newBase = new.baseAddress else { return 0 }
                var skipped = 0
                // A struct plan runs inline, without the class call per element.
                let plan = (comparer as? StructComparer)?.plan
                children.withUnsafeBufferPointer { children in
                    for offset in 0..<new.count {
                        let equal = if let plan { plan.equal(oldBase + offset, newBase + offset) } else { comparer.equal(oldBase + offset, newBase + offset) }
                        if equal {
                            skipped += 1
                        } else {
                            children[offset].update(content(new[offset]), environment: environment)
                        }
                    }
                }
                return skipped
            }
        }
        return skipped ?? nil
    }
}

/// Whether two closures are the same function with the same captured context.
@inline(__always)
func closureBitsEqual<T>(_ a: T, _ b: T) -> Bool {
    withUnsafeBytes(of: a) { a in withUnsafeBytes(of: b) { b in a.elementsEqual(b) } }
}

extension ForEach: PrimitiveView {
    static func makePrimitiveNode(_ view: Self, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues) -> TypedNode<Self> {
        ForEachNode(view, parent: parent, graph: graph, environment: environment)
    }
}
