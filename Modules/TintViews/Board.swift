/// Values that views post up to an ancestor that shows them: a navigation title, toolbar
/// items, navigation destinations, presented sheets and alerts. SwiftUI's preferences do this
/// job; a board delivers a post straight to the node that reads it, in the same update.
///
/// The ancestor owns the board and hands it down in the environment; a poster
/// (`.navigationTitle`, `.toolbar`, `.sheet`...) posts when it mounts or updates and withdraws
/// its post when it unmounts. Readers (`_BoardReader`) run again when a post changes. Posts
/// keep the order in which their posters first posted.
@MainActor
package final class _Board<Value>: Equatable {
    /// A post, with the identity of its poster.
    public struct Post {
        public let owner: ObjectIdentifier
        public var value: Value
    }

    public private(set) var posts: [Post] = []
    private var listeners: [ObjectIdentifier: @MainActor () -> Void] = [:]

    public nonisolated init() {}

    /// The values posted, oldest poster first.
    public var values: [Value] { posts.map(\.value) }

    /// Posts `value` for `owner`, replacing its earlier post; `same` says whether the earlier
    /// value equals the new one (then nobody is told).
    public func post(_ value: Value, from owner: AnyObject, same: (Value, Value) -> Bool = { _, _ in false }) {
        let id = ObjectIdentifier(owner)
        if let index = posts.firstIndex(where: { $0.owner == id }) {
            if same(posts[index].value, value) {
                posts[index].value = value
                return
            }
            posts[index].value = value
        } else {
            posts.append(Post(owner: id, value: value))
        }
        notify()
    }

    /// Removes `owner`'s post, if any.
    public func withdraw(from owner: AnyObject) {
        let id = ObjectIdentifier(owner)
        guard let index = posts.firstIndex(where: { $0.owner == id }) else { return }
        posts.remove(at: index)
        notify()
    }

    /// Calls `action` whenever the posts change, until `stopListening(listener)`.
    public func listen(_ listener: AnyObject, _ action: @escaping @MainActor () -> Void) {
        listeners[ObjectIdentifier(listener)] = action
    }

    public func stopListening(_ listener: AnyObject) {
        listeners[ObjectIdentifier(listener)] = nil
    }

    private func notify() {
        for action in listeners.values { action() }
    }

    /// Boards are compared by identity: the environment holds the same board while its owner
    /// lives.
    package nonisolated static func == (a: _Board, b: _Board) -> Bool { a === b }
}

/// Posts `value` to the board at `board` in the environment (when there is one) for as long as
/// the modified view is mounted.
package struct _BoardPostModifier<Value>: ViewModifier {
    public typealias Body = Never
    package let board: KeyPath<EnvironmentValues, _Board<Value>?> & Sendable
    /// `nil` withdraws the post (a sheet that is not presented).
    public let value: Value?

    package init(board: KeyPath<EnvironmentValues, _Board<Value>?> & Sendable, value: Value?) {
        self.board = board
        self.value = value
    }
}

/// Shows `content` built from a board's values, built again whenever they change.
package struct _BoardReader<Value, Content: View>: View {
    public typealias Body = Never
    package let board: _Board<Value>
    public let content: @MainActor ([Value]) -> Content

    package init(_ board: _Board<Value>, @ViewBuilder content: @escaping @MainActor ([Value]) -> Content) {
        self.board = board
        self.content = content
    }
}

/// A value the poster completes with its own environment before posting (a presentation is
/// shown at the window's root, but in the environment of the view that presents it).
package protocol _EnvironmentCapturing {
    mutating func _capture(_ environment: EnvironmentValues)
}
