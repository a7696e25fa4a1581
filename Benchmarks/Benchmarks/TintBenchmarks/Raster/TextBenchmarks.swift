import Benchmark
import CCairo
import CPangoCairo
import CPixman
import Foundation
import TintCore
import TintRaster
import TintText

/// 1,000 labels of 12 characters at 14 px on a 1920x1080 frame, laid out (advances, kerning)
/// and drawn each time: Tint from its glyph-mask cache, cairo through its toy text API, both
/// with DejaVu Sans.
func textBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.wallClock, .mallocCountTotal]
    // Measuring only (the width from the cached advances and kerning), 1,000 per sample: the
    // figure is per label. Budget 0.05 us.
    Benchmark("Text: measure a 12-character label from cached advances", configuration: .init(scalingFactor: .kilo)) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let face = try? FontLibrary.shared.face(for: .system(size: 14)) else { return }
            let labels = TextScene.labels().map(\.text)
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(face.width(of: labels[index]))
                index = index == labels.count - 1 ? 0 : index + 1
            }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("Raster: 1,000 labels of 12 characters at 14 px, Tint", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let face = try? FontLibrary.shared.face(for: .system(size: 14)) else { return }
            let buffer = PixelBuffer(width: 1920, height: 1080)
            let canvas = Canvas(buffer: buffer)
            let labels = TextScene.labels()
            let black = RGBA8(Color.black).premultiplied
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for label in labels {
                    // The painter's own call (a line of text drawn through `GlyphLines`).
                    let line = TextLine(label.text, face: face)
                    line.drawGlyphs(line.glyphs.indices, on: canvas, x: label.x, y: label.y, premultiplied: black, opacity: 1)
                }
            }
            benchmark.stopMeasurement()
        }
    }
    // pixman's glyph compositing with the same glyph masks (each inserted once into its glyph
    // cache), the labels laid out each time as Tint's are: the text path of cairo's image
    // backend without cairo's own layers.
    Benchmark("Raster: 1,000 labels of 12 characters at 14 px, pixman glyphs", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let face = try? FontLibrary.shared.face(for: .system(size: 14)),
                  let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, 1920, 1080, nil, 1920 * 4),
                  let cache = pixman_glyph_cache_create() else { return }
            var black = pixman_color_t(red: 0, green: 0, blue: 0, alpha: 0xFFFF)
            guard let source = pixman_image_create_solid_fill(&black) else { return }
            defer { pixman_image_unref(source); pixman_image_unref(destination); pixman_glyph_cache_destroy(cache) }
            let labels = TextScene.labels()
            // A glyph is known by its object (the face keeps one per glyph).
            let fontKey = UnsafeMutableRawPointer(Unmanaged.passUnretained(face).toOpaque())
            func key(_ glyph: FontFace.Glyph) -> UnsafeMutableRawPointer? {
                UnsafeMutableRawPointer(Unmanaged.passUnretained(glyph).toOpaque())
            }
            pixman_glyph_cache_freeze(cache)
            for label in labels {
                for placed in TextLine(label.text, face: face).glyphs {
                    let mask = placed.glyph.mask
                    guard mask.width > 0, mask.height > 0, let glyphKey = key(placed.glyph),
                          pixman_glyph_cache_lookup(cache, fontKey, glyphKey) == nil else { continue }
                    // a8 rows are padded to four bytes; pixman copies the image into its cache.
                    let stride = (mask.width + 3) & ~3
                    var bits = [UInt32](repeating: 0, count: stride * mask.height / 4)
                    let coverage = mask.coverage
                    bits.withUnsafeMutableBytes { bytes in
                        for row in 0..<mask.height {
                            for column in 0..<mask.width { bytes[row * stride + column] = coverage[row * mask.width + column] }
                        }
                        let image = pixman_image_create_bits(PIXMAN_a8, Int32(mask.width), Int32(mask.height), bytes.baseAddress?.assumingMemoryBound(to: UInt32.self), Int32(stride))
                        _ = pixman_glyph_cache_insert(cache, fontKey, glyphKey, 0, 0, image)
                        pixman_image_unref(image)
                    }
                }
            }
            pixman_glyph_cache_thaw(cache)
            var glyphs: [pixman_glyph_t] = []
            glyphs.reserveCapacity(32)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for label in labels {
                    glyphs.removeAll(keepingCapacity: true)
                    for placed in TextLine(label.text, face: face).glyphs {
                        guard let glyphKey = key(placed.glyph), let glyph = pixman_glyph_cache_lookup(cache, fontKey, glyphKey) else { continue }
                        glyphs.append(pixman_glyph_t(x: Int32(label.x + placed.x), y: Int32(label.y + placed.y), glyph: glyph))
                    }
                    pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, source, destination, 0, 0, 0, 0, cache, Int32(glyphs.count), glyphs)
                }
            }
            benchmark.stopMeasurement()
            // A row timed over nothing drawn would be worse than none: the glyphs must have ink.
            let pixels = UnsafeBufferPointer(start: pixman_image_get_data(destination), count: 1920 * 1080)
            precondition(pixels.contains { $0 >> 24 != 0 }, "pixman drew no glyph")
        }
    }
    Benchmark("Raster: 1,000 labels of 12 characters at 14 px, cairo", configuration: configuration) { benchmark in
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080), let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 14)
        cairo_set_source_rgb(cr, 0, 0, 0)
        let labels = TextScene.labels()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for label in labels {
                cairo_move_to(cr, Double(label.x), Double(label.y + 13))
                cairo_show_text(cr, label.text)
            }
        }
        cairo_surface_flush(surface)
        benchmark.stopMeasurement()
    }
}

