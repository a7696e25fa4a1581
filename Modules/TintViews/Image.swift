/// An image, as SwiftUI's `Image`: a system symbol by name or an image from the app's
/// resources.
///
/// Image loading and the symbol set arrive with issue 21; until then an image takes the size
/// of a symbol in the current font (a square of the font's size) and draws nothing, so that
/// views built with `Label(_:systemImage:)` and `Image(systemName:)` compile and lay out.
public struct Image: View, Equatable, Sendable {
    /// What the image shows.
    public enum _Source: Equatable, Sendable {
        case system(String)
        case named(String)
    }

    public var _source: _Source

    /// The system symbol `systemName` ("star.fill", "trash").
    public init(systemName: String) {
        _source = .system(systemName)
    }

    /// The image `name` from the app's resources.
    public init(_ name: String) {
        _source = .named(name)
    }

    @Environment(\.font) private var font

    public var body: some View {
        let side = (font ?? .body).size
        Color.clear.frame(width: side, height: side)
    }

    public nonisolated static func == (a: Image, b: Image) -> Bool { a._source == b._source }
}
