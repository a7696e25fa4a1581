/// A type-erased list of the values pushed on a `NavigationStack`, as SwiftUI's
/// `NavigationPath`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the last `k` values; removing more than there are empties the path, with a
    /// warning (SwiftUI traps).
    public mutating func removeLast(_ k: Int = 1) {
        if k > elements.count {
            RuntimeWarnings.emit("NavigationPath.removeLast(\(k)) on a path of \(elements.count); the path is emptied")
        }
        elements.removeLast(Swift.max(0, Swift.min(k, elements.count)))
    }
}
