import Benchmark
import CCairo
import Foundation
import TintCore
import TintRaster

/// The effects drawn on a layer (`.blur`, `.shadow`, the colour filters, `.opacity`) on one
/// 320x200 layer of translucent pixels, each its own row of one table; compositing also as cairo
/// does it (`cairo_paint_with_alpha`), in the same run. cairo has no blur or colour matrix: those
/// rows are there to be read against each other and against the next run of the same code.
func layerEffectBenchmarks() {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = .one
    configuration.metrics = [.wallClock, .mallocCountTotal]
    let width = 320, height = 200
    /// The layer: every pixel premultiplied, a fixed pseudo-random colour and alpha.
    func layer() -> PixelBuffer {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let buffer = PixelBuffer(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let alpha = UInt32(state >> 56), bits = UInt32(truncatingIfNeeded: state >> 20)
                buffer[x, y] = alpha << 24 | (bits & 0xFF) % (alpha + 1) << 16 | ((bits >> 8) & 0xFF) % (alpha + 1) << 8 | ((bits >> 16) & 0xFF) % (alpha + 1)
            }
        }
        return buffer
    }
    func effect(_ name: String, _ draw: @escaping (Canvas, Canvas) -> Void) {
        Benchmark("Raster: layer effects on a 320x200 layer, \(name)", configuration: configuration) { benchmark in
            let source = layer(), scratch = PixelBuffer(width: width, height: height), target = PixelBuffer(width: width, height: height)
            let layerCanvas = Canvas(buffer: scratch), targetCanvas = Canvas(buffer: target)
            for _ in benchmark.scaledIterations {
                // Each sample starts from the same pixels; the copy is outside the measurement.
                memcpy(scratch.pixels, source.pixels, source.stride * height * 4)
                benchmark.startMeasurement()
                draw(layerCanvas, targetCanvas)
                benchmark.stopMeasurement()
            }
            blackHole(scratch.pixels[100 * scratch.stride + 100] ^ target.pixels[100 * target.stride + 100])
        }
    }
    effect("blur radius 8") { layer, _ in layer.blur(radius: 8) }
    effect("blur radius 8 opaque") { layer, _ in layer.blur(radius: 8, opaque: true) }
    effect("shadow radius 8") { layer, target in target.compositeShadow(of: layer, color: Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 8, dx: 0, dy: 2) }
    effect("saturation 0.3") { layer, _ in layer.apply(.saturation(0.3)) }
    effect("composited at 50 % opacity, Tint") { layer, target in target.composite(layer, opacity: 0.5) }
    Benchmark("Raster: layer effects on a 320x200 layer, composited at 50 % opacity, cairo", configuration: configuration) { benchmark in
        let source = layer()
        guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)), let cr = cairo_create(target),
              let surface = cairo_image_surface_create_for_data(UnsafeMutableRawPointer(source.pixels).assumingMemoryBound(to: UInt8.self),
                                                                CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(source.stride * 4)) else { return }
        defer { cairo_destroy(cr); cairo_surface_destroy(surface); cairo_surface_destroy(target) }
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint_with_alpha(cr, 0.5)
            cairo_surface_flush(target)
            benchmark.stopMeasurement()
        }
    }
}
