import TintCore
import TintLayout

/// The reconciler's output for one update: how the render tree must change. Applied in order.
@MainActor
public struct ChangeSet {
    /// The transaction of the state changes this update applied (`withAnimation`).
    public var transaction = Transaction()

    /// One change to the render tree, applied in order.
    public enum Operation {
        /// A new box; its children arrive with `setChildren`.
        case insert(BoxID, BoxContent)
        /// New content for an existing box; `visual` is false when only actions changed.
        case update(BoxID, BoxContent, visual: Bool)
        /// The box's children, in order, replacing the previous list.
        case setChildren(BoxID, [BoxID])
        /// The box and everything below it are gone.
        case remove(BoxID)
        /// The boxes at the root of the window, in order.
        case setRoot([BoxID])
        /// A view's body ran (reported only while body runs are tracked: the debug tint and
        /// render-count badges). Out of line: inline, its run made every operation 56 bytes,
        /// and a first frame of a million boxes holds a million operations (24 bytes each now).
        indirect case bodyRan(BodyRun)
        /// A view whose body runs were reported is gone.
        case bodyRunsEnded(viewID: Int)
    }

    public private(set) var operations: [Operation] = []

    public init() {}

    public var isEmpty: Bool { operations.isEmpty }

    /// How many of the operations insert a box (a first frame inserts every box).
    public private(set) var insertCount = 0

    public mutating func append(_ operation: Operation) {
        if case .insert = operation { insertCount += 1 }
        operations.append(operation)
    }

    /// The operations, moved out (the set is left empty): a consumer that takes them need not
    /// copy each box content.
    public mutating func takeOperations() -> [Operation] {
        let taken = operations
        operations = []
        insertCount = 0
        return taken
    }
}
