import Benchmark
import CCairo
import Foundation
import TintCore
import TintRaster

/// Tint's rasterizer beside cairo on the same 1920x1080 scenes, in the same run:
/// read the rows in pairs, `Tint` against `cairo`. Shapes come from a fixed pseudo-random
/// sequence, so both draw exactly the same thing.
func rasterBenchmarks() {
    for scene in RasterScene.allCases {
        var configuration = Benchmark.defaultConfiguration
        configuration.scalingFactor = .one
        configuration.metrics = [.wallClock, .mallocCountTotal]
        Benchmark("Raster: \(scene.rawValue), Tint", configuration: configuration) { benchmark in
            let buffer = PixelBuffer(width: 1920, height: 1080)
            let canvas = Canvas(buffer: buffer)
            let shapes = scene.shapes()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.drawTint(shapes, on: canvas) }
            benchmark.stopMeasurement()
            blackHole(buffer.pixels[960 * buffer.stride + 540])
        }
        Benchmark("Raster: \(scene.rawValue), cairo", configuration: configuration) { benchmark in
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1920, 1080), let cr = cairo_create(surface) else { return }
            defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
            let shapes = scene.shapes()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.drawCairo(shapes, on: cr) }
            cairo_surface_flush(surface)
            benchmark.stopMeasurement()
        }
    }
    // The floor under a full solid fill: `memset` of the same bytes, in the same table (budget:
    // Tint within 1.1x of it). The colour's four bytes differ, so a byte `memset` cannot draw
    // it; it writes as many bytes, which is what the floor is about.
    var floor = Benchmark.defaultConfiguration
    floor.scalingFactor = .one
    floor.metrics = [.wallClock, .mallocCountTotal]
    Benchmark("Raster: \(RasterScene.fullFill.rawValue), memset", configuration: floor) { benchmark in
        let buffer = PixelBuffer(width: 1920, height: 1080)
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            memset(UnsafeMutableRawPointer(buffer.pixels), Int32(iteration & 0xFF), buffer.stride * buffer.height * 4)
        }
        benchmark.stopMeasurement()
        blackHole(buffer.pixels[960 * buffer.stride + 540])
    }
}

private enum RasterScene: String, CaseIterable {
    case fullFill = "full solid fill"
    case opaqueRects = "1,000 rectangles, opaque"
    case translucentRects = "1,000 rectangles, 80 % alpha"
    case roundedRects = "1,000 anti-aliased rounded rectangles, radius 8, 80 % alpha"
    case circles = "1,000 anti-aliased circles, radius 20"

    struct Shape {
        let rect: CGRect
        let red: Double, green: Double, blue: Double
    }

    func shapes() -> [Shape] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        switch self {
        case .fullFill:
            return [Shape(rect: CGRect(x: 0, y: 0, width: 1920, height: 1080), red: 0.2, green: 0.3, blue: 0.4)]
        case .circles:
            return (0..<1_000).map { _ in
                Shape(rect: CGRect(x: next() * 1880, y: next() * 1040, width: 40, height: 40), red: next(), green: next(), blue: next())
            }
        default:
            // Fractional positions and sizes, as layout produces them.
            return (0..<1_000).map { _ in
                Shape(rect: CGRect(x: next() * 1800, y: next() * 1000, width: 20 + next() * 100, height: 20 + next() * 60),
                      red: next(), green: next(), blue: next())
            }
        }
    }

    var alpha: Double {
        switch self {
        case .translucentRects, .roundedRects: 0.8
        default: 1
        }
    }

    func drawTint(_ shapes: [Shape], on canvas: Canvas) {
        for shape in shapes {
            let color = Color(red: shape.red, green: shape.green, blue: shape.blue, opacity: alpha)
            switch self {
            case .fullFill, .opaqueRects, .translucentRects: canvas.fill(shape.rect, color: color)
            case .roundedRects: canvas.fill(roundedRect: shape.rect, radii: RectangleCornerRadii(8), color: color)
            case .circles: canvas.fill(ellipseIn: shape.rect, color: color)
            }
        }
    }

    func drawCairo(_ shapes: [Shape], on cr: OpaquePointer) {
        for shape in shapes {
            cairo_set_source_rgba(cr, shape.red, shape.green, shape.blue, alpha)
            let r = shape.rect
            switch self {
            case .fullFill:
                cairo_paint(cr)
            case .opaqueRects, .translucentRects:
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_fill(cr)
            case .roundedRects:
                let radius = 8.0
                cairo_new_sub_path(cr)
                cairo_arc(cr, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
                cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
                cairo_arc(cr, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
                cairo_arc(cr, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
                cairo_close_path(cr)
                cairo_fill(cr)
            case .circles:
                cairo_arc(cr, r.midX, r.midY, r.width / 2, 0, 2 * Double.pi)
                cairo_fill(cr)
            }
        }
    }
}
