import CTintText
import TintCore

/// Shapes a line of text the way Pango does: each character gets a face (the primary one, or
/// a fallback font that has it, or the colour emoji font), FriBidi gives every character its
/// direction, the text is cut into runs of one face, direction and script, HarfBuzz shapes each
/// run (with the whole line as context, so Arabic joins across a run boundary), and the runs
/// are put in visual order.
@MainActor
enum TextShaper {
    private struct Run {
        let start: Int
        let end: Int
        let face: Int
        let level: UInt8
        let script: hb_script_t
    }

    /// Combining marks drawn on one character, at most. HarfBuzz attaches each mark by
    /// searching back over the marks before it, so 100,000 marks on a letter took 20 s; no
    /// writing system stacks more than a handful.
    static let marksPerCharacter = 64
    private static var reportedMarkPiles = false

    static func shape(_ text: String, primary: FontFace, rightToLeftByDefault: Bool) -> ShapedLine {
        if let (kept, sources) = withoutExcessMarks(text) {
            if !reportedMarkPiles {
                reportedMarkPiles = true
                RuntimeWarnings.emit("text has a character with more than \(marksPerCharacter) combining marks; only the first \(marksPerCharacter) are drawn", fix: "check the text: that many marks on one character is almost never meant")
            }
            let inner = shape(kept, primary: primary, rightToLeftByDefault: rightToLeftByDefault)
            var advances = [Double](repeating: 0, count: text.unicodeScalars.count)
            for (i, advance) in inner.advances.enumerated() { advances[sources[i]] = advance }
            let glyphs = inner.glyphs.map { g in
                ShapedLine.Glyph(face: g.face, id: g.id, image: g.image, x: g.x, y: g.y, penX: g.penX, advance: g.advance,
                                 cluster: sources[g.cluster], rightToLeft: g.rightToLeft)
            }
            return ShapedLine(width: inner.width, glyphs: glyphs, scalarCount: advances.count, advances: advances)
        }
        let scalars = text.unicodeScalars.map(\.value)
        let count = scalars.count
        guard count > 0 else { return ShapedLine(width: 0, glyphs: [], scalarCount: 0, advances: []) }
        // 1. A face for each character, recorded on each of its scalars.
        var faces: [FontFace] = [primary]
        var faceOfScalar = [Int](repeating: 0, count: count)
        var index = 0
        for character in text {
            let face = face(for: character, primary: primary)
            var slot = 0
            if face !== primary {
                if let known = faces.firstIndex(where: { $0 === face }) { slot = known } else {
                    faces.append(face)
                    slot = faces.count - 1
                }
            }
            for _ in character.unicodeScalars {
                faceOfScalar[index] = slot
                index += 1
            }
        }
        // 2. Directions, 3. scripts.
        let bidi = BidiLevels.levels(of: scalars, rightToLeftByDefault: rightToLeftByDefault)
        let scripts = resolvedScripts(scalars)
        // 4. Runs of one face, level and script.
        var runs: [Run] = []
        var start = 0
        for i in 1...count {
            let boundary = i == count || faceOfScalar[i] != faceOfScalar[start] || bidi.map { $0.levels[i] != $0.levels[start] } == true
                || scripts[i] != scripts[start]
            guard boundary else { continue }
            runs.append(Run(start: start, end: i, face: faceOfScalar[start], level: bidi?.levels[start] ?? 0, script: scripts[start]))
            start = i
        }
        // 5. Shape each run, 6. place the runs in visual order.
        var glyphs: [ShapedLine.Glyph] = []
        glyphs.reserveCapacity(count)
        var advances = [Double](repeating: 0, count: count)
        var pen = 0.0
        let order = bidi == nil ? Array(runs.indices) : BidiLevels.visualOrder(of: runs.map(\.level))
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        for runIndex in order {
            let run = runs[runIndex]
            let face = faces[run.face]
            let rightToLeft = run.level % 2 == 1
            hb_buffer_clear_contents(buffer)
            scalars.withUnsafeBufferPointer {
                hb_buffer_add_codepoints(buffer, $0.baseAddress, Int32(count), UInt32(run.start), Int32(run.end - run.start))
            }
            hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, run.script)
            hb_buffer_set_language(buffer, hb_language_get_default())
            hb_shape(face.shapingFont, buffer, nil, 0)
            var glyphCount: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
                  let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount) else { continue }
            // Positions are 26.6 pixels of the face as opened; a bitmap strike is then scaled.
            let unit = face.bitmapScale / 64
            // Tracking (the primary face's) follows each character: the first glyph of each
            // cluster carries it. A fallback face is not raised itself: its glyphs move by the
            // primary's rise here.
            let tracking = Double(primary.tracking64) / 64
            let rise = face === primary ? 0 : primary.rise
            for g in 0..<Int(glyphCount) {
                let info = infos[g], position = positions[g]
                let image = face.glyph(id: info.codepoint)
                let startsCluster = g == 0 || infos[g - 1].cluster != info.cluster
                let advance = Double(position.x_advance) * unit + (startsCluster ? tracking : 0)
                let x = Int((pen + Double(position.x_offset) * unit).rounded()) + (image?.offsetX ?? 0)
                let y = primary.ascent - face.ascent + (image?.offsetY ?? 0) - Int((Double(position.y_offset) * unit).rounded()) - rise
                let cluster = Swift.min(Int(info.cluster), count - 1)
                glyphs.append(ShapedLine.Glyph(face: face, id: info.codepoint, image: image, x: x, y: y, penX: pen,
                                               advance: advance, cluster: cluster, rightToLeft: rightToLeft))
                advances[cluster] += advance
                pen += advance
            }
        }
        return ShapedLine(width: Int(pen.rounded()), glyphs: glyphs, scalarCount: count, advances: advances)
    }

    /// `text` without the marks past `marksPerCharacter` in a row, and each kept scalar's
    /// index in `text`; nil when nothing is dropped (the common case, found in one pass).
    private static func withoutExcessMarks(_ text: String) -> (String, [Int])? {
        var run = 0
        var tooMany = false
        for scalar in text.unicodeScalars {
            run = scalar.properties.canonicalCombiningClass.rawValue != 0 ? run + 1 : 0
            if run > marksPerCharacter { tooMany = true; break }
        }
        guard tooMany else { return nil }
        var kept = String.UnicodeScalarView()
        var sources: [Int] = []
        run = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            run = scalar.properties.canonicalCombiningClass.rawValue != 0 ? run + 1 : 0
            guard run <= marksPerCharacter else { continue }
            kept.append(scalar)
            sources.append(index)
        }
        return (String(kept), sources)
    }

    /// The face that draws `character`: the colour emoji font for an emoji shown as a picture,
    /// else the primary face when it has every visible scalar, else the first fallback font
    /// with the character's first missing scalar; the primary face (its missing-glyph box)
    /// when nothing has it.
    private static func face(for character: Character, primary: FontFace) -> FontFace {
        let scalars = character.unicodeScalars
        let first = scalars.first!
        if first.value < 0x80 && scalars.count == 1 { return primary }
        if isEmojiPicture(scalars) {
            return FallbackFonts.shared.face(for: first.value, like: primary, emoji: true) ?? primary
        }
        for scalar in scalars where !scalar.properties.isDefaultIgnorableCodePoint && !primary.covers(scalar.value) {
            // Marks the fallback lacks still come from it: splitting a cluster across fonts
            // would tear the mark from its letter.
            return FallbackFonts.shared.face(for: scalar.value, like: primary, emoji: false) ?? primary
        }
        return primary
    }

    /// Whether `scalars` (one character) show as an emoji picture rather than a text symbol:
    /// emoji presentation by default or asked for with U+FE0F, a keycap, a modifier or ZWJ
    /// sequence, a flag; U+FE0E asks for text.
    static func isEmojiPicture(_ scalars: Character.UnicodeScalarView) -> Bool {
        let first = scalars.first!
        guard first.properties.isEmoji else { return false }
        var rest = false
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3, 0x200D, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: rest = true
            default: break
            }
        }
        if rest { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        return first.properties.isEmojiPresentation
    }

    /// Each scalar's script, with common and inherited ones (spaces, digits, punctuation,
    /// marks) taking the script of the text around them so they shape with it.
    private static func resolvedScripts(_ scalars: [UInt32]) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(funcs, $0) }
        func isNeutral(_ s: hb_script_t) -> Bool { s == HB_SCRIPT_COMMON || s == HB_SCRIPT_INHERITED || s == HB_SCRIPT_UNKNOWN }
        var current: hb_script_t? = nil
        for i in scripts.indices {
            if isNeutral(scripts[i]) {
                if let current { scripts[i] = current }
            } else {
                current = scripts[i]
            }
        }
        // Neutrals before the first real script take it; a line of neutrals shapes as Latin,
        // as the ASCII tables do (their pairs are shaped as Latin).
        guard let firstReal = scripts.first(where: { !isNeutral($0) }) else {
            return [hb_script_t](repeating: HB_SCRIPT_LATIN, count: scripts.count)
        }
        do {
            for i in scripts.indices {
                guard isNeutral(scripts[i]) else { break }
                scripts[i] = firstReal
            }
        }
        return scripts
    }
}
