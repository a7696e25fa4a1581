import Foundation

/// A spring's motion, as SwiftUI's `Spring`: given by its perceptual duration and bounce, by
/// response and damping ratio, by a settling time, or physically by mass, stiffness and damping;
/// every form answers every other's parameters. `Animation.spring(_:)` animates with one.
public struct Spring: Hashable, Sendable {
    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// A spring of `duration` (its response) and `bounce` (0: none, up to 1; negative: overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        let bounce = bounce.isFinite ? Swift.min(0.99, Swift.max(-0.99, bounce)) : 0
        self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// A spring of `response` seconds and `dampingRatio` (1: no overshoot).
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite && response > 0 ? response : 0.5
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? dampingRatio : 1
        mass = 1
        stiffness = pow(2 * .pi / response, 2)
        damping = 4 * .pi * ratio / response
    }

    /// A spring physically: `mass`, `stiffness`, `damping`; an overdamped one is made critically
    /// damped unless `allowOverDamping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        self.mass = mass.isFinite && mass > 0 ? mass : 1
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 170
        let critical = 2 * (self.stiffness * self.mass).squareRoot()
        let damping = damping.isFinite && damping > 0 ? damping : critical
        self.damping = allowOverDamping ? damping : Swift.min(damping, critical)
    }

    /// A spring that settles within `epsilon` of its target in `settlingDuration` seconds at
    /// `dampingRatio`.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let settling = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 1
        let ratio = dampingRatio.isFinite && dampingRatio > 0 ? Swift.min(dampingRatio, 1) : 1
        let epsilon = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        // The envelope e^(-ζωt) reaches epsilon at the settling time.
        let omega = -log(epsilon) / (ratio * settling)
        self.init(response: 2 * .pi / omega, dampingRatio: ratio)
    }

    /// The natural period of the undamped spring, seconds.
    public var response: Double { 2 * .pi / (stiffness / mass).squareRoot() }
    /// The damping as a fraction of critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The perceptual duration: the response.
    public var duration: TimeInterval { response }
    /// How much the spring overshoots: 0 none, towards 1 more; negative when overdamped.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// Seconds until the motion stays within 0.1 % of its target.
    public var settlingDuration: TimeInterval {
        let omega = (stiffness / mass).squareRoot(), zeta = dampingRatio
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        return Swift.min(60, log(1000) / Swift.max(decay, 1e-3))
    }

    /// The value at `time` of a spring from 0 towards `target`, starting at `initialVelocity`.
    public func value(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        target + Animation.springDisplacement(-target, initialVelocity, time, stiffness: stiffness, damping: damping, mass: mass)
    }

    /// The velocity at `time` of the same motion.
    public func velocity(target: Double, initialVelocity: Double = 0, time: TimeInterval) -> Double {
        let step = 1.0 / 1000
        return (value(target: target, initialVelocity: initialVelocity, time: time + step)
            - value(target: target, initialVelocity: initialVelocity, time: Swift.max(0, time - step))) / (time > step ? 2 * step : step + time)
    }

    /// The motion `time` seconds after release as weights: the displacement from the target
    /// is `position` times the starting displacement plus `velocity` times the starting
    /// velocity (a damped spring is linear in both), so a vector moves with two scalings.
    package func displacementWeights(at time: TimeInterval) -> (position: Double, velocity: Double) {
        (Animation.springDisplacement(1, 0, time, stiffness: stiffness, damping: damping, mass: mass),
         Animation.springDisplacement(0, 1, time, stiffness: stiffness, damping: damping, mass: mass))
    }

    public static var smooth: Spring { Spring(duration: 0.5, bounce: 0) }
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }
}

/// A curve from 0 to 1 over a unit of time, as SwiftUI's `UnitCurve`: the easing curves and any
/// cubic Bézier between (0, 0) and (1, 1). `Animation.timingCurve(_:duration:)` animates with one.
public struct UnitCurve: Hashable, Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(x1: startControlPoint.x, y1: startControlPoint.y, x2: endControlPoint.x, y2: endControlPoint.y)
    }

    public static let linear = UnitCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = UnitCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// The circular easings, as the cubic Béziers that follow a quarter circle most closely.
    public static let circularEaseIn = UnitCurve(x1: 0.55, y1: 0, x2: 1, y2: 0.45)
    public static let circularEaseOut = UnitCurve(x1: 0, y1: 0.55, x2: 0.45, y2: 1)
    public static let circularEaseInOut = UnitCurve(x1: 0.85, y1: 0, x2: 0.15, y2: 1)

    /// The curve's value at `progress` (0...1).
    public func value(at progress: Double) -> Double {
        Animation.bezierY(atX: Swift.min(1, Swift.max(0, progress.isFinite ? progress : 0)), x1, y1, x2, y2)
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-4
        let a = Swift.max(0, progress - step), b = Swift.min(1, progress + step)
        return (value(at: b) - value(at: a)) / (b - a)
    }

    /// The curve mirrored about y = x: its inverse function.
    public var inverse: UnitCurve { UnitCurve(x1: y1, y1: x1, x2: y2, y2: x2) }
}

extension Animation {
    /// An animation moving by `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }

    /// An animation moving by `spring`, starting at `initialVelocity`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// An animation along `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        timingCurve(curve.x1, curve.y1, curve.x2, curve.y2, duration: duration)
    }
}
