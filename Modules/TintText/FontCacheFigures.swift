/// What the open font faces' caches hold (primary and fallback faces): for benchmarks and tests
/// that watch memory over a long run. A face let go by its library but still held by a laid-out
/// text is not counted.
public struct FontCacheFigures: Sendable, Equatable {
    /// Faces open in the library and among the fallback fonts.
    public var openFaces = 0
    /// Rendered glyph images, in bytes (each face keeps at most 16 MiB).
    public var glyphBytes = 0
    /// Shaped lines kept, and their bytes (each face keeps at most 4,096 lines and 4 MiB).
    public var shapedLines = 0
    public var shapedLineBytes = 0
}

extension FontLibrary {
    /// The figures of every face open now.
    public var cacheFigures: FontCacheFigures {
        var figures = FontCacheFigures()
        for face in openFaces + FallbackFonts.shared.openFaces {
            figures.openFaces += 1
            figures.glyphBytes += face.glyphBytes
            figures.shapedLines += face.shapedLines.count
            figures.shapedLineBytes += face.shapedLineBytes
        }
        return figures
    }
}