/// 1,000 labels mixing CJK, Arabic, Hebrew, emoji and Latin at 14 px on a 1920x1080 frame:
/// Tint (fallback fonts, HarfBuzz shaping, bidi, colour emoji; shaped lines cached per string)
/// against Pango over cairo, what GTK draws with (layouts made once per string, as Tint's
/// shaping cache keeps them), in the same run.
func mixedScriptTextBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.wallClock, .mallocCountTotal]
    Benchmark("Raster: 1,000 mixed-script labels at 14 px, Tint", configuration: configuration) { benchmark in
        await onMainActor(benchmark) { benchmark in
            guard let face = try? FontLibrary.shared.face(for: .system(size: 14)) else { return }
            let buffer = PixelBuffer(width: 1920, height: 1080)
            let canvas = Canvas(buffer: buffer)
            let labels = TextScene.mixedLabels()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for label in labels {
                    let line = TextLine(label.text, face: face)
                    for placed in line.glyphs {
                        if let pixels = placed.glyph.color {
                            canvas.draw(pixels: pixels, x: label.x + placed.x, y: label.y + placed.y)
                        } else {
                            canvas.draw(mask: placed.glyph.mask, x: label.x + placed.x, y: label.y + placed.y, color: .black)
                        }
                    }
                }
            }
            benchmark.stopMeasurement()
        }
    }
    Benchmark("Raster: 1,000 mixed-script labels at 14 px, Pango + cairo", configuration: configuration) { benchmark in
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080), let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        let description = pango_font_description_from_string("DejaVu Sans")
        pango_font_description_set_absolute_size(description, Double(14 * tint_PANGO_SCALE()))
        defer { pango_font_description_free(description) }
        var layouts: [String: OpaquePointer] = [:]
        for text in TextScene.mixedWords {
            guard let layout = pango_cairo_create_layout(cr) else { return }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, text, -1)
            layouts[text] = layout
        }
        defer { for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) } }
        let labels = TextScene.mixedLabels().map { (layouts[$0.text]!, $0.x, $0.y) }
        cairo_set_source_rgb(cr, 0, 0, 0)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for (layout, x, y) in labels {
                cairo_move_to(cr, Double(x), Double(y))
                pango_cairo_show_layout(cr, layout)
            }
        }
        cairo_surface_flush(surface)
        benchmark.stopMeasurement()
    }
}

private enum TextScene {
    static let mixedWords = ["日本語のラベル", "مرحبا بالعالم", "Hello 😀 world", "한국어 텍스트", "שלום עולם 42", "Flags 🇫🇷🇯🇵", "हिन्दी पाठ", "Mixed עב abc"]

    static func mixedLabels() -> [(text: String, x: Int, y: Int)] {
        (0..<1_000).map { index in
            (mixedWords[index % mixedWords.count], (index * 97) % 1800, (index * 53) % 1060)
        }
    }

    static func labels() -> [(text: String, x: Int, y: Int)] {
        let words = ["Hello, Tint!", "Row 123 of 9", "Diffing rocks", "SwiftUI-ish ", "Keyed by id!", "Body skipped"]
        return (0..<1_000).map { index in
            (words[index % words.count], (index * 97) % 1800, (index * 53) % 1060)
        }
    }
}
