import CTintText
import Foundation
import TintCore

/// Finds a font for characters the primary face lacks, through fontconfig, the way GTK and
/// Qt do: fontconfig sorts every installed font by how well it matches a sans-serif pattern
/// (of the primary face's weight and slant) once, and each character takes the first font in
/// that order whose character set holds it. Emoji take the first colour font of fontconfig's
/// "emoji" family instead.
///
/// Answers are cached per character, faces per (file, face index, pixel size); a font that
/// fontconfig lists but FreeType cannot open is warned about once and skipped.
@MainActor
public final class FallbackFonts {
    public static let shared = FallbackFonts()

    /// A face inside a font file.
    struct FontFile: Hashable {
        let path: String
        let index: Int
    }

    private struct Candidate {
        let file: FontFile
        // Owned by the sorted font set kept in `sets`.
        let charset: OpaquePointer
    }

    /// Which ordering of the installed fonts to use.
    private struct SetKey: Hashable {
        let bold: Bool
        let italic: Bool
        let emoji: Bool
    }

    private struct FaceKey: Hashable {
        let file: FontFile
        let pixelSize: Int
    }

    private struct ScalarKey: Hashable {
        let scalar: UInt32
        let set: SetKey
    }

    private let config: OpaquePointer?
    private var sets: [SetKey: [Candidate]] = [:]
    private var fontSets: [UnsafeMutablePointer<FcFontSet>] = []
    private var answers: [ScalarKey: FontFile?] = [:]
    private var faces: [FaceKey: FontFace] = [:]
    /// The fallback faces open now, for the cache figures.
    var openFaces: [FontFace] { Array(faces.values) }
    private var unreadable: Set<FontFile> = []
    private var reportedMissing: Set<UInt32> = []

    init() {
        config = FcInitLoadConfigAndFonts()
        if config == nil {
            RuntimeWarnings.emit("fontconfig could not load its configuration: characters outside the default font draw as boxes", fix: "install fontconfig's configuration (apt-get install fontconfig-config)")
        }
    }

    /// The face that draws `scalar` in place of `primary`, at `primary`'s size; nil when no
    /// installed font has it (warned once per character).
    func face(for scalar: UInt32, like primary: FontFace, emoji: Bool) -> FontFace? {
        let style = primary.face.pointee.style_flags
        let key = SetKey(bold: style & FT_Long(FT_STYLE_FLAG_BOLD) != 0, italic: style & FT_Long(FT_STYLE_FLAG_ITALIC) != 0, emoji: emoji)
        while let file = file(for: scalar, in: key) {
            if let face = face(file, pixelSize: primary.pixelSize, scale: primary.scale) { return face }
            // Unreadable: forget answers naming it and ask again, now that it is skipped.
            answers = answers.filter { $0.value != file }
        }
        if emoji { return face(for: scalar, like: primary, emoji: false) }
        if reportedMissing.insert(scalar).inserted {
            RuntimeWarnings.emit(String(format: "no installed font has a glyph for U+%04X; it draws as a box", scalar),
                                 fix: "install a font that covers it, such as Debian's fonts-noto-core (apt-get install fonts-noto-core)")
        }
        return nil
    }

    private struct FamilyKey: Hashable {
        let family: String
        let bold: Bool
        let italic: Bool
    }

    private var families: [FamilyKey: FontFile?] = [:]

    /// The installed face of the family (or PostScript or full name) `name`, of the weight and
    /// slant asked for or the nearest the family has; nil when no installed font has that
    /// name (fontconfig always answers with some font: only one that carries the name counts).
    func file(family name: String, bold: Bool, italic: Bool) -> FontFile? {
        let key = FamilyKey(family: name.lowercased(), bold: bold, italic: italic)
        if let known = families[key] { return known }
        // As a family ("Noto Serif"), then as a PostScript name ("NotoSerif-Bold").
        let found = match(name, as: "family", bold: bold, italic: italic) ?? match(name, as: "postscriptname", bold: bold, italic: italic)
        families[key] = found
        return found
    }

