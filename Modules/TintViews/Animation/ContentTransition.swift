import Foundation
import TintBoxes

/// How a view's content changes to another in an animated update, as SwiftUI's
/// `ContentTransition`: a text's string, a symbol. Set with `.contentTransition(_:)`; render
/// draws the old content going out while the new comes in (TintBoxes' `ContentSwap`).
public struct ContentTransition: Equatable, Sendable {
    let swap: ContentSwap?

    /// The new content shows at once.
    public static let identity = ContentTransition(swap: nil)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(swap: .fade)
    /// The content's shapes morph where they can (a text's glyphs): Tint cross-fades them.
    public static let interpolate = ContentTransition(swap: .fade)

    /// Numbers roll to their new value: up, or down when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(swap: .roll(countsDown: countsDown))
    }

    /// Numbers roll up when `value` grew since the last content, down when it shrank.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(swap: .rollByValue(value.isFinite ? value : 0))
    }

    /// A symbol changes by `effect` (`.replace`: the old shrinks away as the new grows in).
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(swap: .scale)
    }

    /// A symbol changes by the system's effect for it (a replace).
    public static var symbolEffect: ContentTransition { ContentTransition(swap: .scale) }

    /// Package access for the reconciler, which puts it in the box's content.
    package var _swap: ContentSwap? { swap }
}

/// A symbol effect that changes one symbol into another (`ContentTransition.symbolEffect`), as
/// SwiftUI's `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect {}

/// The old symbol goes out and the new one comes in, as SwiftUI's `ReplaceSymbolEffect`: its
/// directions and layers change nothing in Tint, where a symbol is one glyph that shrinks away
/// while the new one grows in.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Equatable {
    public init() {}
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
    public var byLayer: ReplaceSymbolEffect { self }
    public var wholeSymbol: ReplaceSymbolEffect { self }
    public var _motion: _SymbolMotion { _SymbolMotion(peakScale: 0.5, peakOpacity: 0, holds: false, beat: 0.25) }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.identity
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// How content changes here (`.contentTransition`).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw through an offscreen group (they always draw as one in
    /// Tint).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// How the texts and symbols in this view change their content in an animated update.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
