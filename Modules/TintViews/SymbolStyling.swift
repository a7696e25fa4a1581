/// How large system symbols are beside the text they sit with, as SwiftUI's `Image.Scale`.
extension Image {
    /// A symbol's size beside text: small, medium or large, as SwiftUI's `Image.Scale`.
    public enum Scale: CaseIterable, Hashable, Sendable {
        case small, medium, large

        /// A symbol's side as a fraction of its font's size (SF Symbols' small and large are
        /// about 0.8 and 1.3 of the medium).
        public var _factor: CGFloat {
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

/// The variant of system symbols drawn here, as SwiftUI's `SymbolVariants`: `.fill`, a
/// `.circle` or `.square` around, a `.slash` across. A symbol that has no such variant is drawn
/// as named.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { var copy = self; copy.shape = .circle; return copy }
    public var square: SymbolVariants { var copy = self; copy.shape = .square; return copy }
    public var rectangle: SymbolVariants { var copy = self; copy.shape = .rectangle; return copy }
    public var fill: SymbolVariants { var copy = self; copy.isFilled = true; return copy }
    public var slash: SymbolVariants { var copy = self; copy.isSlashed = true; return copy }

    /// Whether every part of `other` is in this variant.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The names to try for `name` under this variant, most specific first, in SF Symbols'
    /// order of suffixes ("bell.slash.circle.fill"); `name` itself is always the last.
    public func _candidates(for name: String) -> [String] {
        guard self != .none else { return [name] }
        var suffixes: [String] = []
        if isSlashed, !name.contains(".slash") { suffixes.append("slash") }
        if let shape, !name.contains(".\(shape)") { suffixes.append("\(shape)") }
        if isFilled, !name.hasSuffix(".fill") { suffixes.append("fill") }
        var candidates: [String] = []
        // Drop the outermost parts first: a filled circle that does not exist falls back to
        // the circle, then to the name.
        for count in stride(from: suffixes.count, to: 0, by: -1) {
            candidates.append(([name] + suffixes.prefix(count)).joined(separator: "."))
        }
        return candidates + [name]
    }
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
    public func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Image.Scale>> {
        environment(\.imageScale, scale)
    }

    /// Draws the system symbols here in `variant` where they have it.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<SymbolVariants>> {
        environment(\.symbolVariants, variant)
    }

    /// Accepted for source compatibility: Tint draws symbols in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }
}
