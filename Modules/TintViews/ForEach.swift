/// Views built from a collection, one per element, keyed by each element's id, as SwiftUI's
/// `ForEach` (RULES 2.4, 2.5, 2.8). Identity comes from the id: reordering the data moves
/// views with their state, a removed id ends its view's state, and a kept id whose element
/// changed is updated in place (its comparison decides whether its body runs).
///
/// The initializers are compiled into the code that builds the `ForEach` so that the id
/// functions they make are compiled for its concrete element and id types: the reconciler
/// sees those types only at run time, where reading an id per element through generic code
/// costs hundreds of instructions in metadata look-ups.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    /// The id of an element.
    public var id: KeyPath<Data.Element, ID>
    /// Builds the view of one element.
    public var content: @MainActor (Data.Element) -> Content
    /// The id of an element, as a function: a key path projection costs a runtime walk per
    /// element, a function for `\.id` or `\.self` a direct read. Public (with the two below)
    /// because the `@_transparent` initializers set them; apps never spell them.
    public let _idOf: (Data.Element) -> ID
    /// The ids of all elements of a collection, in order: the reconciler reads ids through it.
    public let _ids: (Data) -> [ID]
    /// The elements as an array: compiled where the `ForEach` is built, for its concrete
    /// collection. The reconciler iterating a collection without contiguous storage (a range)
    /// in its own unspecialized code allocated once per element (a generic iterator's state);
    /// an array is one allocation, iterated through its buffer.
    public let _elements: (Data) -> [Data.Element]
    /// The edits a `List` may make to the data through this (`ForEach($items, editActions:)`):
    /// delete the selected rows, drag a row to another place.
    var editDelete: ((IndexSet) -> Void)? = nil
    var editMove: ((IndexSet, Int) -> Void)? = nil

    /// Views for `data`, keyed by the id at `id`.
    @_transparent
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        // A stored property (`\.self`, `\.key`) is read at its offset: a key path projection
        // walks the key path's components at run time.
        if let offset = MemoryLayout<Data.Element>.offset(of: id) {
            self.init(data, id: id, idOf: _ForEachIDs<Data, ID>.storedIDReader(offset), content: content)
        } else {
            self.init(data, id: id, idOf: _ForEachIDs<Data, ID>.keyPathIDReader(id), content: content)
        }
    }

    @_transparent @usableFromInline
    init(_ data: Data, id: KeyPath<Data.Element, ID>, idOf: @escaping (Data.Element) -> ID, content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: id, idOf: idOf, ids: _ForEachIDs<Data, ID>.allIDs(idOf), content: content)
    }

    // The initializers are transparent, not only inlinable: a `ForEach` built in a view generic
    // over its rows is then compiled into that view's body, where the data and id types are
    // known though the content type is not, and the id functions below (generic over data and
    // id alone) are compiled for them. Called as a function, the initializer ran in code
    // compiled for no type at all, and every id read looked types up at run time: a 1,000-row
    // list in such a view took 1.3 times the concrete one's update.
    @_transparent @usableFromInline
    init(_ data: Data, id: KeyPath<Data.Element, ID>, idOf: @escaping (Data.Element) -> ID, ids: @escaping (Data) -> [ID], content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self._idOf = idOf
        self._ids = ids
        self._elements = _ForEachIDs<Data, ID>.allElements()
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`, keyed by each element's `id`.
    @_transparent
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, idOf: _IdentifiableIDs.reader(), ids: _IdentifiableIDs.allIDs(), content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, keyed by offset.
    @_transparent
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data, id: \.self, idOf: _ForEachIDs<Range<Int>, Int>.offsetReader(), content: content)
    }
}

/// The functions a `ForEach` reads ids and elements through, made in a type generic over the
/// data and id alone (not the content), so that they are compiled for them wherever the
/// `ForEach` is built. They are made in nonisolated functions: a closure made in the view's
/// main-actor initializer would be main-actor isolated, and calling it per element would check
/// the executor at run time each time.
/// Public because `ForEach`'s `@_transparent` initializers call it (so a debug build inlines the id
/// reader); apps never spell it.
public enum _ForEachIDs<Data: RandomAccessCollection, ID: Hashable> {
    @inlinable
    nonisolated public static func storedIDReader(_ offset: Int) -> (Data.Element) -> ID {
        { element in withUnsafePointer(to: element) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: ID.self) } }
    }

    @inlinable
    nonisolated public static func keyPathIDReader(_ keyPath: KeyPath<Data.Element, ID>) -> (Data.Element) -> ID {
        { $0[keyPath: keyPath] }
    }

    @inlinable
    nonisolated public static func offsetReader() -> (Int) -> Int where Data == Range<Int>, ID == Int { { $0 } }

    @inlinable
    nonisolated public static func allElements() -> (Data) -> [Data.Element] {
        { Array($0) }
    }

    /// Through contiguous storage where the data has some, each element handed to `idOf` in
    /// place. Where this is compiled without the element type, `map` allocated on every
    /// element and copied each element to read its id.
    @inlinable
    nonisolated public static func allIDs(_ idOf: @escaping (Data.Element) -> ID) -> (Data) -> [ID] {
        { data in
            data.withContiguousStorageIfAvailable { elements in
                [ID](unsafeUninitializedCapacity: elements.count) { ids, count in
                    guard let first = elements.baseAddress, let out = ids.baseAddress else { return }
                    let base = UnsafeMutablePointer(mutating: first)
                    for index in 0..<elements.count { (out + index).initialize(to: id(of: &base[index], idOf)) }
                    count = elements.count
                }
            } ?? data.map(idOf)
        }
    }

    /// `idOf(element)`, the element passed as its address (nothing writes through it).
    @inlinable
    nonisolated public static func id(of element: inout Data.Element, _ idOf: (Data.Element) -> ID) -> ID {
        idOf(element)
    }
}

/// The id functions of a `ForEach` over `Identifiable` elements: each element's `id` read
/// directly, with no function call per element as `_ForEachIDs.allIDs` makes.
/// Public because `ForEach`'s `@_transparent` initializers call it; apps never spell it.
public enum _IdentifiableIDs<Element: Identifiable> {
    @inlinable
    nonisolated public static func reader() -> (Element) -> Element.ID { { $0.id } }

    @inlinable
    nonisolated public static func allIDs<Data: RandomAccessCollection>() -> (Data) -> [Element.ID] where Data.Element == Element {
        { data in data.withContiguousStorageIfAvailable { ids(of: $0) } ?? data.map(\.id) }
    }

    /// Each element's id read in place.
    @inlinable
    nonisolated public static func ids(of elements: UnsafeBufferPointer<Element>) -> [Element.ID] {
        [Element.ID](unsafeUninitializedCapacity: elements.count) { ids, count in
            guard let first = elements.baseAddress, let out = ids.baseAddress else { return }
            let base = UnsafeMutablePointer(mutating: first)
            for index in 0..<elements.count { (out + index).initialize(to: id(of: &base[index])) }
            count = elements.count
        }
    }

    /// The element passed as its address (nothing writes through it): read through a
    /// buffer's subscript, an element compiled without its type was copied to ask for its id.
    @inlinable
    nonisolated public static func id(of element: inout Element) -> Element.ID { element.id }
}
