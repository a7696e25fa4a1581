import TintBoxes

/// `.gesture(_:)`: the view's box recognizes a gesture from the presses that begin on it or
/// inside it. Any gesture comes through here as its recognizer (`PointerRecognizer`), so a new
/// gesture needs no change outside its own file.
package struct _GestureModifier: ViewModifier, Equatable {
    package typealias Body = Never
    package let recognizer: any PointerRecognizer

    /// Recognizers hold actions, which cannot be compared: a rebuilt one always replaces the
    /// old (it changes no pixel).
    package nonisolated static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// A gesture attached with its priority and mask; it reads the named coordinate spaces around
/// the view for the gesture's locations.
struct _GestureAttachment<G: Gesture>: ViewModifier {
    let gesture: G
    let arbitration: GestureArbitration
    @Environment(\._coordinateSpaces) private var spaces

    func body(content: Content) -> some View {
        content.modifier(_GestureModifier(recognizer: GestureRecognizer(gesture: gesture, arbitration: arbitration, spaces: spaces)))
    }
}

extension GestureArbitration {
    init(_ priority: Priority, _ mask: GestureMask) {
        self.init(priority: priority, includesGesture: mask.contains(.gesture), includesSubviews: mask.contains(.subviews))
    }
}

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view
    /// (those inside it win).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureAttachment(gesture: gesture, arbitration: GestureArbitration(.normal, mask)))
    }

    /// Attaches a gesture to the view, enabled or not.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view; `name` identifies it (Tint has no other recognizers to
    /// relate it to).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the
    /// view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureAttachment(gesture: gesture, arbitration: GestureArbitration(.high, mask)))
    }

    /// Attaches a high-priority gesture to the view, enabled or not.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a high-priority gesture to the view; `name` identifies it.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, isEnabled: isEnabled)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureAttachment(gesture: gesture, arbitration: GestureArbitration(.simultaneous, mask)))
    }

    /// Attaches a simultaneous gesture to the view, enabled or not.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a simultaneous gesture to the view; `name` identifies it.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, isEnabled: isEnabled)
    }
}
