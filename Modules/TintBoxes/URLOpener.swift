import Foundation

/// Opens the links of a text when they are clicked (the environment's `openURL` where the text
/// is): two openers are the same when made from the same action.
public struct URLOpener: Equatable, @unchecked Sendable {
    /// The identity of the action it was made from.
    public let id: Int
    public let open: @MainActor (URL) -> Void

    public init(id: Int, open: @escaping @MainActor (URL) -> Void) {
        self.id = id
        self.open = open
    }

    public static func == (a: URLOpener, b: URLOpener) -> Bool { a.id == b.id }
}
