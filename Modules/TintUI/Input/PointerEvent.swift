import TintBoxes
import TintCore

/// A pointer event as the hosts hand it to input: where (window points) and the modifier keys
/// held. The keys travel with the event to the action it sets off (`ActionEvent`), so that a
/// list's Shift-click extends its selection without a global.
struct PointerEvent {
    var location: CGPoint
    var modifiers: EventModifiers = []
}
