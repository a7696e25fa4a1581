/// `Image(systemName:)`'s glyphs: SF Symbols' names drawn from Material Icons, an open icon font
/// Debian packages (fonts-material-design-icons-iconfont). A font rather than vector paths of
/// Tint's own: its 2,000 icons are drawn by the designers of one consistent set, hinted and
/// antialiased by the same code as text, and scale with the font as SF Symbols do.
public enum SystemSymbols {
    /// The font file the symbols are drawn from.
    public static let fontFile = "MaterialIcons-Regular.ttf"

    /// Where Debian installs it (searched after the text fonts' folders).
    public static let fontFolder = "/usr/share/fonts/truetype/material-design-icons-iconfont"

    /// Material Icons draw on a 24-unit grid with 2 units of padding on each side: the glyph's
    /// em is 24/20 of the ink, so a symbol of side `s` is drawn from an em of `s * emPerInk`.
    public static let emPerInk: Double = 24.0 / 20.0

    /// The code point that draws `name` ("star.fill"), or nil for a name Tint does not know.
    public static func codePoint(for name: String) -> UInt32? {
        systemSymbolCodePoints[name]
    }

    /// Every name Tint draws, sorted.
    public static let names: [String] = systemSymbolCodePoints.keys.sorted()
}
