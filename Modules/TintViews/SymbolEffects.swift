import Foundation

/// An animation of a symbol image, as SwiftUI's `SymbolEffect`. Tint's symbols are single
/// glyphs, so each effect moves the whole symbol (its `byLayer` forms as `wholeSymbol`):
/// bounce and scale change its size, pulse, breathe and variable colour its opacity, appear and
/// disappear show and hide it.
public protocol SymbolEffect: Sendable {
    /// How the effect moves the symbol (Tint's own).
    var _motion: _SymbolMotion { get }
}

/// An effect that plays while a condition holds (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// How a symbol effect moves the symbol: the look at rest and at the effect's height.
public struct _SymbolMotion: Equatable, Sendable {
    var peakScale: CGFloat = 1
    var peakOpacity: Double = 1
    /// Held while the effect is active rather than pulsing (scale, appear, disappear).
    var holds = false
    /// The length of one beat, in seconds.
    var beat: Double = 0.3
}

/// The symbol grows and springs back, as SwiftUI's `BounceSymbolEffect`.
public struct BounceSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Equatable {
    var shrinks = false
    /// Bouncing up (larger): the default.
    public var up: BounceSymbolEffect { BounceSymbolEffect(shrinks: false) }
    /// Bouncing down (smaller).
    public var down: BounceSymbolEffect { BounceSymbolEffect(shrinks: true) }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
    public var _motion: _SymbolMotion { _SymbolMotion(peakScale: shrinks ? 0.8 : 1.25, beat: 0.2) }
}

/// The symbol fades and comes back, as SwiftUI's `PulseSymbolEffect`.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Equatable {
    public var byLayer: PulseSymbolEffect { self }
    public var wholeSymbol: PulseSymbolEffect { self }
    public var _motion: _SymbolMotion { _SymbolMotion(peakOpacity: 0.3, beat: 0.5) }
}

/// The symbol breathes: it grows a little and fades, as SwiftUI's `BreatheSymbolEffect`.
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Equatable {
    public var pulse: BreatheSymbolEffect { self }
    public var plain: BreatheSymbolEffect { self }
    public var byLayer: BreatheSymbolEffect { self }
    public var wholeSymbol: BreatheSymbolEffect { self }
    public var _motion: _SymbolMotion { _SymbolMotion(peakScale: 1.1, peakOpacity: 0.6, beat: 0.8) }
}

/// The symbol's layers light in turn, as SwiftUI's `VariableColorSymbolEffect`; a single
/// glyph dims and lights whole.
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect, Equatable {
    var dims = true
    public var iterative: VariableColorSymbolEffect { self }
    public var cumulative: VariableColorSymbolEffect { self }
    public var reversing: VariableColorSymbolEffect { self }
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Inactive layers hidden: the glyph goes out between beats.
    public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(dims: false) }
    /// Inactive layers dimmed (the default).
    public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(dims: true) }
    public var _motion: _SymbolMotion { _SymbolMotion(peakOpacity: dims ? 0.35 : 0, beat: 0.4) }
}

/// The symbol grows or shrinks while active, as SwiftUI's `ScaleSymbolEffect`.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, Equatable {
    var shrinks = false
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(shrinks: false) }
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(shrinks: true) }
    public var byLayer: ScaleSymbolEffect { self }
    public var wholeSymbol: ScaleSymbolEffect { self }
    public var _motion: _SymbolMotion { _SymbolMotion(peakScale: shrinks ? 0.8 : 1.2, holds: true, beat: 0.25) }
}

/// The symbol is shown while active (hidden otherwise), as SwiftUI's `AppearSymbolEffect`.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, Equatable {
    public var up: AppearSymbolEffect { self }
    public var down: AppearSymbolEffect { self }
    public var byLayer: AppearSymbolEffect { self }
    public var wholeSymbol: AppearSymbolEffect { self }
    /// Active shows it: the peak is the symbol as it is, rest is hidden (`_SymbolEffectView`
    /// swaps them for this effect).
    public var _motion: _SymbolMotion { _SymbolMotion(peakScale: 0.5, peakOpacity: 0, holds: true, beat: 0.25) }
}

