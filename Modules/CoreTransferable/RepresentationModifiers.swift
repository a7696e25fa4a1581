import Foundation
import UniformTypeIdentifiers

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let scope: Int
    /// Any receiver.
    public static let all = TransferRepresentationVisibility(scope: 3)
    /// Apps of the same team only.
    public static let team = TransferRepresentationVisibility(scope: 2)
    /// The same process only.
    public static let ownProcess = TransferRepresentationVisibility(scope: 1)
    /// The same app group only.
    public static let group = TransferRepresentationVisibility(scope: 2)

    /// Whether a representation with this visibility is offered to receivers of `other`: a
    /// representation for any receiver reaches all, one for the process only reaches the process.
    package func includes(_ other: TransferRepresentationVisibility) -> Bool { scope >= other.scope }
}

/// A representation with its forms changed: a condition, a file name or a visibility.
public struct _ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public typealias Body = Never
    let entries: [TransferEntry<Item>]
    public var _transferEntries: [TransferEntry<Item>] { entries }
}

extension TransferRepresentation {
    /// Exports only items for which `condition` holds; imports are unchanged.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ModifiedTransferRepresentation<Item> {
        modified { entry in
            let previous = entry.condition
            entry.condition = { item in (previous?(item) ?? true) && condition(item) }
        }
    }

    /// The name a receiver gives the file the item is exported to.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Item> {
        modified { $0.suggestedFileName = { _ in fileName } }
    }

    /// The name a receiver gives the file an item is exported to, from the item.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Item> {
        modified { $0.suggestedFileName = fileName }
    }

    /// Who may receive the representation.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Item> {
        modified { $0.visibility = visibility }
    }

    private func modified(_ change: (inout TransferEntry<Item>) -> Void) -> _ModifiedTransferRepresentation<Item> {
        _ModifiedTransferRepresentation(entries: transferEntries.map { entry in
            var entry = entry
            change(&entry)
            return entry
        })
    }
}
