import Foundation

/// What an image file's header says before a pixel is decoded: its format, its size in pixels
/// and whether the file ends where the format says it must.
///
/// A decoder allocates what the header declares: a 109 KB PNG can declare 30,000 x 30,000
/// pixels and make the decoder fill gigabytes before any limit on the decoded image is seen.
/// So the size is read from the header first and the file refused before decoding. Formats whose
/// header is read: PNG, JPEG, GIF, BMP, WebP, QOI, TIFF, PNM, PCX, TGA and SVG (its root
/// element's width and height, or its view box); for the rest the size is not known in advance
/// (`size == nil`).
struct ImageHeader {
    enum Format: String {
        case png = "PNG", jpeg = "JPEG", gif = "GIF", bmp = "BMP", webp = "WebP", qoi = "QOI", tiff = "TIFF"
        case pnm = "PNM", pcx = "PCX", tga = "TGA", svg = "SVG", ico = "ICO", cur = "CUR", xpm = "XPM"
        case other = "other"

        /// The formats Tint reads, as an error names them.
        static let readable = "PNG, JPEG, GIF, BMP, WebP, QOI, TIFF, PNM, PCX, TGA, SVG, ICO, CUR and XPM"
    }

    var format: Format
    /// Width and height in pixels, as declared; nil when the format's header is not read.
    var size: (width: Int, height: Int)?
    /// The file stops before the end the format requires (a PNG without its IEND chunk, a JPEG
    /// without its end-of-image marker, a GIF without its trailer).
    var isTruncated = false
    /// For a truncated PNG, where its last whole chunk ends. SDL2_image's PNG reader ignores a
    /// read past the end of the data and hands libpng stale bytes, so a chunk cut short or
    /// declaring more bytes than the file holds made it loop for ever; the decoder is given the
    /// whole chunks and an IEND instead (`decodableBytes`).
    var wholeChunksEnd: Int?