    /// The font fontconfig matches for `name` as the pattern property `object`, if the match
    /// carries that name (as its family, PostScript or full name).
    private func match(_ name: String, as object: String, bold: Bool, italic: Bool) -> FontFile? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, object, name)
        if object == "family" {
            FcPatternAddInteger(pattern, "weight", bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
            FcPatternAddInteger(pattern, "slant", italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        let wanted = name.lowercased().filter { !$0.isWhitespace && $0 != "-" }
        var named = false
        for property in ["family", "postscriptname", "fullname"] {
            var index: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(match, property, index, &value) == FcResultMatch, let value {
                let text = String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
                if text.lowercased().filter({ !$0.isWhitespace && $0 != "-" }) == wanted { named = true }
                index += 1
            }
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard named, FcPatternGetString(match, tint_FC_FILE(), 0, &file) == FcResultMatch, let file else { return nil }
        var faceIndex: Int32 = 0
        FcPatternGetInteger(match, tint_FC_INDEX(), 0, &faceIndex)
        return FontFile(path: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)), index: Int(faceIndex))
    }

    private func file(for scalar: UInt32, in key: SetKey) -> FontFile? {
        let scalarKey = ScalarKey(scalar: scalar, set: key)
        if let known = answers[scalarKey] { return known }
        let found = candidates(key).first { !unreadable.contains($0.file) && FcCharSetHasChar($0.charset, FcChar32(scalar)) != 0 }?.file
        answers[scalarKey] = found
        return found
    }

    private func candidates(_ key: SetKey) -> [Candidate] {
        if let known = sets[key] { return known }
        var made: [Candidate] = []
        defer { sets[key] = made }
        guard let config, let pattern = FcPatternCreate() else { return made }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, tint_FC_FAMILY(), key.emoji ? "emoji" : "sans-serif")
        if key.emoji { FcPatternAddBool(pattern, tint_FC_COLOR(), FcTrue) }
        FcPatternAddInteger(pattern, "weight", key.bold ? Int32(FC_WEIGHT_BOLD) : Int32(FC_WEIGHT_REGULAR))
        FcPatternAddInteger(pattern, "slant", key.italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let sorted = FcFontSort(config, pattern, FcFalse, nil, &result) else { return made }
        fontSets.append(sorted)
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var charset: OpaquePointer?
            var index: Int32 = 0
            guard FcPatternGetString(font, tint_FC_FILE(), 0, &file) == FcResultMatch, let file,
                  FcPatternGetCharSet(font, tint_FC_CHARSET(), 0, &charset) == FcResultMatch, let charset else { continue }
            FcPatternGetInteger(font, tint_FC_INDEX(), 0, &index)
            if key.emoji {
                var color: FcBool = FcFalse
                guard FcPatternGetBool(font, tint_FC_COLOR(), 0, &color) == FcResultMatch, color != FcFalse else { continue }
            }
            made.append(Candidate(file: FontFile(path: String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)), index: Int(index)), charset: charset))
        }
        return made
    }

    private func face(_ file: FontFile, pixelSize: Int, scale: CGFloat) -> FontFace? {
        let key = FaceKey(file: file, pixelSize: pixelSize)
        if let face = faces[key] { return face }
        guard !unreadable.contains(file) else { return nil }
        do {
            let face = try FontFace(path: file.path, index: file.index, pixelSize: pixelSize, scale: scale)
            // As in FontLibrary: sizes drawn once must not pile up; boxes keep the faces they use.
            if faces.count >= FontLibrary.faceBudget { faces.removeAll(keepingCapacity: true) }
            faces[key] = face
            return face
        } catch {
            unreadable.insert(file)
            RuntimeWarnings.emit("fontconfig lists \(file.path) but it cannot be used (\(error)); skipping it", fix: "remove or repair the font file, then run fc-cache")
            return nil
        }
    }
}
