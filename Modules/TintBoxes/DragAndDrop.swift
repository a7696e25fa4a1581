import Foundation
import TintCore

/// What a drag carries, as input hands it from a drag source to a drop target: the content
/// types its items offer, and the items' typed forms, made and read by the views' side (which
/// knows the types: each item is an array of its forms).
@MainActor
public final class DragPayload {
    /// The content types (uniform type identifiers) the items offer, most preferred first.
    public let typeIdentifiers: [String]
    /// How many items the drag carries.
    public let count: Int
    /// The items' forms, once exported.
    public let load: @MainActor () async -> [Any]

    public init(typeIdentifiers: [String], count: Int, load: @escaping @MainActor () async -> [Any]) {
        self.typeIdentifiers = typeIdentifiers
        self.count = count
        self.load = load
    }
}

/// A box that takes drops (`.dropDestination`, `.onDrop`): whether a payload suits it, told as a
/// drag enters, moves over and leaves it, and given the payload at the drop. Locations are in the
/// box's own points.
public struct DropTarget {
    public var accepts: @MainActor (DragPayload) -> Bool
    /// The drag entered (`true`) or left (`false`) the box.
    public var targeted: @MainActor (Bool, DragPayload, CGPoint) -> Void
    /// The drag moved over the box.
    public var moved: @MainActor (DragPayload, CGPoint) -> Void
    /// The drop; returns whether the box took it.
    public var perform: @MainActor (DragPayload, CGPoint) -> Bool

    public init(accepts: @escaping @MainActor (DragPayload) -> Bool,
                targeted: @escaping @MainActor (Bool, DragPayload, CGPoint) -> Void,
                moved: @escaping @MainActor (DragPayload, CGPoint) -> Void = { _, _ in },
                perform: @escaping @MainActor (DragPayload, CGPoint) -> Bool) {
        self.accepts = accepts
        self.targeted = targeted
        self.moved = moved
        self.perform = perform
    }
}

/// Marks a box a drag starts from (`.draggable`, `.onDrag`), or the preview that follows the
/// pointer while it goes on: input finds both by the token the views' side gave them.
public struct DragSourceMark: Equatable, Sendable {
    public var token: ObjectIdentifier
    public var isPreview: Bool

    public init(token: ObjectIdentifier, isPreview: Bool) {
        self.token = token
        self.isPreview = isPreview
    }
}
