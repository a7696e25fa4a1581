/// Views built from a collection, one per element, keyed by each element's id, as SwiftUI's
/// `ForEach` (RULES 2.4, 2.5, 2.8). Identity comes from the id: reordering the data moves
/// views with their state, a removed id ends its view's state, and a kept id whose element
/// changed is updated in place (its comparison decides whether its body runs).
///
/// The initializers are inlinable so that the id functions they make are compiled where the
/// `ForEach` is built, for its concrete element and id types: the reconciler sees those types
/// only at run time, where reading an id per element through generic code costs hundreds of
/// instructions in metadata look-ups.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    /// The id of an element.
    public var id: KeyPath<Data.Element, ID>
    /// Builds the view of one element.
    public var content: @MainActor (Data.Element) -> Content
    /// The id of an element, as a function: a key path projection costs a runtime walk per
    /// element, a function for `\.id` or `\.self` a direct read.
    public let _idOf: (Data.Element) -> ID
    /// The ids of all elements of a collection, in order: the reconciler reads ids through it.
    public let _ids: (Data) -> [ID]
    /// The elements as an array: compiled where the `ForEach` is built, for its concrete
    /// collection. The reconciler iterating a collection without contiguous storage (a range)
    /// in its own unspecialized code allocated once per element (a generic iterator's state);
    /// an array is one allocation, iterated through its buffer.
    public let _elements: (Data) -> [Data.Element]

    /// Views for `data`, keyed by the id at `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        // A stored property (`\.self`, `\.key`) is read at its offset: a key path projection
        // walks the key path's components at run time.
        if let offset = MemoryLayout<Data.Element>.offset(of: id) {
            self.init(data, id: id, idOf: Self._storedIDReader(offset), content: content)
        } else {
            self.init(data, id: id, idOf: Self._keyPathIDReader(id), content: content)
        }
    }

    @inlinable
    init(_ data: Data, id: KeyPath<Data.Element, ID>, idOf: @escaping (Data.Element) -> ID, content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self._idOf = idOf
        self._ids = Self._allIDs(idOf)
        self._elements = Self._allElements()
        self.content = content
    }

    // The id functions are made in nonisolated functions: a closure made in the view's
    // main-actor initializer would be main-actor isolated, and calling it from `map` would check
    // the executor at run time on every element.

    @inlinable
    nonisolated static func _storedIDReader(_ offset: Int) -> (Data.Element) -> ID {
        { element in withUnsafePointer(to: element) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: ID.self) } }
    }

    @inlinable
    nonisolated static func _keyPathIDReader(_ keyPath: KeyPath<Data.Element, ID>) -> (Data.Element) -> ID {
        { $0[keyPath: keyPath] }
    }

    @inlinable
    nonisolated static func _allElements() -> (Data) -> [Data.Element] {
        { Array($0) }
    }

    /// Through contiguous storage where the data has some, each element handed to `idOf` in
    /// place. Where this is compiled without the element type (a `ForEach` in a view generic
    /// over its rows), `map` allocated on every element and copied each element to read its id:
    /// most of such a list's update.
    @inlinable
    nonisolated static func _allIDs(_ idOf: @escaping (Data.Element) -> ID) -> (Data) -> [ID] {
        { data in
            data.withContiguousStorageIfAvailable { elements in
                [ID](unsafeUninitializedCapacity: elements.count) { ids, count in
                    guard let first = elements.baseAddress, let out = ids.baseAddress else { return }
                    let base = UnsafeMutablePointer(mutating: first)
                    for index in 0..<elements.count { (out + index).initialize(to: _id(of: &base[index], idOf)) }
                    count = elements.count
                }
            } ?? data.map(idOf)
        }
    }

    /// `idOf(element)`, the element passed as its address (nothing writes through it).
    @inlinable
    nonisolated static func _id(of element: inout Data.Element, _ idOf: (Data.Element) -> ID) -> ID {
        idOf(element)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`, keyed by each element's `id`.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, idOf: Self._identifiableIDReader(), content: content)
    }

    @inlinable
    nonisolated static func _identifiableIDReader() -> (Data.Element) -> ID { { $0.id } }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, keyed by offset.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data, id: \.self, idOf: Self._offsetReader(), content: content)
    }

    @inlinable
    nonisolated static func _offsetReader() -> (Int) -> Int { { $0 } }
}
