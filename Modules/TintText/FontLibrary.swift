import TintCore

/// Finds and opens the primary font faces: DejaVu Sans (and its serif and monospaced
/// families) through FreeType, one face per (file, pixel size), opened once and kept. Characters
/// DejaVu lacks come from `FallbackFonts`.
@MainActor
public final class FontLibrary {
    /// Folders searched for font files, in order.
    public let searchPaths: [String]
    private var faces: [FaceKey: FontFace] = [:]
    /// Faces kept open, at most.
    static let faceBudget = 128
    /// Faces open now.
    var openFaceCount: Int { faces.count }
    /// The faces open now, for the cache figures.
    var openFaces: [FontFace] { Array(faces.values) }
    private var failures: [String: FontError] = [:]

    private struct FaceKey: Hashable {
        let file: String
        let pixelSize: Int
        var spacing = FaceSpacing()
    }

    /// A face's tracking and rise in its pixels (`FontFace.tracking64`, `FontFace.rise`).
    private struct FaceSpacing: Hashable {
        var tracking64: Int32 = 0
        var rise = 0

        init() {}

        /// `font`'s tracking and baseline offset at `scale`, bounded to a few ems: a huge
        /// value must not overflow an advance.
        init(_ font: Font, scale: CGFloat) {
            let em = Swift.max(1, font.size * scale)
            func bounded(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.min(Swift.max(value * scale, -4 * em), 4 * em) : 0 }
            tracking64 = Int32((bounded(font.tracking) * 64).rounded())
            rise = Int(bounded(font.baselineOffset).rounded())
        }
    }

    /// The default search path: `$TINT_FONT_DIR`, then the places Debian and others put DejaVu.
    public static var defaultSearchPaths: [String] {
        var paths: [String] = []
        if let dir = ProcessInfo.processInfo.environment["TINT_FONT_DIR"], !dir.isEmpty { paths.append(dir) }
        paths += [
            "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/TTF",
            "/usr/local/share/fonts", "/usr/share/fonts/truetype", SystemSymbols.fontFolder,
        ]
        return paths
    }

    /// A library shared by everything in the process that does not need its own search path.
    public static let shared = FontLibrary()

    public init(searchPaths: [String] = FontLibrary.defaultSearchPaths) {
        self.searchPaths = searchPaths
    }

    /// The file that renders `font`.
    nonisolated static func fileName(for font: Font) -> String {
        let bold = font.weight >= .semibold
        // DejaVu's sans and serif families have condensed faces (`Font.Width` below standard).
        let condensed = font.widthValue < 0 ? "Condensed" : ""
        let family = switch font.design {
        case .monospaced: "DejaVuSansMono"
        case .serif: "DejaVuSerif" + condensed
        case .default, .rounded: "DejaVuSans" + condensed
        }
        // DejaVu's slanted sans faces are "Oblique", its serif ones "Italic".
        let slant = font.isItalic ? (font.design == .serif ? "Italic" : "Oblique") : ""
        let style = bold ? "Bold" + slant : slant
        return style.isEmpty ? family + ".ttf" : family + "-" + style + ".ttf"
    }

    /// The face for `font` at `scale` pixels per point.
    public func face(for font: Font, scale: CGFloat = 1) throws(FontError) -> FontFace {
        if font.isSymbolFont { return try face(file: SystemSymbols.fontFile, font: font, scale: scale) }
        if let family = font.family, let face = familyFace(family, font: font, scale: scale) { return face }
        do {
            return try face(file: FontLibrary.fileName(for: font), font: font, scale: scale)
        } catch {
            // A missing italic, serif or condensed face (fonts-dejavu-extra not installed) falls
            // back to the upright standard sans of the same weight, said once.
            guard font.isItalic || font.design == .serif || font.widthValue < 0 else { throw error }
            var upright = font
            upright.isItalic = false
            upright.widthValue = 0
            upright.design = font.design == .monospaced ? .monospaced : .default
            if fallbacksReported.insert(FontLibrary.fileName(for: font)).inserted {
                RuntimeWarnings.emit("font \(FontLibrary.fileName(for: font)) not found (\(error)); drawing \(FontLibrary.fileName(for: upright)) instead", fix: "install the font's file (fonts-dejavu-core has the regular, bold and oblique faces), or set TINT_FONT_DIR to a folder that holds it")
            }
            return try face(file: FontLibrary.fileName(for: upright), font: upright, scale: scale)
        }
    }

