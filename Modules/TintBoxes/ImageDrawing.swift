import TintCore
import TintLayout

/// An image as the render tree draws it: where its pixels come from (the tree loads and caches
/// them), whether it takes the size offered, how it is scaled, and the colour it is filled with
/// when drawn as a template.
public struct ImageDrawing: Equatable, Sendable {
    public var source: ImageSource
    public var resizable: Bool
    public var smooth: Bool
    /// The foreground colour a template image is filled with; `nil` keeps its colours.
    public var template: Color?
    /// The side of a system symbol's square (the font's size times the image scale).
    public var symbolSize: CGFloat
    /// The variant a system symbol is drawn in where it has one (`.symbolVariant`).
    public var symbolVariants: SymbolVariants
    /// Pixels per point of a picture: its natural size is its pixels over this.
    public var pixelScale: CGFloat = 1

    public init(source: ImageSource, resizable: Bool, smooth: Bool, template: Color?, symbolSize: CGFloat,
                symbolVariants: SymbolVariants = .none) {
        self.source = source
        self.resizable = resizable
        self.smooth = smooth
        self.template = template
        self.symbolSize = symbolSize
        self.symbolVariants = symbolVariants
    }
}
