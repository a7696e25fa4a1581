/// Why a font could not be used; the message names what was searched and how to fix it.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// No file named `file` in any of `searched`.
    case fileNotFound(file: String, searched: [String])
    /// The file exists but FreeType could not open it (unreadable, not a font, truncated).
    case cannotOpen(path: String, reason: String)
    /// FreeType itself failed to start.
    case libraryUnavailable(reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let file, let searched):
            return "font file \(file) not found; searched: \(searched.joined(separator: ", ")). "
                + "Install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core) "
                + "or set TINT_FONT_DIR to a folder holding it."
        case .cannotOpen(let path, let reason):
            return "cannot open font file \(path): \(reason)"
        case .libraryUnavailable(let reason):
            return "the font library (FreeType) could not start: \(reason)"
        }
    }
}
