import Foundation
import Testing
import TintUI

/// `ShapeStyle`: `.fill(.red)`, `.background(.blue)`, `.background(_:in:)`, `.foregroundStyle`
/// with hierarchical styles, and strokes with a `StrokeStyle`.
@MainActor
@Suite struct ShapeStyleTests {
    @Test func implicitColourStylesFillAndBackground() throws {
        let view = HStack(spacing: 0) {
            Rectangle().fill(.red).frame(width: 20, height: 20)
            Color.clear.frame(width: 20, height: 20).background(.blue)
            Text("x").frame(width: 20, height: 20).background(.green, in: RoundedRectangle(cornerRadius: 4))
            Rectangle().fill(.red.opacity(0.5)).frame(width: 20, height: 20)
        }
        let host = HeadlessHost(rootView: view, width: 80, height: 20)
        host.renderFrame()
        #expect(host.pixel(x: 10, y: 10) == RGBA8(Color.red))
        #expect(host.pixel(x: 30, y: 10) == RGBA8(Color.blue))
        #expect(host.pixel(x: 43, y: 10) == RGBA8(Color.green))
        // Half-transparent red over white.
        let half = host.pixel(x: 70, y: 10)
        #expect(half.r == 255 && half.g > 100 && half.g < 180)
    }

    @Test func hierarchicalStylesColourTextAndShapes() throws {
        let view = VStack(spacing: 0) {
            Rectangle().frame(width: 20, height: 10).foregroundStyle(.secondary)
            Rectangle().frame(width: 20, height: 10).foregroundStyle(.primary)
            Rectangle().stroke(.orange, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [2, 2])).frame(width: 20, height: 20)
        }
        let host = HeadlessHost(rootView: view, width: 20, height: 40)
        host.renderFrame()
        // Secondary: grey, lighter than primary's black.
        let secondary = host.pixel(x: 10, y: 5)
        #expect(secondary.r > 100 && secondary.r < 200 && secondary.b >= secondary.r)
        #expect(host.pixel(x: 10, y: 15) == RGBA8(Color.primary))
        #expect(host.pixel(x: 1, y: 30) == RGBA8(Color.orange))
    }
}
