import TintCore

/// A background material, as SwiftUI's `Material`: `.background(.regularMaterial)`,
/// `.background(.bar)`.
///
/// Tint paints a material as a translucent fill in the colour scheme's window colour, thinner
/// materials more see-through; it does not blur what lies behind it (a blur of the backdrop
/// would make every material a layer over everything under it).
public struct Material: ShapeStyle, Sendable {
    /// How much of the window colour the material lays over what is behind it.
    let opacity: Double

    public static let ultraThin = Material(opacity: 0.55)
    public static let thin = Material(opacity: 0.7)
    public static let regular = Material(opacity: 0.8)
    public static let thick = Material(opacity: 0.9)
    public static let ultraThick = Material(opacity: 0.96)
    /// The material of bars (toolbars, a bar under a list).
    public static let bar = Material(opacity: 0.85)

    public var _style: _ShapeStyle {
        .color(Color(light: Color(rgb: 0xF6F6F6, opacity: opacity), dark: Color(rgb: 0x2A2A2C, opacity: opacity)))
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
