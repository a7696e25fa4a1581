import Foundation
import TintCore

/// A gesture a box recognizes from the pointer (`.gesture`, `.highPriorityGesture`,
/// `.simultaneousGesture`): input hands it every event of a press that began on the box or
/// inside it (and of a touchpad's pinch or rotation over it), with the state the recognizer made
/// for that press, and it answers with the phase the gesture is in and what its actions would
/// do. Input arbitrates between the gestures of the boxes under the press (`GestureArbitration`)
/// and runs an answer's effects only when its gesture may have them: a gesture blocked by one of
/// higher priority waits, and one that lost is cancelled.
///
/// A recognizer is a value the view rebuilds with its body: each event goes to the box's
/// recognizer as it is then (its actions see the state of the latest update); what the gesture
/// has seen so far lives in the state object input keeps for the press.
@MainActor
public protocol PointerRecognizer {
    /// How the gesture competes with the others under the pointer.
    var arbitration: GestureArbitration { get }
    /// Whether the gesture may hear a pinch or a rotation (Ctrl and the wheel pinch only over
    /// such a gesture; elsewhere they scroll).
    var hearsTransforms: Bool { get }
    /// A fresh state for a gesture about to follow a press.
    func makeState() -> AnyObject
    /// One event; `state` is the object `makeState()` made for this gesture.
    func handle(_ event: GestureEvent, state: AnyObject) -> GestureStep
    /// The gesture lost, or its view went away: its `@GestureState`s go back to their initial
    /// values.
    func cancel(state: AnyObject)
}

/// How a box's gesture competes with those of the boxes around and inside it (SwiftUI's rules:
/// the innermost view's gesture wins over its parents' unless a parent's has high priority; a
/// simultaneous gesture takes part without excluding any).
public struct GestureArbitration: Sendable, Equatable {
    public enum Priority: Sendable, Equatable {
        case normal
        case high
        case simultaneous
    }

    public var priority: Priority
    /// Whether the box's own gesture takes part (`GestureMask.gesture`).
    public var includesGesture: Bool
    /// Whether the gestures and controls inside the box take part (`GestureMask.subviews`).
    public var includesSubviews: Bool

    public init(priority: Priority = .normal, includesGesture: Bool = true, includesSubviews: Bool = true) {
        self.priority = priority
        self.includesGesture = includesGesture
        self.includesSubviews = includesSubviews
    }
}

/// An event as a gesture sees it: locations in window points, with the recognizing box's frame
/// to make them local.
public struct GestureEvent: Sendable {
    public enum Kind: Sendable, Equatable {
        /// The (left) button went down; `clickCount` says which click of a run of clicks it is.
        case began
        /// The pointer moved while pressed.
        case moved
        /// The button came up.
        case ended
        /// Time passed (a long press's duration, a double click's interval).
        case tick
        /// A touchpad pinch (or Ctrl and the wheel): the scale since the pinch began.
        case magnify(CGFloat)
        /// A touchpad rotation: the angle since it began, in radians, clockwise.
        case rotate(Double)
        /// The fingers left the touchpad: a pinch or rotation ended.
        case transformEnded
    }

    /// Two clicks this close in time (seconds) are a double click, as the desktop's usual setting;
    /// a tap gesture that wants more clicks waits this long for the next.
    public static let doubleClickInterval: TimeInterval = 0.5

    public var kind: Kind
    public var time: Date
    /// Where the pointer is.
    public var location: CGPoint
    /// Where the press (or the pinch) began.
    public var startLocation: CGPoint
    /// The recognizing box's frame.
    public var boxFrame: CGRect
    /// 1 for a single click, 2 for the second click of a double click, and so on.
    public var clickCount: Int
    public var modifiers: EventModifiers
    /// Whether the button is down.
    public var isPressed: Bool

    public init(kind: Kind, time: Date, location: CGPoint, startLocation: CGPoint, boxFrame: CGRect,
                clickCount: Int = 1, modifiers: EventModifiers = [], isPressed: Bool = true) {
        self.kind = kind
        self.time = time
        self.location = location
        self.startLocation = startLocation
        self.boxFrame = boxFrame
        self.clickCount = clickCount
        self.modifiers = modifiers
        self.isPressed = isPressed
    }
}

/// A gesture's answer to an event.
public struct GestureStep {
    public enum Phase: Sendable, Equatable {
        /// Not recognized yet, nor failed.
        case possible
        /// Recognized and going on: the gesture claims the press.
        case active
        /// Recognized and finished.
        case ended
        /// It will not be recognized in this press.
        case failed
    }

    public var phase: Phase
    /// What its actions do for this event (`onChanged`, `onEnded`, `updating`), run by input
    /// when the gesture may have them.
    public var effects: [@MainActor () -> Void]
    /// When the gesture wants an event of kind `.tick` (a long press's duration).
    public var deadline: Date?

    public init(phase: Phase, effects: [@MainActor () -> Void] = [], deadline: Date? = nil) {
        self.phase = phase
        self.effects = effects
        self.deadline = deadline
    }
}

/// Where the pointer is over a box that follows it (`.onContinuousHover`): window points, and
/// the box's frame to make them local.
public struct HoverLocation: Sendable, Equatable {
    public var location: CGPoint
    public var boxFrame: CGRect

    public init(location: CGPoint, boxFrame: CGRect) {
        self.location = location
        self.boxFrame = boxFrame
    }
}
