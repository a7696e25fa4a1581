import Foundation
import TintBoxes

/// An instance that matches a sequence of events to a gesture and returns a stream of values
/// for each of its states, as SwiftUI's `Gesture`. Primitive gestures (`TapGesture`,
/// `DragGesture`...) recognize from the pointer themselves; a gesture of the app's own is made of
/// others through `body`; modifiers (`onChanged`, `onEnded`, `updating`, `map`) and compositions
/// (`simultaneously`, `sequenced`, `exclusively`) wrap them.
///
/// A gesture is a plain value rebuilt with its view's body. What it has seen of a press lives in
/// a tree of slots input keeps for that press (`_GestureSlot`), one per gesture in the tree, so
/// each event reaches the gesture as the latest body made it.
public protocol Gesture<Value> {
    /// The type of value the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// Main-actor isolated, as a view's body: a gesture is made in a body (and `Never`, the body
    /// of primitives, is a view too).
    @MainActor var body: Body { get }

    /// One event: the gesture's phase, its actions' effects added to `context`. Public because it
    /// is the requirement of the public protocol (SwiftUI's `Gesture` carries `_makeGesture`);
    /// apps never spell it.
    @MainActor func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Value>
    /// The gesture lost or its view went away: state resets (`@GestureState`) run.
    @MainActor func _cancel(_ slot: _GestureSlot)
    /// Whether the gesture may hear a touchpad's pinch or rotation.
    static var _hearsTransforms: Bool { get }
}

extension Gesture where Value == Body.Value {
    /// A gesture of the app's own recognizes as its body does.
    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Body.Value> {
        body._step(context, slot.child(0))
    }

    @MainActor public func _cancel(_ slot: _GestureSlot) {
        body._cancel(slot.child(0))
    }

    public static var _hearsTransforms: Bool { Body._hearsTransforms }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture; it has no body") }
}

extension Never: Gesture {
    public typealias Value = Never

    @MainActor public func _step(_ context: _GestureContext, _ slot: _GestureSlot) -> _GesturePhase<Never> { .failed }
    @MainActor public func _cancel(_ slot: _GestureSlot) {}
    public static var _hearsTransforms: Bool { false }
}

/// A gesture's phase after an event, with its value.
public enum _GesturePhase<Value> {
    /// Not recognized yet; a value when it already has one to report (a long press's
    /// pressing), which `onChanged` and `updating` hear.
    case possible(Value?)
    /// Recognized and going on.
    case active(Value)
    /// Recognized and finished.
    case ended(Value)
    /// Will not be recognized in this press.
    case failed

    /// The value `onChanged` and `updating` hear, if any.
    var changedValue: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value): value
        case .ended, .failed: nil
        }
    }

    var isFinished: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    func map<T>(_ transform: (Value) -> T) -> _GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }

    var step: GestureStep.Phase {
        switch self {
        case .possible: .possible
        case .active: .active
        case .ended: .ended
        case .failed: .failed
        }
    }
}

/// What one gesture of a tree has seen of a press: its own state, and its parts' slots.
@MainActor
public final class _GestureSlot {
    private var state: AnyObject?
    private var children: [_GestureSlot] = []

    package init() {}

    /// The slot of part `index`.
    package func child(_ index: Int) -> _GestureSlot {
        while children.count <= index { children.append(_GestureSlot()) }
        return children[index]
    }

    /// The state of type `T`, made the first time (or when the gesture in this place changed
    /// type). A type rather than a closure that makes it: a closure would capture the generic
    /// gesture's metatype.
    package func state<T: _GestureMemory>(_ type: T.Type) -> T {
        if let existing = state as? T { return existing }
        let made = T()
        state = made
        return made
    }

    /// Forgets what was seen (the gesture starts over at the next press).
    package func reset() {
        state = nil
        children = []
    }
}

/// What a gesture keeps of a press in its slot.
@MainActor
package protocol _GestureMemory: AnyObject {
    init()
}

/// The event a gesture steps on, and what the step asks of input: effects to run when the
/// gesture may, a time to be woken at.
@MainActor
public final class _GestureContext {
    package let event: GestureEvent
    package let spaces: _CoordinateSpaces
    package private(set) var effects: [@MainActor () -> Void] = []
    package private(set) var deadline: Date?

    package init(event: GestureEvent, spaces: _CoordinateSpaces) {
        self.event = event
        self.spaces = spaces
    }

    /// Adds an action's effect for this step.
    package func perform(_ effect: @escaping @MainActor () -> Void) {
        effects.append(effect)
    }

    /// Asks for a `.tick` event at `date`.
    package func wake(at date: Date) {
        deadline = deadline.map { min($0, date) } ?? date
    }

    /// Runs `body`, and returns the effects it added instead of keeping them (a composition
    /// decides whether its part's effects run).
    package func collecting<T>(_ body: () -> T) -> (T, [@MainActor () -> Void]) {
        let saved = effects
        effects = []
        let result = body()
        let collected = effects
        effects = saved
        return (result, collected)
    }

    /// Adds effects a composition held or let through.
    package func perform(contentsOf held: [@MainActor () -> Void]) {
        effects += held
    }

    /// `point` (window points) in `space`: the view's own (its top-leading corner the origin),
    /// the window's, or a named view's around it.
    package func point(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
        spaces.point(point, in: space, viewFrame: event.boxFrame, user: "gesture")
    }

    /// The event's location, and where the press began, in `space`.
    package func location(in space: CoordinateSpace) -> CGPoint { point(event.location, in: space) }
    package func startLocation(in space: CoordinateSpace) -> CGPoint { point(event.startLocation, in: space) }
}

/// A gesture attached to a view, as input sees it: each event steps the gesture with the state
/// kept for the press and hands back the phase and the effects.
struct GestureRecognizer<G: Gesture>: PointerRecognizer {
    let gesture: G
    let arbitration: GestureArbitration
    let spaces: _CoordinateSpaces

    var hearsTransforms: Bool { G._hearsTransforms }

    func makeState() -> AnyObject { _GestureSlot() }

    func handle(_ event: GestureEvent, state: AnyObject) -> GestureStep {
        guard let slot = state as? _GestureSlot else { return GestureStep(phase: .failed) }
        let context = _GestureContext(event: event, spaces: spaces)
        let phase = gesture._step(context, slot)
        return GestureStep(phase: phase.step, effects: context.effects, deadline: phase.isFinished ? nil : context.deadline)
    }

    func cancel(state: AnyObject) {
        guard let slot = state as? _GestureSlot else { return }
        gesture._cancel(slot)
    }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by the
/// view and its subviews, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture and all other gestures on the view and its subviews.
    public static let all = GestureMask(rawValue: 3)
}
