import TintCore

/// Why a font could not be used; the message names what was searched and how to fix it.
public enum FontError: Error, CustomStringConvertible, Equatable {
    /// No file named `file` in any of `searched`.
    case fileNotFound(file: String, searched: [String])
    /// The file exists but FreeType could not open it (unreadable, not a font, truncated).
    case cannotOpen(path: String, reason: String)
    /// FreeType itself failed to start.
    case libraryUnavailable(reason: String)

    /// What went wrong and what to do about it, as a runtime warning says it.
    public var description: String { RuntimeWarnings.text(problem, fix: fix) }

    /// What went wrong.
    public var problem: String {
        switch self {
        case .fileNotFound(let file, let searched):
            "font file \(file) not found; searched: \(searched.joined(separator: ", "))"
        case .cannotOpen(let path, let reason):
            "cannot open font file \(path): \(reason)"
        case .libraryUnavailable(let reason):
            "the font library (FreeType) could not start: \(reason)"
        }
    }

    /// What to do about it.
    public var fix: String {
        switch self {
        case .fileNotFound:
            "install the Debian package fonts-dejavu-core (apt-get install fonts-dejavu-core) or set TINT_FONT_DIR to a folder holding it"
        case .cannotOpen:
            "replace the file with a readable TrueType or OpenType font, or remove it"
        case .libraryUnavailable:
            "reinstall FreeType (apt-get install --reinstall libfreetype6)"
        }
    }
}
