import Foundation

/// How a change moves from its old value to its new one over time, as SwiftUI's `Animation`:
/// a timing curve (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) over a duration,
/// or a spring (`spring`, `interpolatingSpring`, `bouncy`, `smooth`, `snappy`), with a delay,
/// a speed and repeats.
///
/// The render tree evaluates it (`_value(from:to:velocity:at:)`): each animated number is
/// moved on its own, so a spring that is retargeted keeps the velocity every number had.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Curve: Equatable, Sendable {
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points, over `duration`.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A damped spring of unit mass pulling the value to its target.
        case spring(stiffness: Double, damping: Double, mass: Double, initialVelocity: Double)
        /// An app's own (`CustomAnimation`).
        case custom(CustomCurveBox)
    }

    var curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    /// How many times the animation plays (nil: once; `Int.max`: for ever).
    var repeats: Int? = nil
    var autoreverses = false

    init(_ curve: Curve) {
        self.curve = curve
    }

    /// An animation moving by an app's own curve (`Animation(_:)` of a `CustomAnimation`).
    package init(custom: any CustomCurve) {
        self.curve = .custom(CustomCurveBox(curve: custom))
    }

    public var description: String {
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2, let duration):
            return "Animation(bezier(\(x1), \(y1), \(x2), \(y2)), duration: \(duration))"
        case .spring(let stiffness, let damping, let mass, _):
            return "Animation(spring(stiffness: \(stiffness), damping: \(damping), mass: \(mass)))"
        case .custom(let box):
            return "Animation(\(box.curve.name))"
        }
    }

    // MARK: Timing curves

    /// 0.35 s, SwiftUI's duration for curves given none.
    static let standardDuration = 0.35

    private static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ duration: Double) -> Animation {
        Animation(.bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: Animation.repaired(duration, name: "duration", fallback: standardDuration)))
    }

    public static func linear(duration: TimeInterval) -> Animation { bezier(0, 0, 1, 1, duration) }
    public static var linear: Animation { linear(duration: standardDuration) }
    public static func easeIn(duration: TimeInterval) -> Animation { bezier(0.42, 0, 1, 1, duration) }
    public static var easeIn: Animation { easeIn(duration: standardDuration) }
    public static func easeOut(duration: TimeInterval) -> Animation { bezier(0, 0, 0.58, 1, duration) }
    public static var easeOut: Animation { easeOut(duration: standardDuration) }
    public static func easeInOut(duration: TimeInterval) -> Animation { bezier(0.42, 0, 0.58, 1, duration) }
    public static var easeInOut: Animation { easeInOut(duration: standardDuration) }

    /// A cubic Bézier timing curve through control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        bezier(Swift.min(1, Swift.max(0, c0x.isFinite ? c0x : 0)), c0y.isFinite ? c0y : 0,
               Swift.min(1, Swift.max(0, c1x.isFinite ? c1x : 1)), c1y.isFinite ? c1y : 1, duration)
    }

    // MARK: Springs

    /// SwiftUI's default since macOS 14: a spring of response 0.55 and damping fraction 1.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1.0)

    /// A spring set by how long it takes to respond (`response`, seconds) and how much of its
    /// bounce is damped (`dampingFraction`: 1 settles without overshoot).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        let response = repaired(response, name: "spring response", fallback: 0.5)
        let fraction = dampingFraction.isFinite && dampingFraction > 0 ? dampingFraction : repairedDamping(dampingFraction)
        let stiffness = pow(2 * Double.pi / response, 2)
        return Animation(.spring(stiffness: stiffness, damping: 4 * Double.pi * fraction / response, mass: 1, initialVelocity: 0))
    }

    public static var spring: Animation { spring() }

    /// A spring set by its perceptual `duration` and `bounce` (0: none, up to 1; negative:
    /// overdamped). Disfavoured so that `.spring()` means the response form, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let bounce = bounce.isFinite ? Swift.min(0.99, Swift.max(-0.99, bounce)) : 0
        let fraction = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return spring(response: duration, dampingFraction: fraction, blendDuration: blendDuration)
    }

    /// A spring of `stiffness` and `damping` on a mass of `mass`, starting at `initialVelocity`
    /// (in units of the whole change per second).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let mass = mass.isFinite && mass > 0 ? mass : repairedSpringParameter(mass, name: "mass", fallback: 1)
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : repairedSpringParameter(stiffness, name: "stiffness", fallback: 170)
        let damping = damping.isFinite && damping > 0 ? damping : repairedSpringParameter(damping, name: "damping", fallback: 26)
        return Animation(.spring(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        var animation = spring(duration: duration, bounce: bounce)
        if case .spring(let stiffness, let damping, let mass, _) = animation.curve {
            animation.curve = .spring(stiffness: stiffness, damping: damping, mass: mass, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0)
        }
        return animation
    }

    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5) }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A spring with a predefined duration and no bounce.
    public static var smooth: Animation { smooth() }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    /// A spring with a small bounce that feels snappy.
    public static var snappy: Animation { snappy() }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
    /// A spring with a higher bounce.
    public static var bouncy: Animation { bouncy() }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }

    // MARK: Modifiers

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay.isFinite ? Swift.max(0, delay) : 0
        return copy
    }

    /// This animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        if speed.isFinite && speed > 0 {
            copy.speed *= speed
        } else {
            RuntimeWarnings.emit("Animation.speed(\(speed)) is not a positive number; ignored", fix: "pass a speed greater than 0")
        }
        return copy
    }

    /// This animation played `repeatCount` times, every other time backwards when
    /// `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = Swift.max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// This animation played for ever (until its view goes or another change replaces it).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = Int.max
        copy.autoreverses = autoreverses
        return copy
    }

    // MARK: Repairs

    private static func repaired(_ value: Double, name: String, fallback: Double) -> Double {
        if value.isFinite && value > 0 { return value }
        if value == 0 { return 1e-6 }
        RuntimeWarnings.emit("Animation \(name) \(value) is not a positive number; using \(fallback)", fix: "pass a \(name) greater than 0")
        return fallback
    }

    private static func repairedDamping(_ value: Double) -> Double {
        RuntimeWarnings.emit("Animation spring damping fraction \(value) is not a positive number; using 1", fix: "pass a damping fraction greater than 0")
        return 1
    }

    private static func repairedSpringParameter(_ value: Double, name: String, fallback: Double) -> Double {
        RuntimeWarnings.emit("Animation spring \(name) \(value) is not a positive number; using \(fallback)", fix: "pass a \(name) greater than 0")
        return fallback
    }
}

