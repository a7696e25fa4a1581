import TintBoxes

/// `_TextInputModifier`: the view takes keyboard input while focused (a click focuses it).
package struct _TextInputModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let handler: @MainActor (TextInputEvent) -> String?

    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

extension View {
    /// Makes the view a keyboard target: a click focuses it, and while focused `handler` gets
    /// every key and typed text (Tint's building block for `TextField`).
    package func _textInput(_ handler: @escaping @MainActor (TextInputEvent) -> String?) -> some View {
        modifier(_TextInputModifier(handler: handler))
    }
}
