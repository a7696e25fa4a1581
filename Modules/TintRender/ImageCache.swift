import TintCore
import TintRaster
import TintReconciler
import TintViews

/// Decoded images, by source: each is decoded once (by the host's loader) and kept while the
/// tree lives, so redrawing or scrolling back to an image decodes nothing. A source that cannot
/// be loaded is remembered too, and warned about once.
@MainActor
final class ImageCache {
    private var images: [Image._Source: PixelBuffer?] = [:]
    /// How many images were decoded (for tests and benchmarks: scrolling back decodes none).
    private(set) var decodeCount = 0
    /// System symbol names already warned about (unknown to Tint).
    var reportedSymbols: Set<String> = []

    func image(_ source: Image._Source, loader: ((Image._Source) -> Result<PixelBuffer, ImageLoadError>)?) -> PixelBuffer? {
        if let known = images[source] { return known }
        var loaded: PixelBuffer?
        if case .system = source {
            // Symbols are glyphs of the symbol font (`SymbolDrawing`), not pictures.
            loaded = nil
        } else if let loader {
            decodeCount += 1
            switch loader(source) {
            case .success(let buffer): loaded = buffer
            case .failure(let error): RuntimeWarnings.emit(error.description)
            }
        } else {
            RuntimeWarnings.emit("Image \(source): this host loads no images")
        }
        images[source] = loaded
        return loaded
    }
}

/// Why an image could not be loaded: what was looked for and where.
public struct ImageLoadError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(description: String) { self.description = description }
}

extension RenderTree {
    /// The natural size of `image` in points (a symbol: a square of its font size; an image
    /// that cannot be loaded: zero, as in SwiftUI).
    func naturalSize(of image: ImageDrawing) -> CGSize {
        if case .system = image.source { return CGSize(width: image.symbolSize, height: image.symbolSize) }
        guard let buffer = images.image(image.source, loader: imageLoader) else { return .zero }
        return CGSize(width: CGFloat(buffer.width), height: CGFloat(buffer.height))
    }

    /// Draws `image` scaled into `frame`.
    func draw(_ image: ImageDrawing, in frame: CGRect, on canvas: Canvas) {
        if case .system(let name) = image.source {
            drawSymbol(name, image, in: frame, on: canvas)
            return
        }
        guard let buffer = images.image(image.source, loader: imageLoader) else { return }
        canvas.draw(image: buffer, in: frame, smooth: image.smooth, tint: image.template)
    }

    /// Images decoded so far.
    public var decodedImageCount: Int { images.decodeCount }
}
