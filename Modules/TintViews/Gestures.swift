import TintBoxes

/// `.onTapGesture { }`: runs `action` when the view is clicked (pressed and released on it).
package struct _TapGestureModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let count: Int
    /// Run at a click (a list row's reads the modifier keys held).
    package let perform: BoxAction

    package init(count: Int, perform: BoxAction) {
        self.count = count
        self.perform = perform
    }

    /// An action cannot be compared: a rebuilt one always replaces the old (it changes no pixel).
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// `.onHover { inside in }`: told when the pointer enters and leaves the view.
package struct _HoverModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let action: @MainActor (Bool) -> Void

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

extension View {
    /// Runs `action` when the view is clicked, as SwiftUI's `onTapGesture`. Tint counts single
    /// clicks; `count` is kept for source compatibility.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        modifier(_TapGestureModifier(count: count, perform: .plain(action)))
    }

    /// Calls `action(true)` when the pointer enters the view's frame and `action(false)` when it
    /// leaves, as SwiftUI's `onHover`.
    public func onHover(perform action: @escaping @MainActor (Bool) -> Void) -> some View {
        modifier(_HoverModifier(action: action))
    }
}
