/// How large system symbols are beside the text they sit with, as SwiftUI's `Image.Scale`.
extension Image {
    /// A symbol's size beside text: small, medium or large, as SwiftUI's `Image.Scale`.
    public enum Scale: CaseIterable, Hashable, Sendable {
        case small, medium, large

        /// A symbol's side as a fraction of its font's size (SF Symbols' small and large are
        /// about 0.8 and 1.3 of the medium).
        package var _factor: CGFloat {
            switch self {
            case .small: 0.8
            case .medium: 1
            case .large: 1.3
            }
        }
    }

    /// The symbol `systemName`; Tint draws no variable parts, so `variableValue` is accepted
    /// and the whole symbol drawn.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// The colours of a symbol's layers; Tint draws every symbol in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured, as SwiftUI's `SymbolRenderingMode`. Accepted; Tint draws
/// every symbol in its foreground colour (`.monochrome`).
public struct SymbolRenderingMode: Hashable, Sendable {
    let rawValue: Int
    public static let monochrome = SymbolRenderingMode(rawValue: 0)
    public static let multicolor = SymbolRenderingMode(rawValue: 1)
    public static let hierarchical = SymbolRenderingMode(rawValue: 2)
    public static let palette = SymbolRenderingMode(rawValue: 3)
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode the symbols here were asked for (`.symbolRenderingMode`); `nil`: the
    /// symbol's own.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The scale of system symbols here (`.imageScale`).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// The variant of system symbols here (`.symbolVariant`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the system symbols here at `scale` beside their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Draws the system symbols here in `variant` where they have it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets the rendering mode of the symbols here (`\.symbolRenderingMode`); Tint draws every
    /// symbol in one colour, so views that read it decide what it changes.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
