import TintBoxes
import TintCore
import TintViews

/// The views conforming to `Animatable` whose `animatableData` is on its way to a new value,
/// as SwiftUI does it: the view is handed values part of the way and its body runs at every
/// frame (the only bodies an animation frame runs). An app's `AnimatableModifier`, or any
/// `ViewModifier & Animatable`, is the same: its body is the body of `_ModifierBody`.
///
/// A type of its own beside the graph's scheduling, holding one track per animating view
/// node; the frame pipeline advances it on the host's clock before each update.
@MainActor
final class AnimatableViews {
    private var tracks: [ObjectIdentifier: (node: any AnimatableViewNode, track: any AnimatableDataTrack)] = [:]
    /// `.animation(_:value:)` boxes whose value changed in the update being applied.
    private var firedScopes: Set<ObjectIdentifier> = []
    /// Whether any box has had an animation scope (until then, the update's own transaction is
    /// every view's).
    private var containsScopes = false
    /// The clock, in seconds (the graph's `now`), at the last `advance`.
    private(set) var now: Double = 0

    var isRunning: Bool { !tracks.isEmpty }
    var count: Int { tracks.count }

    /// An update starts: scopes fired in the last one no longer count.
    func beginUpdate() {
        if !firedScopes.isEmpty { firedScopes.removeAll() }
    }

    /// `node`'s box content is replaced: an `.animation(_:value:)` scope whose value changed
    /// fires for the views below it in this update.
    func noteScope(of node: ViewNode, old: AnimationScope?, new: AnimationScope) {
        containsScopes = true
        if new.valueChanged(from: old) { firedScopes.insert(ObjectIdentifier(node)) }
    }

    /// The transaction a change of `node`'s value is made in: the update's, through each
    /// animation scope from the root down to the node (as the render tree works out a box's).
    func transaction(for node: ViewNode, update: Transaction) -> Transaction {
        guard containsScopes else { return update }
        var scopes: [(AnimationScope, Bool)] = []
        var current = node.parent
        while let ancestor = current {
            if let holder = ancestor as? any AnimationScopeHolding, let scope = holder.heldAnimationScope {
                scopes.append((scope, firedScopes.contains(ObjectIdentifier(ancestor))))
            }
            current = ancestor.parent
        }
        var result = update
        for (scope, fired) in scopes.reversed() { scope.apply(to: &result, fired: fired) }
        return result
    }

    /// The value `node` (of an `Animatable` view type) should hold when its parent hands it
    /// `new` while it holds `presented`: `new` itself, or `new` with its data where the
    /// animation has it now (starting, retargeting or keeping a track).
    func accept<V: View>(_ new: V, presented: V, node: any AnimatableViewNode, type: any Animatable.Type, transaction: Transaction) -> V {
        let key = ObjectIdentifier(node)
        let running = tracks[key]?.track
        // Same target data (the parent ran for another reason): the animation goes on, with
        // the new value's other properties.
        if let running, let kept = running.retaining(new) {
            return kept.value(at: now) as? V ?? new
        }
        if let animation = transaction.animation,
           let track = Self.makeTrack(type, presented: presented, target: new, running: running, animation: animation, start: now) {
            running?.completion?.release()
            transaction.completion?.hold()
            track.completion = transaction.completion
            tracks[key] = (node, track)
            return track.value(at: now) as? V ?? new
        }
        if running != nil { end(key) }
        return new
    }

    /// Moves every animating view to `time`: each gets its value there and runs its body at
    /// the next update; a finished one gets its target and stops.
    func advance(to time: Double) {
        now = time
        guard !tracks.isEmpty else { return }
        for (key, entry) in tracks {
            let finished = entry.track.isFinished(at: time)
            entry.node.presentAnimatedValue(entry.track.value(at: finished ? .infinity : time))
            if finished { end(key) }
        }
    }

    /// `node` left the graph: its animation stops.
    func remove(_ node: AnyObject) {
        end(ObjectIdentifier(node))
    }

