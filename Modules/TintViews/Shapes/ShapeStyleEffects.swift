/// A shadow as part of a shape style, as SwiftUI's `ShadowStyle`: `.drop` under the shape, or
/// `.inner`, cast inwards from its edges (`.fill(.white.shadow(.inner(radius: 2)))`).
public struct ShadowStyle: Equatable, Sendable {
    package let isInner: Bool
    package let color: Color
    package let radius: CGFloat
    package let x: CGFloat
    package let y: CGFloat

    /// A shadow under the shape, `radius` points soft, moved by (`x`, `y`).
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape, cast inwards from its edges, `radius` points soft, moved by
    /// (`x`, `y`).
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }
}

/// What a style adds to the shape it paints beyond its colours: shadows and a blend mode.
/// Shapes draw them (`fill`, `stroke`); other views painted with the style take its colours only.
public struct _StyleEffects: Equatable, Sendable {
    package var dropShadow: ShadowStyle?
    package var innerShadow: ShadowStyle?
    package var blendMode: BlendMode?
}

/// A style with a shadow or a blend mode, as the styles SwiftUI's `ShapeStyle.shadow(_:)` and
/// `ShapeStyle.blendMode(_:)` return: the base style's colours, and the effect.
public struct _EffectShapeStyle<Base: ShapeStyle>: ShapeStyle {
    package let base: Base
    package let effects: _StyleEffects

    init(base: Base, change: (inout _StyleEffects) -> Void) {
        self.base = base
        var effects = base._effects ?? _StyleEffects()
        change(&effects)
        self.effects = effects
    }

    public var _style: _ShapeStyle { base._style }
    public var _effects: _StyleEffects? { effects }
}

extension ShapeStyle {
    /// This style, with `style`'s shadow on the shapes it paints (one drop and one inner shadow
    /// a style: a later one of a kind replaces the earlier).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _EffectShapeStyle(base: self) { effects in
            if style.isInner { effects.innerShadow = style } else { effects.dropShadow = style }
        }
    }

    /// This style, composited by `mode` with what is under the shapes it paints.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _EffectShapeStyle(base: self) { $0.blendMode = mode }
    }
}

extension ShapeStyle where Self == _EffectShapeStyle<ForegroundStyle> {
    /// The foreground style with `style`'s shadow.
    public static func shadow(_ style: ShadowStyle) -> _EffectShapeStyle<ForegroundStyle> {
        _EffectShapeStyle(base: ForegroundStyle()) { effects in
            if style.isInner { effects.innerShadow = style } else { effects.dropShadow = style }
        }
    }
}

extension _ShapeView {
    /// The shape painted with `content`: its colours, and the shadows and blend mode it carries.
    init<S: ShapeStyle>(shape: Content, painting content: S, stroke: StrokeStyle?, inset: CGFloat = 0) {
        self.init(shape: shape, style: content._style, stroke: stroke, inset: inset)
        effects = content._effects
    }
}
