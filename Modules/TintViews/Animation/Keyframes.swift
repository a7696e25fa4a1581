import Foundation

/// A set of keyframe tracks that animate a value of type `Value` together, as SwiftUI's
/// `Keyframes`: what a `KeyframeAnimator`'s and a `KeyframeTimeline`'s builder closure makes.
/// An app's own type declares its tracks in `body`.
public protocol Keyframes<Value> {
    associatedtype Value = Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Value> var body: Body { get }
    /// The tracks, each moving one property of the value (Tint's own requirement; the
    /// default reads them from `body`).
    var _lanes: [_KeyframeLane<Value>] { get }
}

extension Keyframes where Body.Value == Value {
    public var _lanes: [_KeyframeLane<Value>] { body._lanes }
}

/// A group of keyframes that shapes how one animatable value moves, as SwiftUI's
/// `KeyframeTrackContent`: the keyframes themselves, and an app's own groups of them.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
    /// The keyframes in order (Tint's own requirement; the default reads them from `body`).
    var _keyframes: [_Keyframe<Value>] { get }
}

extension KeyframeTrackContent where Body.Value == Value {
    public var _keyframes: [_Keyframe<Value>] { body._keyframes }
}

/// One keyframe: the value reached at its end, how long its segment lasts, and the curve the
/// segment follows.
public struct _Keyframe<Value: Animatable> {
    enum Shape {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    let target: Value
    /// Seconds; never negative or not a number (repaired where the keyframe is made).
    let duration: Double
    let shape: Shape

    init(target: Value, duration: Double, shape: Shape, kind: String) {
        self.target = target
        self.shape = shape
        if duration.isFinite && duration >= 0 {
            self.duration = duration
        } else {
            RuntimeWarnings.emit("\(kind) was given the duration \(duration); it takes none (its value is reached at once)", fix: "give the keyframe a finite duration of 0 or more")
            self.duration = 0
        }
    }
}

/// A keyframe reached by moving at a constant pace (or along `timingCurve`), as SwiftUI's
/// `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(target: to, duration: duration, shape: .linear(timingCurve), kind: "LinearKeyframe")]
    }

    public var body: _KeyframeSequence<Value> { self }
}