    /// The bytes to hand the decoder: the file itself, or for a truncated PNG its whole chunks
    /// closed by an IEND chunk.
    func decodableBytes(of bytes: [UInt8]) -> [UInt8] {
        guard let end = wholeChunksEnd else { return bytes }
        // IEND: no data, so its CRC is the CRC of its type alone.
        return Array(bytes[..<end]) + [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
    }

    /// Reads the header of `bytes`; `fileExtension` (lowercased, no dot) names formats that
    /// carry no signature (TGA). Nil when a header of a known format is too short or malformed.
    ///
    /// The format found here picks the decoder (`ImageFile` calls that format's loader, never
    /// SDL2_image's own guess): a file whose bytes matched one format's header and another's
    /// signature would otherwise be decoded at a size nobody checked.
    static func read(_ bytes: [UInt8], fileExtension: String) -> ImageHeader? {
        let reader = ByteReader(bytes: bytes)
        if reader.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return png(reader) }
        if reader.starts(with: [0xFF, 0xD8, 0xFF]) { return jpeg(reader) }
        if reader.starts(with: Array("GIF87a".utf8)) || reader.starts(with: Array("GIF89a".utf8)) { return gif(reader) }
        if reader.starts(with: Array("BM".utf8)) { return bmp(reader) }
        if reader.starts(with: Array("RIFF".utf8)), reader.matches(Array("WEBP".utf8), at: 8) { return webp(reader) }
        if reader.starts(with: Array("qoif".utf8)) {
            guard let w = reader.bigEndian32(at: 4), let h = reader.bigEndian32(at: 8) else { return nil }
            return ImageHeader(format: .qoi, size: (w, h))
        }
        if reader.starts(with: Array("II*\0".utf8)) { return tiff(reader, littleEndian: true) }
        if reader.starts(with: Array("MM\0*".utf8)) { return tiff(reader, littleEndian: false) }
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[1]) { return pnm(reader) }
        if bytes.count >= 4, bytes[0] == 0x0A, bytes[1] <= 5, bytes[2] == 1 { return pcx(reader) }
        // An icon's first bytes are also a headerless TGA's (no id, no colour map, type 1 or 2):
        // the name decides, as it does for TGA alone; an icon holds at least one image.
        if fileExtension != "tga", (reader.littleEndian16(at: 4) ?? 0) > 0 {
            if reader.starts(with: [0, 0, 1, 0]) { return icon(reader, format: .ico) }
            if reader.starts(with: [0, 0, 2, 0]) { return icon(reader, format: .cur) }
        }
        if reader.starts(with: Array("/* XPM */".utf8)) { return xpm(bytes) }
        if fileExtension == "tga" { return tga(reader) }
        if fileExtension == "svg" || reader.containsSVGRoot { return svg(bytes) }
        return ImageHeader(format: .other, size: nil)
    }

    // MARK: - Formats

    private static func png(_ reader: ByteReader) -> ImageHeader? {
        // The first chunk must be IHDR: width and height, big-endian, at 16 and 20, whole.
        guard reader.matches(Array("IHDR".utf8), at: 12), let w = reader.bigEndian32(at: 16), let h = reader.bigEndian32(at: 20) else { return nil }
        // Each chunk is its length, type, data and CRC (12 bytes besides the data); the last is
        // IEND. The walk finds where the whole chunks stop.
        var offset = 8
        while let length = reader.bigEndian32(at: offset) {
            // The format caps a chunk at 2^31 - 1 bytes; a larger length is damage, as is a
            // chunk running past the end of the file.
            guard length <= Int(Int32.max), offset + 12 + length <= reader.bytes.count else { break }
            if reader.matches(Array("IEND".utf8), at: offset + 4) {
                return ImageHeader(format: .png, size: (w, h))
            }
            offset += 12 + length
        }
        guard offset > 8 else { return nil }
        return ImageHeader(format: .png, size: (w, h), isTruncated: true, wholeChunksEnd: offset)
    }

    private static func jpeg(_ reader: ByteReader) -> ImageHeader? {
        var i = 2
        var size: (width: Int, height: Int)?
        let bytes = reader.bytes
        while i + 4 <= bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            if marker == 0xFF { i += 1; continue }
            // Markers without a length.
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            guard let length = reader.bigEndian16(at: i + 2), length >= 2 else { return nil }
            // A start of frame (C0-CF but DHT C4, JPG C8 and DAC CC): precision, height, width.
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC, size == nil {
                guard let h = reader.bigEndian16(at: i + 5), let w = reader.bigEndian16(at: i + 7) else { return nil }
                size = (w, h)
            }
            // The start of scan: the compressed data follows, and must end in the end-of-image
            // marker. An FF D9 before it (an embedded thumbnail's) does not count.
            if marker == 0xDA {
                guard let size else { return nil }
                return ImageHeader(format: .jpeg, size: size, isTruncated: !endMarker(in: bytes, after: i + 2 + length))
            }
            i += 2 + length
        }
        return size.map { ImageHeader(format: .jpeg, size: $0, isTruncated: true) }
    }

    /// Whether an end-of-image marker follows `start` (at the end, or before trailing data some
    /// cameras append). Inside compressed data an FF is always followed by 00 or a restart
    /// marker, so the first FF D9 is the end.
    private static func endMarker(in bytes: [UInt8], after start: Int) -> Bool {
        guard start < bytes.count - 1 else { return false }
        var i = start
        while i < bytes.count - 1 {
            if bytes[i] == 0xFF, bytes[i + 1] == 0xD9 { return true }
            i += 1
        }
        return false
    }

    /// A GIF's size is its first frame's (the decoder allocates the frame as its image
    /// descriptor declares it, whatever the logical screen says), and the frame's LZW code size
    /// must be one a decoder's 12-bit tables hold (a larger one wrote past SDL2_image's tables).
    private static func gif(_ reader: ByteReader) -> ImageHeader? {
        let bytes = reader.bytes
        guard let screenWidth = reader.littleEndian16(at: 6), let screenHeight = reader.littleEndian16(at: 8), bytes.count > 10 else { return nil }
        var i = 13
        // The global colour table: 3 x 2^(n+1) bytes when the flag says there is one.
        if bytes[10] & 0x80 != 0 { i += 3 << (Int(bytes[10] & 0x07) + 1) }
        while i < bytes.count {
            switch bytes[i] {
            case 0x21:
                // An extension: a label, then sub-blocks each led by its length, ended by 0.
                i += 2
                while i < bytes.count, bytes[i] != 0 { i += 1 + Int(bytes[i]) }
                i += 1
            case 0x2C:
                guard let width = reader.littleEndian16(at: i + 5), let height = reader.littleEndian16(at: i + 7), i + 9 < bytes.count else { return nil }
                let flags = bytes[i + 9]
                var codeSize = i + 10
                if flags & 0x80 != 0 { codeSize += 3 << (Int(flags & 0x07) + 1) }
                guard codeSize < bytes.count, (1...11).contains(bytes[codeSize]) else { return nil }
                return ImageHeader(format: .gif, size: (max(width, screenWidth), max(height, screenHeight)), isTruncated: bytes.last != 0x3B)
            default:
                // The trailer, or a block no GIF has, before any frame.
                return nil
            }
        }
        return nil
    }

    private static func bmp(_ reader: ByteReader) -> ImageHeader? {
        guard let headerSize = reader.littleEndian32(at: 14) else { return nil }
        if headerSize == 12 {
            guard let w = reader.littleEndian16(at: 18), let h = reader.littleEndian16(at: 20) else { return nil }
            return ImageHeader(format: .bmp, size: (w, h))
        }
        // Signed: a negative height is a top-down image.
        guard let w = reader.littleEndian32(at: 18), let h = reader.littleEndian32(at: 22) else { return nil }
        return ImageHeader(format: .bmp, size: (abs(Int(Int32(truncatingIfNeeded: w))), abs(Int(Int32(truncatingIfNeeded: h)))))
    }

    private static func webp(_ reader: ByteReader) -> ImageHeader? {
        let bytes = reader.bytes
        if reader.matches(Array("VP8 ".utf8), at: 12) {
            // A key frame: a start code at 23, then 14-bit width and height.
            guard bytes.count >= 30, bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A,
                  let w = reader.littleEndian16(at: 26), let h = reader.littleEndian16(at: 28) else { return nil }
            return ImageHeader(format: .webp, size: (w & 0x3FFF, h & 0x3FFF))
        }
        if reader.matches(Array("VP8L".utf8), at: 12) {
            guard bytes.count >= 25, bytes[20] == 0x2F else { return nil }
            let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
            return ImageHeader(format: .webp, size: ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1))
        }
        if reader.matches(Array("VP8X".utf8), at: 12) {
            guard let w = reader.littleEndian24(at: 24), let h = reader.littleEndian24(at: 27) else { return nil }
            return ImageHeader(format: .webp, size: (w + 1, h + 1))
        }
        return nil
    }

    private static func tiff(_ reader: ByteReader, littleEndian: Bool) -> ImageHeader? {
        func u16(_ at: Int) -> Int? { littleEndian ? reader.littleEndian16(at: at) : reader.bigEndian16(at: at) }
        func u32(_ at: Int) -> Int? { littleEndian ? reader.littleEndian32(at: at) : reader.bigEndian32(at: at) }
        guard let ifd = u32(4), let count = u16(ifd) else { return nil }
        var width: Int?, height: Int?
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2) else { return nil }
            guard tag == 256 || tag == 257 else { continue }
            // SHORT (3) or LONG (4), held in the entry itself.
            guard let value = type == 3 ? u16(at + 8) : u32(at + 8) else { return nil }
            if tag == 256 { width = value } else { height = value }
        }
        guard let width, let height else { return nil }
        return ImageHeader(format: .tiff, size: (width, height))
    }

    /// Netpbm: the magic, then width and height as decimal text (comments start with `#`).
    private static func pnm(_ reader: ByteReader) -> ImageHeader? {
        var numbers: [Int] = []
        var i = 2
        let bytes = reader.bytes
        while numbers.count < 2, i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                var value = 0
                while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) {
                    value = min(value * 10 + Int(bytes[i] - UInt8(ascii: "0")), 1 << 40)
                    i += 1
                }
                numbers.append(value)
                continue
            } else if ![0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                return nil
            }
            i += 1
        }
        guard numbers.count == 2 else { return nil }
        return ImageHeader(format: .pnm, size: (numbers[0], numbers[1]))
    }

    private static func pcx(_ reader: ByteReader) -> ImageHeader? {
        guard let x0 = reader.littleEndian16(at: 4), let y0 = reader.littleEndian16(at: 6),
              let x1 = reader.littleEndian16(at: 8), let y1 = reader.littleEndian16(at: 10) else { return nil }
        return ImageHeader(format: .pcx, size: (max(0, x1 - x0 + 1), max(0, y1 - y0 + 1)))
    }

    /// ICO and CUR: a directory of entries, each pointing at a bitmap whose own header the
    /// decoder allocates by (its height counts the image and its mask). Every entry is read, as
    /// any may be the one decoded; the largest is the size.
    private static func icon(_ reader: ByteReader, format: Format) -> ImageHeader? {
        guard let count = reader.littleEndian16(at: 4), count > 0 else { return nil }
        var width = 0, height = 0
        for entry in 0..<count {
            guard let offset = reader.littleEndian32(at: 6 + entry * 16 + 12) else { return nil }
            guard let w = reader.littleEndian32(at: offset + 4), let h = reader.littleEndian32(at: offset + 8) else { continue }
            width = max(width, abs(Int(Int32(truncatingIfNeeded: w))))
            height = max(height, abs(Int(Int32(truncatingIfNeeded: h))) / 2)
        }
        guard width > 0 || height > 0 else { return nil }
        return ImageHeader(format: format, size: (width, height))
    }

    /// XPM: C source whose first string is "width height colours characters-per-pixel". The
    /// decoder allocates a table of colours x characters too, so the colours must be ones the
    /// file can hold (a line each).
    private static func xpm(_ bytes: [UInt8]) -> ImageHeader? {
        guard let quote = bytes.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        let values = bytes[(quote + 1)...].prefix { $0 != UInt8(ascii: "\"") }
        let numbers = String(decoding: values, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" }).prefix(4).map { Int($0) }
        guard numbers.count == 4, let w = numbers[0], let h = numbers[1], let colours = numbers[2], let characters = numbers[3],
              colours > 0, characters > 0, characters <= 8, colours <= bytes.count else { return nil }
        return ImageHeader(format: .xpm, size: (w, h))
    }

    private static func tga(_ reader: ByteReader) -> ImageHeader? {
        guard let w = reader.littleEndian16(at: 12), let h = reader.littleEndian16(at: 14) else { return nil }
        return ImageHeader(format: .tga, size: (w, h))
    }

    /// The root `<svg>` element's `width` and `height` (in pixels; other units as their number),
    /// or its `viewBox`'s, as the SVG rasterizer sizes the image.
    private static func svg(_ bytes: [UInt8]) -> ImageHeader? {
        let text = String(decoding: bytes.prefix(65_536), as: UTF8.self)
        guard let open = text.range(of: "<svg") else { return nil }
        let element = text[open.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let start = element.range(of: " \(name)=") ?? element.range(of: "\n\(name)=") ?? element.range(of: "\t\(name)="),
                  let quote = element[start.upperBound...].first, quote == "\"" || quote == "'" else { return nil }
            let value = element[element.index(after: start.upperBound)...].prefix { $0 != quote }
            return String(value)
        }
        func number(_ text: String?) -> Double? {
            guard let text else { return nil }
            let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || (($0 == "e" || $0 == "E") && !text.hasSuffix("em") && !text.hasSuffix("ex")) }
            guard let value = Double(digits) else { return nil }
            // In pixels at 96 per inch, as the rasterizer converts them; a percentage has no
            // size of its own (the view box gives it).
            switch text.dropFirst(digits.count).trimmingCharacters(in: .whitespaces) {
            case "", "px": return value
            case "in": return value * 96
            case "cm": return value * 96 / 2.54
            case "mm": return value * 96 / 25.4
            case "pt": return value * 96 / 72
            case "pc": return value * 16
            case "em": return value * 12
            case "ex": return value * 6
            default: return nil
            }
        }
        var width = number(attribute("width")), height = number(attribute("height"))
        if width == nil || height == nil, let box = attribute("viewBox") {
            let parts = box.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            if parts.count == 4 { width = width ?? parts[2]; height = height ?? parts[3] }
        }
        guard let width, let height, width.isFinite, height.isFinite else { return ImageHeader(format: .svg, size: nil) }
        let side = { (value: Double) in Int(min(max(value.rounded(.up), 0), 1e12)) }
        return ImageHeader(format: .svg, size: (side(width), side(height)))
    }
}

