import Foundation
import TintBoxes
import TintCore

extension Text {
    /// `image` inside a text, as SwiftUI's `Text(_: Image)`: a system symbol is drawn as a glyph
    /// of the symbol font, at the text's size and in its colour, on its baseline. Other images
    /// cannot be drawn inside text here: they are left out, with a warning.
    public nonisolated init(_ image: Image) {
        guard case .system(let name) = image._source else {
            RuntimeWarnings.emit("Text(Image): only system symbols can be drawn inside a text; \(image._source) is left out", fix: "put the image beside the text in an HStack, or use a system symbol")
            self.init(verbatim: "")
            return
        }
        guard let codePoint = SystemSymbols.codePoint(for: name), let scalar = Unicode.Scalar(codePoint) else {
            RuntimeWarnings.emit("Text(Image(systemName: \"\(name)\")): Tint has no symbol of that name (it draws \(SystemSymbols.names.count), listed by SystemSymbols.names); left out", fix: "use a name from SystemSymbols.names")
            self.init(verbatim: "")
            return
        }
        self.init(verbatim: String(Character(scalar)))
        self[mark: \.isSymbol] = true
    }
}