// MARK: - Evaluation

extension Animation {
    /// The length of one play in seconds (a spring's: until it settles), before `speed`.
    var playDuration: Double {
        switch curve {
        case .bezier(_, _, _, _, let duration): return duration
        case .spring(let stiffness, let damping, let mass, _):
            // Until the slowest part of the motion is within 0.1 % of its start.
            let omega = (stiffness / mass).squareRoot()
            let zeta = damping / (2 * (stiffness * mass).squareRoot())
            let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
            return Swift.min(60, log(1000) / Swift.max(decay, 1e-3))
        case .custom(let box):
            return box.curve.length
        }
    }

    /// When the animation is done, in seconds after it started (`nil`: never).
    package var _totalDuration: Double? {
        let plays = repeats ?? 1
        guard plays != Int.max else { return nil }
        return delay + playDuration * Double(plays) / speed
    }

    /// Whether the animation is done `elapsed` seconds after it started.
    package func _isFinished(at elapsed: Double) -> Bool {
        if case .custom(let box) = curve, repeats == nil {
            // Done when the curve says so (nil), asked once rather than searched for its length.
            let time = (elapsed - delay) * speed
            return time > 0 && box.curve.offset(toward: 1, at: time, state: nil) == nil
        }
        guard let total = _totalDuration else { return false }
        return elapsed >= total
    }

    /// The value of a number animated from `from` to `to` (moving at `velocity` units a second
    /// when it started, for springs), `elapsed` seconds after the start.
    package func _value(from: Double, to: Double, velocity: Double, at elapsed: Double) -> Double {
        _value(from: from, to: to, velocity: velocity, at: elapsed, state: nil)
    }

    /// Whether the animation is an app's own curve, which keeps state for each number it moves
    /// (`_value(from:to:velocity:at:state:)`).
    package var _keepsState: Bool {
        if case .custom = curve { return true }
        return false
    }

