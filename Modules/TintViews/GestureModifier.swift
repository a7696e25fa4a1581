import TintBoxes

/// `.gesture(_:)`: the view's box recognizes a gesture from the presses that begin on it. Any
/// gesture comes through here as its recognizer (`PointerRecognizer`), so a new gesture needs
/// no change outside its own file.
package struct _GestureModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let recognizer: any PointerRecognizer

    /// Recognizers hold actions, which cannot be compared: a rebuilt one always replaces the
    /// old (it changes no pixel).
    package nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}
