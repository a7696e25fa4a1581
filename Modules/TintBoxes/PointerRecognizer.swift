import TintCore

/// A gesture a box recognizes from the pointer (a drag, and the gestures to come): input hands
/// it every step of a press that began on the box, and it says whether it owns the press. An
/// owned press is no longer a click: the control under it stops showing pressed and its action
/// does not run. Views make recognizers (`DragGesture` makes one); input and render know only
/// this protocol, so a new gesture is a new recognizer and the modifier that attaches it.
///
/// A recognizer is a value the view rebuilds with its body: each step goes to the box's
/// recognizer as it is then (its actions see the state of the latest update), and what a press
/// has done so far travels in the step (`PointerSample.isOwned`).
@MainActor
public protocol PointerRecognizer {
    /// One step of the press; returns whether the recognizer owns the press now.
    func handle(_ step: PointerStep) -> Bool
}

/// One step of a press as a recognizer sees it.
public enum PointerStep: Sendable {
    /// The pointer went down on the box.
    case began(PointerSample)
    /// The pointer moved while pressed.
    case moved(PointerSample)
    /// The pointer came up.
    case ended(PointerSample)
}

/// Where a press is, in the recognizing box's own coordinates (its top-leading corner is the
/// origin), with the box's size and the modifier keys held.
public struct PointerSample: Sendable {
    /// Where the press began.
    public var startLocation: CGPoint
    /// Where the pointer is.
    public var location: CGPoint
    /// The size of the box.
    public var boxSize: CGSize
    public var modifiers: EventModifiers
    /// Whether the recognizer took the press at an earlier step.
    public var isOwned: Bool

    public init(startLocation: CGPoint, location: CGPoint, boxSize: CGSize, modifiers: EventModifiers = [], isOwned: Bool = false) {
        self.startLocation = startLocation
        self.location = location
        self.boxSize = boxSize
        self.modifiers = modifiers
        self.isOwned = isOwned
    }
}
