import TintBoxes
import TintCore
import TintRaster

/// Decoded images, by source: each is decoded once (by the host's loader) and kept, so
/// redrawing or scrolling back to an image decodes nothing. Bounded in bytes: past the budget the
/// images used longest ago are let go (and decoded again if they show again), so a gallery of
/// thousands of photographs cannot fill memory. A source that cannot be loaded is remembered
/// too, and warned about once.
@MainActor
final class ImageCache {
    private struct Entry {
        let buffer: PixelBuffer?
        var lastUse: Int
        var bytes: Int { buffer.map { $0.stride * $0.height * 4 } ?? 64 }
    }

    private var images: [ImageSource: Entry] = [:]
    var count: Int { images.count }
    /// The decoded pixels kept, at most: 256 MiB by default (a thousand 256x256 thumbnails).
    let byteBudget: Int
    /// Sources kept, at most (failures cost little, but are entries too).
    static let entryBudget = 100_000
    private(set) var bytes = 0
    private var clock = 0
    /// How many images were decoded (for tests and benchmarks: scrolling back decodes none).
    private(set) var decodeCount = 0
    /// System symbol names already warned about (unknown to Tint).
    var reportedSymbols: Set<String> = []

    init(byteBudget: Int = 256 * 1024 * 1024) {
        self.byteBudget = byteBudget
    }

    func image(_ source: ImageSource, loader: ((ImageSource) -> Result<PixelBuffer, ImageLoadError>)?) -> PixelBuffer? {
        clock += 1
        if let known = images[source] {
            images[source]?.lastUse = clock
            return known.buffer
        }
        var loaded: PixelBuffer?
        if case .system = source {
            // Symbols are glyphs of the symbol font (`SymbolDrawing`), not pictures.
            loaded = nil
        } else if let loader {
            decodeCount += 1
            switch loader(source) {
            case .success(let buffer) where buffer.stride * buffer.height * 4 > byteBudget:
                // Kept, it would be the whole cache and more; let go, it would be decoded again
                // at every frame that draws it.
                RuntimeWarnings.emit("Image \(source): \(buffer.width)x\(buffer.height) pixels take more than the \(byteBudget >> 20) MiB kept for images; it draws nothing", fix: "scale the image down before the app ships it, or load it as a smaller thumbnail")
            case .success(let buffer): loaded = buffer
            case .failure(let error): RuntimeWarnings.emit(error.description, fix: error.fix)
            }
        } else {
            RuntimeWarnings.emit("Image \(source): this host loads no images", fix: "draw images in a WindowHost or HeadlessHost, which load them")
        }
        let entry = Entry(buffer: loaded, lastUse: clock)
        makeRoom(for: entry.bytes)
        images[source] = entry
        bytes += entry.bytes
        return loaded
    }

    /// Lets the least recently used images go until `incoming` more bytes fit, down to three
    /// quarters of the budget, so evicting is rare rather than at every new image.
    private func makeRoom(for incoming: Int) {
        guard bytes + incoming > byteBudget || images.count >= ImageCache.entryBudget else { return }
        let target = byteBudget * 3 / 4 - incoming
        for (source, entry) in images.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard bytes > target || images.count >= ImageCache.entryBudget * 3 / 4 else { break }
            images[source] = nil
            bytes -= entry.bytes
        }
    }
}

/// Why an image could not be loaded: what was looked for and where, and what to do about it.
public struct ImageLoadError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public let fix: String
    public init(description: String, fix: String) {
        self.description = description
        self.fix = fix
    }
}

extension RenderTree {
    /// The natural size of `image` in points (a symbol: a square of its font size; an image
    /// that cannot be loaded: zero, as in SwiftUI).
    func naturalSize(of image: ImageDrawing) -> CGSize {
        if case .system = image.source { return CGSize(width: image.symbolSize, height: image.symbolSize) }
        guard let buffer = images.image(image.source, loader: imageLoader) else { return .zero }
        return CGSize(width: CGFloat(buffer.width) / image.pixelScale, height: CGFloat(buffer.height) / image.pixelScale)
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

    /// The bytes of the decoded images kept, and how many are kept.
    package var imageCacheFigures: (bytes: Int, count: Int) { (images.bytes, images.count) }

    /// The bytes of the text layouts kept (`TextLayoutCache`), and how many texts they are.
    package var textLayoutFigures: (bytes: Int, count: Int) { (textLayouts.bytes, textLayouts.count) }
}
