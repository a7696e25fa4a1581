/// How a view's pixels combine with the pixels beneath it, as SwiftUI's `BlendMode`: the
/// separable modes (multiply, screen, overlay...) channel by channel, the non-separable ones
/// (hue, saturation, color, luminosity) on the whole colour, the compositing ones
/// (`sourceAtop`, `destinationOver`, `destinationOut`) on coverage, and the additive
/// `plusDarker` and `plusLighter`.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
         plusDarker, plusLighter

    /// The raster's mode of the same name.
    package var pixelMode: PixelBlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

/// `.blendMode`: the view drawn as a group, then combined with what is beneath it.
package struct _BlendModeEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let mode: BlendMode
}

extension View {
    /// Combines this view with the views beneath it in `mode` (`.multiply` darkens, `.screen`
    /// lightens...). Beneath means what is drawn before it in the same window: siblings behind
    /// it, backgrounds.
    public func blendMode(_ mode: BlendMode) -> some View {
        modifier(_BlendModeEffect(mode: mode))
    }
}