    private func end(_ key: ObjectIdentifier) {
        tracks.removeValue(forKey: key)?.track.completion?.release()
    }

    private static func makeTrack<V>(_ type: any Animatable.Type, presented: V, target: V, running: (any AnimatableDataTrack)?,
                                     animation: Animation, start: Double) -> (any AnimatableDataTrack)? {
        func open<A: Animatable>(_: A.Type) -> (any AnimatableDataTrack)? {
            guard let presented = presented as? A, let target = target as? A else { return nil }
            let velocity = (running as? AnimatableTrack<A>)?.velocity(at: start)
            return AnimatableTrack(from: presented, to: target, velocity: velocity, animation: animation, start: start)
        }
        return open(type)
    }
}

/// A node whose view is `Animatable`: handed the value to show at an animation step, it runs
/// its body at the next update.
@MainActor
protocol AnimatableViewNode: AnyObject {
    func presentAnimatedValue(_ value: Any)
}

/// A node that carries an animation scope (`.animation(_:value:)`, `.transaction(_:)`).
@MainActor
protocol AnimationScopeHolding {
    var heldAnimationScope: AnimationScope? { get }
}

@MainActor
protocol AnimatableDataTrack: AnyObject {
    var completion: AnimationCompletion? { get set }
    /// The view at `time` (`.infinity`: the target).
    func value(at time: Double) -> Any
    func isFinished(at time: Double) -> Bool
    /// This track with `new` as its target's value when `new` has the same data (the other
    /// properties changed); nil when the data differs.
    func retaining(_ new: Any) -> (any AnimatableDataTrack)?
}

/// One view's data on its way, as a fraction of the way from `from` to `to` that the
/// animation's curve gives: any `VectorArithmetic` moves along that line. A retarget starts
/// where the view is, carrying the velocity along the new way (its projection on it), so a
/// spring does not stop dead.
@MainActor
final class AnimatableTrack<A: Animatable>: AnimatableDataTrack {
    private var target: A
    private let from: A.AnimatableData
    private let delta: A.AnimatableData
    /// The starting speed in fractions of `delta` per second.
    private let startSpeed: Double
    private let animation: Animation
    private let start: Double
    var completion: AnimationCompletion?

    init?(from presented: A, to target: A, velocity: A.AnimatableData?, animation: Animation, start: Double) {
        let from = presented.animatableData
        let delta = target.animatableData - from
        let length = delta.magnitudeSquared
        guard length > 0, length.isFinite else { return nil }
        self.target = target
        self.from = from
        self.delta = delta
        self.animation = animation
        self.start = start
        if let velocity {
            // v · delta / |delta|², the dot product from squared magnitudes.
            let dot = ((velocity + delta).magnitudeSquared - velocity.magnitudeSquared - length) / 2
            startSpeed = (dot / length).isFinite ? dot / length : 0
        } else {
            startSpeed = 0
        }
    }

    private func fraction(at time: Double) -> Double {
        guard time.isFinite else { return 1 }
        return animation._value(from: 0, to: 1, velocity: startSpeed, at: time - start, state: curveState)
    }

    /// What an app's own curve keeps between steps (nil for the built-in animations).
    private lazy var curveState: CustomCurveState? = animation._keepsState ? CustomCurveState() : nil

    func value(at time: Double) -> Any {
        var value = target
        if time.isFinite { value.animatableData = from + delta.scaled(by: fraction(at: time)) }
        return value
    }

    func isFinished(at time: Double) -> Bool {
        animation._isFinished(at: time - start)
    }

    /// The data's velocity (per second) at `time`.
    func velocity(at time: Double) -> A.AnimatableData {
        delta.scaled(by: animation._velocity(from: 0, to: 1, velocity: startSpeed, at: time - start))
    }

    func retaining(_ new: Any) -> (any AnimatableDataTrack)? {
        guard let new = new as? A, (new.animatableData - target.animatableData).magnitudeSquared == 0 else { return nil }
        target = new
        return self
    }
}