/// A keyframe reached along a cubic curve that keeps the motion smooth through its neighbours,
/// as SwiftUI's `CubicKeyframe`: the velocities not given are worked out from the keyframes
/// around it (the one coming in, and the slope between its neighbours going out).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, duration: duration, shape: .cubic(startVelocity: startVelocity, endVelocity: endVelocity),
                                kind: "CubicKeyframe")]
    }

    public var body: _KeyframeSequence<Value> { self }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`: the segment lasts `duration`
/// (nil: until the spring settles); the next one starts from wherever the spring got to, at its
/// velocity.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, duration: duration ?? spring.settlingDuration,
                                shape: .spring(spring, startVelocity: startVelocity), kind: "SpringKeyframe")]
    }

    public var body: _KeyframeSequence<Value> { self }
}

/// A keyframe that jumps to its value at once, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    public init(_ to: Value) {
        _keyframes = [_Keyframe(target: to, duration: 0, shape: .move, kind: "MoveKeyframe")]
    }

    public var body: _KeyframeSequence<Value> { self }
}

/// Keyframes one after another: what `KeyframeTrackContentBuilder` makes of a closure.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    init(_ keyframes: [_Keyframe<Value>]) { _keyframes = keyframes }

    public var body: _KeyframeSequence<Value> { self }
}

/// Builds a track's keyframes from a closure, as SwiftUI's `KeyframeTrackContentBuilder`:
/// keyframes in order, with `if`, `switch` and `for`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(expression._keyframes)
    }

    public static func buildBlock() -> _KeyframeSequence<Value> { _KeyframeSequence([]) }

    public static func buildPartialBlock(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }

    public static func buildPartialBlock(accumulated: _KeyframeSequence<Value>, next: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> {
        _KeyframeSequence(accumulated._keyframes + next._keyframes)
    }

    public static func buildOptional(_ component: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        component ?? _KeyframeSequence([])
    }

    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }

    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }

    public static func buildArray(_ components: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(components.flatMap(\._keyframes))
    }

    public static func buildLimitedAvailability(_ component: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { component }
}

/// A sequence of keyframes moving one property of a root value, as SwiftUI's `KeyframeTrack`:
/// the property at `keyPath`, or the whole value.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent> where Content.Value == Value {
    let lane: _KeyframeLane<Root>

    /// A track moving the property of the root value at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        lane = _KeyframeLane(keyPath: keyPath, keyframes: content()._keyframes)
    }

    /// A track moving the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        lane = _KeyframeLane(keyPath: \Root.self, keyframes: content()._keyframes)
    }
}

/// One track, its property's type hidden: how long it lasts, and, given the value the track
/// starts from, its curve.
public struct _KeyframeLane<Root> {
    let duration: Double
    /// The track's motion planned from a root value: a function setting the property at a
    /// time.
    let plan: @MainActor (Root) -> @MainActor (inout Root, Double) -> Void

    init<Value: Animatable>(keyPath: WritableKeyPath<Root, Value>, keyframes: [_Keyframe<Value>]) {
        duration = keyframes.reduce(0) { $0 + $1.duration }
        // Planned and played on the main actor only, where the keyframes are built.
        nonisolated(unsafe) let keyPath = keyPath, keyframes = keyframes
        plan = { root in
            let start = root[keyPath: keyPath]
            let curve = KeyframeCurve(start: start.animatableData, keyframes: keyframes)
            return { root, time in root[keyPath: keyPath].animatableData = curve.value(at: time) }
        }
    }
}

/// Tracks played side by side: what `KeyframesBuilder` makes of a closure. Keyframes written
/// in the closure outside any track form one track of the whole value, in order.
public struct _KeyframeGroup<Value>: Keyframes {
    let tracks: [_KeyframeLane<Value>]
    /// Keyframes of the whole value, in order, not yet closed into a track.
    let loose: [_KeyframeLane<Value>.Loose]

    init(tracks: [_KeyframeLane<Value>] = [], loose: [_KeyframeLane<Value>.Loose] = []) {
        self.tracks = tracks
        self.loose = loose
    }

    public var _lanes: [_KeyframeLane<Value>] {
        guard let first = loose.first else { return tracks }
        return tracks + [first.closed(with: loose.dropFirst())]
    }

    public var body: _KeyframeGroup<Value> { self }

    func followed(by next: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> {
        _KeyframeGroup(tracks: tracks + next.tracks, loose: loose + next.loose)
    }
}

extension _KeyframeLane {
    /// Keyframes of the whole value, their type hidden until they are joined into a track.
    struct Loose {
        let keyframes: Any
        let close: ([Any]) -> _KeyframeLane<Root>

        init(_ keyframes: [_Keyframe<Root>]) where Root: Animatable {
            self.keyframes = keyframes
            close = { all in
                _KeyframeLane(keyPath: \Root.self, keyframes: all.flatMap { $0 as? [_Keyframe<Root>] ?? [] })
            }
        }

        func closed(with rest: ArraySlice<Loose>) -> _KeyframeLane<Root> {
            close([keyframes] + rest.map(\.keyframes))
        }
    }
}

/// Builds keyframe tracks from a closure, as SwiftUI's `KeyframesBuilder`: `KeyframeTrack`s
/// played together, other `Keyframes`, and keyframes of the whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframeGroup<Value> where K.Value == Value {
        _KeyframeGroup(tracks: expression._lanes)
    }

    public static func buildExpression<Property, Content>(_ expression: KeyframeTrack<Value, Property, Content>) -> _KeyframeGroup<Value> {
        _KeyframeGroup(tracks: [expression.lane])
    }

    public static func buildExpression<Content: KeyframeTrackContent>(_ expression: Content) -> _KeyframeGroup<Value> where Content.Value == Value {
        _KeyframeGroup(loose: [_KeyframeLane<Value>.Loose(expression._keyframes)])
    }

    public static func buildBlock() -> _KeyframeGroup<Value> { _KeyframeGroup() }

    public static func buildPartialBlock(first: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> { first }

    public static func buildPartialBlock(accumulated: _KeyframeGroup<Value>, next: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> {
        accumulated.followed(by: next)
    }

    public static func buildOptional(_ component: _KeyframeGroup<Value>?) -> _KeyframeGroup<Value> { component ?? _KeyframeGroup() }

    public static func buildEither(first: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> { first }

    public static func buildEither(second: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> { second }

    public static func buildArray(_ components: [_KeyframeGroup<Value>]) -> _KeyframeGroup<Value> {
        components.reduce(_KeyframeGroup()) { $0.followed(by: $1) }
    }

    public static func buildLimitedAvailability(_ component: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> { component }

    public static func buildFinalResult(_ component: _KeyframeGroup<Value>) -> _KeyframeGroup<Value> { component }
}
