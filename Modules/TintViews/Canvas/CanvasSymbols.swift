import Foundation
import TintBoxes

/// How a canvas's symbols become pixels: the host puts a service in the environment that draws
/// a view offscreen, by its own pipeline, in the canvas's environment at the display's scale
/// (views cannot draw; the host can).
package struct _SymbolRasterizer: Equatable {
    package let rasterize: @MainActor (AnyView, EnvironmentValues) -> CGImage?

    package init(rasterize: @escaping @MainActor (AnyView, EnvironmentValues) -> CGImage?) {
        self.rasterize = rasterize
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _SymbolRasterizer, b: _SymbolRasterizer) -> Bool { true }

    /// Outside a host: symbols draw nothing.
    static let unavailable = _SymbolRasterizer { _, _ in nil }
}

private struct SymbolRasterizerKey: EnvironmentKey { static let defaultValue = _SymbolRasterizer.unavailable }

extension EnvironmentValues {
    package var _symbolRasterizer: _SymbolRasterizer {
        get { self[SymbolRasterizerKey.self] }
        set { self[SymbolRasterizerKey.self] = newValue }
    }
}

extension Canvas {
    /// A canvas drawn by `renderer`, which can draw the views of `symbols` by their tags
    /// (`GraphicsContext.resolveSymbol(id:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.init(renderer: renderer, symbols: symbols(), isOpaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously)
    }
}

extension GraphicsContext {
    /// A symbol view resolved for drawing: drawn at its ideal size.
    public struct ResolvedSymbol {
        let content: BoxContent
        /// Its ideal size.
        public let size: CGSize
    }

    /// The symbol view tagged `id`, drawn as it looks now; nil when no symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let image = recorder.symbol(AnyHashable(id), environment) else { return nil }
        let scale = environment.displayScale > 0 ? environment.displayScale : 1
        var drawing = ImageDrawing(source: .bitmap(image), resizable: true, smooth: true, template: nil, symbolSize: 0, symbolVariants: .none)
        drawing.pixelScale = scale
        return ResolvedSymbol(content: BoxContent(name: "Symbol", drawing: .image(drawing)),
                              size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale))
    }

    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        recorder.append(.content(symbol.content, rect, state))
    }

    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: Self.rect(of: symbol.size, at: point, anchor: anchor))
    }
}
