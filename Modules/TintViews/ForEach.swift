/// Views built from a collection, one per element, keyed by each element's id, as SwiftUI's
/// `ForEach` (SEMANTICS 2.4, 2.5, 2.8). Identity comes from the id: reordering the data moves
/// views with their state, a removed id ends its view's state, and a kept id whose element
/// changed is updated in place (its comparison decides whether its body runs).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    /// The id of an element.
    public var id: KeyPath<Data.Element, ID>
    /// Builds the view of one element.
    public var content: @MainActor (Data.Element) -> Content
    /// The id of an element, as a function: a key path projection costs a runtime walk per
    /// element, a function for `\.id` or `\.self` a direct read. The reconciler reads ids
    /// through it.
    public let _idOf: (Data.Element) -> ID

    /// Views for `data`, keyed by the id at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        // A stored property (`\.self`, `\.key`) is read at its offset: a key path projection
        // walks the key path's components at run time, hundreds of instructions per element.
        if let offset = MemoryLayout<Data.Element>.offset(of: id) {
            self.init(data, id: id, idOf: { element in
                withUnsafePointer(to: element) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: ID.self) }
            }, content: content)
        } else {
            self.init(data, id: id, idOf: { $0[keyPath: id] }, content: content)
        }
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, idOf: @escaping (Data.Element) -> ID, content: @escaping @MainActor (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self._idOf = idOf
        self.content = content
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable `data`, keyed by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
        self.init(data, id: \.id, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range, keyed by offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
        self.init(data, id: \.self, idOf: { $0 }, content: content)
    }
}
