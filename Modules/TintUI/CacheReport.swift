import TintText

/// What Tint's caches hold now: the font faces' glyph images and shaped lines (process-wide)
/// and a host's text layouts and decoded images. For benchmarks and tests that watch memory
/// over a long run: each cache is bounded, and this says how full each is.
public struct CacheReport: Sendable, Equatable, CustomStringConvertible {
    /// The open font faces' caches.
    public var fonts: FontCacheFigures
    /// Texts laid out and kept for reuse (`TextLayoutCache`, at most 32 MiB), and their bytes.
    public var textLayouts: Int
    public var textLayoutBytes: Int
    /// Decoded images kept (at most the host's image budget), and their bytes.
    public var images: Int
    public var imageBytes: Int

    @MainActor
    init(pipeline: FramePipeline) {
        fonts = FontLibrary.shared.cacheFigures
        (textLayoutBytes, textLayouts) = pipeline.tree.textLayoutFigures
        (imageBytes, images) = pipeline.tree.imageCacheFigures
    }

    /// The bytes of every cache together.
    public var totalBytes: Int { fonts.glyphBytes + fonts.shapedLineBytes + textLayoutBytes + imageBytes }

    public var description: String {
        func mib(_ bytes: Int) -> String { String(Double(bytes * 10 >> 20) / 10) + " MiB" }
        return "\(fonts.openFaces) faces, glyphs \(mib(fonts.glyphBytes)), \(fonts.shapedLines) shaped lines \(mib(fonts.shapedLineBytes)), "
            + "\(textLayouts) text layouts \(mib(textLayoutBytes)), \(images) images \(mib(imageBytes))"
    }
}
