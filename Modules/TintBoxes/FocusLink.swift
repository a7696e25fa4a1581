/// `.focused`: whether a focus state wants the text field inside a box focused, and how to
/// tell it where the focus went.
public struct FocusLink {
    /// Whether the state says this box has the focus.
    public var isFocused: Bool
    /// Told whether the box has the focus when the focus moves.
    public var setFocused: @MainActor (Bool) -> Void

    public init(isFocused: Bool, setFocused: @escaping @MainActor (Bool) -> Void) {
        self.isFocused = isFocused
        self.setFocused = setFocused
    }
}
