import CTintText
import TintCore
import TintRaster

/// Turns one FreeType glyph into a `FontFace.Glyph`: coverage for outlines and monochrome
/// bitmaps, premultiplied pixels scaled to the face's size for colour bitmaps.
@MainActor
enum GlyphRendering {
    static func render(_ id: UInt32, in font: FontFace, loadFlags: FT_Int32) -> FontFace.Glyph? {
        let face = font.face
        guard FT_Load_Glyph(face, id, loadFlags) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer else { return nil }
        // Rows run downwards whatever the pitch's sign (a negative pitch starts at the bottom).
        func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
            pitch >= 0 ? buffer + y * pitch : buffer + (rows - 1 - y) * -pitch
        }
        let left = Int(slot.pointee.bitmap_left), top = Int(slot.pointee.bitmap_top)
        switch Int32(bitmap.pixel_mode) {
        case Int32(FT_PIXEL_MODE_GRAY.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * rows)
            coverage.withUnsafeMutableBufferPointer { out in
                for y in 0..<rows { (out.baseAddress! + y * width).update(from: row(y), count: width) }
            }
            return FontFace.Glyph(mask: AlphaMask(width: width, height: rows, coverage: coverage),
                                  offsetX: left, offsetY: font.ascent - font.rise - top)
        case Int32(FT_PIXEL_MODE_MONO.rawValue):
            var coverage = [UInt8](repeating: 0, count: width * rows)
            for y in 0..<rows {
                let bits = row(y)
                for x in 0..<width where bits[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 { coverage[y * width + x] = 255 }
            }
            return FontFace.Glyph(mask: AlphaMask(width: width, height: rows, coverage: coverage),
                                  offsetX: left, offsetY: font.ascent - font.rise - top)
        case Int32(FT_PIXEL_MODE_BGRA.rawValue):
            // FreeType's BGRA is premultiplied, and B, G, R, A bytes read as one little-endian
            // UInt32 are 0xAARRGGBB: the canvas's own format.
            let strike = PixelBuffer(width: width, height: rows)
            for y in 0..<rows {
                let source = UnsafeRawPointer(row(y)).assumingMemoryBound(to: UInt32.self)
                (strike.pixels + y * strike.stride).update(from: source, count: width)
            }
            let s = font.bitmapScale
            let size = (width: Swift.max(1, Int((Double(width) * s).rounded())), height: Swift.max(1, Int((Double(rows) * s).rounded())))
            let scaled: PixelBuffer
            if s == 1 {
                scaled = strike
            } else if s < 1 {
                scaled = strike.downsampled(width: size.width, height: size.height)
            } else {
                // Larger than the strike (a colour font's strikes stop near 128 pixels): drawn
                // up, smoothly, as an image is.
                scaled = PixelBuffer(width: size.width, height: size.height)
                Canvas(buffer: scaled).draw(image: strike, in: CGRect(x: 0, y: 0, width: size.width, height: size.height), smooth: true)
            }
            var alpha = [UInt8](repeating: 0, count: scaled.width * scaled.height)
            for y in 0..<scaled.height {
                for x in 0..<scaled.width { alpha[y * scaled.width + x] = UInt8(scaled[x, y] >> 24) }
            }
            return FontFace.Glyph(mask: AlphaMask(width: scaled.width, height: scaled.height, coverage: alpha), color: scaled,
                                  offsetX: Int((Double(left) * s).rounded()), offsetY: font.ascent - font.rise - Int((Double(top) * s).rounded()))
        default:
            return nil
        }
    }
}