    /// As `_value(from:to:velocity:at:)`, with the state an app's own curve keeps for this
    /// number from one step to the next (nil: a fresh one).
    package func _value(from: Double, to: Double, velocity: Double, at elapsed: Double, state: CustomCurveState?) -> Double {
        var time = (elapsed - delay) * speed
        guard time > 0 else { return from }
        if _isFinished(at: elapsed) { return to }
        var reversed = false
        if repeats != nil {
            let play = playDuration
            let pass = (time / play).rounded(.down)
            time -= pass * play
            reversed = autoreverses && Int(pass) % 2 == 1
        }
        let value: Double
        switch curve {
        case .bezier(let x1, let y1, let x2, let y2, let duration):
            let progress = Animation.bezierY(atX: Swift.min(1, time / duration), x1, y1, x2, y2)
            value = from + (to - from) * (reversed ? 1 - progress : progress)
        case .spring(let stiffness, let damping, let mass, let initialVelocity):
            // The displacement from the target, released with the velocity the number had
            // (plus the animation's own, in units of the change).
            let start = reversed ? to - from : from - to
            let own = initialVelocity * (to - from)
            let released = reversed ? 0 : (repeats == nil ? velocity + own : own)
            let target = reversed ? from : to
            value = target + Animation.springDisplacement(start, released, time, stiffness: stiffness, damping: damping, mass: mass)
        case .custom(let box):
            let (start, end) = reversed ? (to, from) : (from, to)
            value = start + (box.curve.offset(toward: end - start, at: time, state: state) ?? end - start)
        }
        return value.isFinite ? value : to
    }

    /// The velocity (units a second) of the same number at `elapsed`, for handing to the
    /// animation that replaces this one.
    package func _velocity(from: Double, to: Double, velocity: Double, at elapsed: Double) -> Double {
        let step = 1.0 / 240
        let a = _value(from: from, to: to, velocity: velocity, at: elapsed - step)
        let b = _value(from: from, to: to, velocity: velocity, at: elapsed + step)
        let v = (b - a) / (2 * step)
        return v.isFinite ? v : 0
    }

    /// A damped spring's displacement `t` seconds after release from `x0` at velocity `v0`.
    static func springDisplacement(_ x0: Double, _ v0: Double, _ t: Double, stiffness: Double, damping: Double, mass: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return envelope * (x0 * cos(damped * t) + (v0 + zeta * omega * x0) / damped * sin(damped * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v0 - r1 * x0) / (r2 - r1)
        let c1 = x0 - c2
        return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The y of a cubic Bézier from (0, 0) to (1, 1) at `x`: the curve's parameter found by
    /// Newton's method, then bisection where the slope is too flat.
    static func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        // Control points on the diagonal: the curve is the diagonal (linear).
        if x1 == y1 && x2 == y2 { return x }
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}

// MARK: - An app's own curves

/// An app's own animation curve, as TintCore sees a `CustomAnimation`: the offset from the start
/// towards a change at a time (nil once done). Each number is asked on its own.
package protocol CustomCurve: Sendable {
    /// `state`: what the curve keeps for this number between steps (nil: start afresh).
    func offset(toward change: Double, at time: Double, state: CustomCurveState?) -> Double?
    func isEqual(to other: any CustomCurve) -> Bool
    var name: String { get }
}

extension CustomCurve {
    /// How long a change takes (until the curve answers nil), found by doubling and halving
    /// the time: for repeats, which need the length of one play. At most a minute.
    var length: Double {
        var high = 1.0 / 64
        while high < 60, offset(toward: 1, at: high, state: nil) != nil { high *= 2 }
        guard high < 60 else { return 60 }
        var low = high / 2
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if offset(toward: 1, at: middle, state: nil) == nil { high = middle } else { low = middle }
        }
        return high
    }
}

/// What an app's own curve keeps for one number from one step to the next (a custom
/// animation's context), held by the track that moves the number.
package final class CustomCurveState {
    package var value: Any?

    package init() {}

    /// One fresh state for each of `count` numbers when `animation` keeps state; nil otherwise.
    package static func states(_ count: Int, for animation: Animation) -> [CustomCurveState]? {
        animation._keepsState ? (0..<count).map { _ in CustomCurveState() } : nil
    }
}

/// A custom curve in `Animation`'s value, compared by the curve's own equality.
package struct CustomCurveBox: Equatable, Sendable {
    let curve: any CustomCurve

    package static func == (lhs: CustomCurveBox, rhs: CustomCurveBox) -> Bool { lhs.curve.isEqual(to: rhs.curve) }
}
