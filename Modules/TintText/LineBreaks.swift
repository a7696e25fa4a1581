import CTintICU

/// Where a paragraph may end a line: the Unicode line-breaking rules (UAX #14) from ICU's line
/// break iterator (after spaces and hyphens, between CJK characters, never before closing
/// punctuation, flags and emoji sequences kept whole), and never inside a character (a
/// grapheme cluster), which Swift's `Character` decides.
///
/// ICU rather than Debian's libunibreak: its version (1.1) aborts the process on a flag and on
/// other valid text (the text fuzzer found an assertion; a C assertion cannot be caught).
enum LineBreaks {
    /// For each scalar of `text`, whether a line may end after it.
    static func opportunities(in text: String, scalars: [UInt32]) -> [Bool] {
        let count = scalars.count
        guard count > 0 else { return [] }
        // ICU counts in UTF-16 units: the scalar that ends at each unit offset.
        let units = Array(text.utf16)
        var scalarEndingAt = [Int](repeating: -1, count: units.count + 1)
        var offset = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            offset += scalar.utf16.count
            scalarEndingAt[offset] = index
        }
        var breaks = [Int32](repeating: 0, count: units.count + 1)
        let found = units.withUnsafeBufferPointer { text in
            breaks.withUnsafeMutableBufferPointer { out in
                tint_line_breaks(text.baseAddress, Int32(units.count), out.baseAddress, Int32(out.count))
            }
        }
        var allowed = [Bool](repeating: false, count: count)
        if found < 0 {
            // No break iterator (ICU's data missing): a line may end after a space.
            for (index, scalar) in text.unicodeScalars.enumerated() where scalar.properties.isWhitespace { allowed[index] = true }
        } else {
            for boundary in breaks.prefix(Int(found)) where boundary > 0 && Int(boundary) <= units.count {
                let scalar = scalarEndingAt[Int(boundary)]
                if scalar >= 0 { allowed[scalar] = true }
            }
        }
        // Only a character's last scalar may end a line.
        var result = [Bool](repeating: false, count: count)
        var end = 0
        for character in text {
            end += character.unicodeScalars.count
            result[end - 1] = allowed[end - 1]
        }
        return result
    }
}