/// Bounds-checked reads of integers from a file's bytes.
private struct ByteReader {
    let bytes: [UInt8]

    func starts(with prefix: [UInt8]) -> Bool { matches(prefix, at: 0) }

    func matches(_ expected: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + expected.count <= bytes.count else { return false }
        return bytes[offset..<(offset + expected.count)].elementsEqual(expected)
    }

    var containsSVGRoot: Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return head.contains("<svg")
    }

    func bigEndian16(at i: Int) -> Int? {
        guard i >= 0, i + 2 <= bytes.count else { return nil }
        return Int(bytes[i]) << 8 | Int(bytes[i + 1])
    }

    func littleEndian16(at i: Int) -> Int? {
        guard i >= 0, i + 2 <= bytes.count else { return nil }
        return Int(bytes[i]) | Int(bytes[i + 1]) << 8
    }

    func littleEndian24(at i: Int) -> Int? {
        guard i >= 0, i + 3 <= bytes.count else { return nil }
        return Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16
    }

    func bigEndian32(at i: Int) -> Int? {
        guard i >= 0, i + 4 <= bytes.count else { return nil }
        return Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }

    func littleEndian32(at i: Int) -> Int? {
        guard i >= 0, i + 4 <= bytes.count else { return nil }
        return Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 | Int(bytes[i + 3]) << 24
    }
}