    private var fallbacksReported: Set<String> = []
    private var familiesReported: Set<String> = []
    private var familyFaces: [FamilyFaceKey: FontFace] = [:]

    private struct FamilyFaceKey: Hashable {
        let family: String
        let bold: Bool
        let italic: Bool
        let pixelSize: Int
        let spacing: FaceSpacing
    }

    /// `Font.custom`'s family from fontconfig, opened once per size; nil (said once a family)
    /// when it is not installed, and the DejaVu face its name suggests is drawn instead.
    private func familyFace(_ family: String, font: Font, scale: CGFloat) -> FontFace? {
        let pixelSize = Swift.max(1, Int((font.size * scale).rounded()))
        let bold = font.weight >= .semibold
        let key = FamilyFaceKey(family: family, bold: bold, italic: font.isItalic, pixelSize: pixelSize, spacing: FaceSpacing(font, scale: scale))
        if let face = familyFaces[key] { return face }
        guard let file = FallbackFonts.shared.file(family: family, bold: bold, italic: font.isItalic),
              let face = try? FontFace(path: file.path, index: file.index, pixelSize: pixelSize, scale: scale,
                                       tracking64: key.spacing.tracking64, rise: key.spacing.rise) else {
            if familiesReported.insert(family).inserted {
                RuntimeWarnings.emit("font family \(family) is not installed; drawing \(FontLibrary.fileName(for: font)) instead", fix: "install the family (fc-list lists what is here), or name one that is installed")
            }
            return nil
        }
        if familyFaces.count >= FontLibrary.faceBudget { familyFaces.removeAll(keepingCapacity: true) }
        familyFaces[key] = face
        return face
    }

    /// The symbol font (`SystemSymbols`) with an em of `size` points at `scale` pixels per point.
    public func symbolFace(size: CGFloat, scale: CGFloat = 1) throws(FontError) -> FontFace {
        try face(file: SystemSymbols.fontFile, font: Font.system(size: size), scale: scale)
    }

    private func face(file: String, font: Font, scale: CGFloat) throws(FontError) -> FontFace {
        let pixelSize = Swift.max(1, Int((font.size * scale).rounded()))
        let key = FaceKey(file: file, pixelSize: pixelSize, spacing: FaceSpacing(font, scale: scale))
        if let face = faces[key] { return face }
        if let failure = failures[file] { throw failure }
        do {
            let face = try open(file, pixelSize: pixelSize, scale: scale, spacing: key.spacing)
            // Every size opens a face with its own glyph caches; sizes drawn once (a symbol
            // resized through many sizes, a font size animated) must not pile up. Boxes keep
            // the faces they use, so forgetting them here only costs a reopening.
            if faces.count >= FontLibrary.faceBudget { faces.removeAll(keepingCapacity: true) }
            faces[key] = face
            return face
        } catch {
            failures[file] = error
            throw error
        }
    }

    /// `file` opened from the first folder of the search path where it opens: a damaged copy
    /// (a corrupt font in `TINT_FONT_DIR`) is warned about once and passed over for the next,
    /// so the system's font still draws the text.
    private func open(_ file: String, pixelSize: Int, scale: CGFloat, spacing: FaceSpacing) throws(FontError) -> FontFace {
        var firstFailure: FontError?
        for dir in searchPaths {
            let path = (dir as NSString).appendingPathComponent(file)
            // A regular file only: opening a named pipe would wait for a writer.
            guard RegularFile.problem(at: path) == nil else { continue }
            do {
                return try FontFace(path: path, pixelSize: pixelSize, scale: scale, tracking64: spacing.tracking64, rise: spacing.rise)
            } catch {
                if damagedReported.insert(path).inserted {
                    RuntimeWarnings.emit("font \(path) cannot be used (\(error)); looking further along the font path", fix: "replace the file with a readable TrueType or OpenType font, or remove it")
                }
                firstFailure = firstFailure ?? error
            }
        }
        throw firstFailure ?? .fileNotFound(file: file, searched: searchPaths)
    }

    private var damagedReported: Set<String> = []
}