/// The symbol is hidden while active, as SwiftUI's `DisappearSymbolEffect`.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, Equatable {
    public var up: DisappearSymbolEffect { self }
    public var down: DisappearSymbolEffect { self }
    public var byLayer: DisappearSymbolEffect { self }
    public var wholeSymbol: DisappearSymbolEffect { self }
    public var _motion: _SymbolMotion { _SymbolMotion(peakScale: 0.5, peakOpacity: 0, holds: true, beat: 0.25) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// How often and how fast a symbol effect plays, as SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Equatable, Sendable {
    /// Beats per play; nil repeats while active (an indefinite effect) or plays once (a discrete one).
    var repeatCount: Int?
    var repeats = true
    var speed: Double = 1

    /// The effect's own choice.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats while active.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions() }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1, repeats: false) }

    /// Plays `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Plays `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, played `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = Swift.max(1, count)
        options.repeats = false
        return options
    }

    /// These options, `speed` times as fast (non-finite or non-positive speeds keep the speed).
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        if speed.isFinite, speed > 0 { options.speed = speed }
        return options
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// `symbolEffectsRemoved()`: the symbol effects here do not play.
    package var _symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}

/// A symbol (or any view) moved by an effect: held while active, pulsing while active, or
/// played once per trigger.
struct _SymbolEffectView<Content: View, Trigger: Equatable>: View {
    let content: Content
    let motion: _SymbolMotion
    let options: SymbolEffectOptions
    /// Whether the effect shows the symbol when active (appear) rather than moving it.
    let showsWhenActive: Bool
    let isActive: Bool
    /// Set for a discrete effect: one play per change.
    let trigger: Trigger?
    @Environment(\._symbolEffectsRemoved) private var removed

    var body: some View {
        let beat = Animation.easeInOut(duration: motion.beat / options.speed)
        if removed {
            content
        } else if motion.holds {
            // At rest or at its height while active; appear's rest is hidden.
            let atPeak = isActive != showsWhenActive
            content
                .scaleEffect(atPeak ? motion.peakScale : 1)
                .opacity(atPeak ? motion.peakOpacity : 1)
                .animation(beat, value: isActive)
        } else if let trigger {
            // Rest, then peak and rest for each play: once a change.
            content.phaseAnimator(0...(2 * (options.repeatCount ?? 1)), trigger: trigger) { view, phase in
                view.scaleEffect(phase % 2 == 1 ? motion.peakScale : 1).opacity(phase % 2 == 1 ? motion.peakOpacity : 1)
            } animation: { _ in beat }
        } else if isActive, options.repeats {
            content.phaseAnimator([false, true]) { view, atPeak in
                view.scaleEffect(atPeak ? motion.peakScale : 1).opacity(atPeak ? motion.peakOpacity : 1)
            } animation: { _ in beat }
        } else {
            // A counted play each time it becomes active.
            content.phaseAnimator(0...(2 * (options.repeatCount ?? 1)), trigger: isActive) { view, phase in
                let atPeak = isActive && phase % 2 == 1
                view.scaleEffect(atPeak ? motion.peakScale : 1).opacity(atPeak ? motion.peakOpacity : 1)
            } animation: { _ in beat }
        }
    }
}

extension View {
    /// Plays `effect` on the symbols here while `isActive` is true.
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        _SymbolEffectView<Self, Bool>(content: self, motion: effect._motion, options: options,
                                      showsWhenActive: effect is AppearSymbolEffect, isActive: isActive, trigger: nil)
    }

    /// Plays `effect` on the symbols here once each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        _SymbolEffectView(content: self, motion: effect._motion, options: options, showsWhenActive: false, isActive: true, trigger: value)
    }

    /// Stops the symbol effects here from playing (`false` lets them play again).
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        environment(\._symbolEffectsRemoved, isEnabled)
    }
}
