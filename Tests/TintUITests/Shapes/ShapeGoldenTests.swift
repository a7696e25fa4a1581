import Testing
import TintUI

/// An app's own shape: a triangle pointing up, drawn from its path.
private struct Triangle: Shape, Equatable {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

/// A wave, stroked as an open path.
private struct Wave: Shape, Equatable {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addCurve(to: CGPoint(x: rect.maxX, y: rect.midY),
                          control1: CGPoint(x: rect.minX + rect.width / 3, y: rect.minY),
                          control2: CGPoint(x: rect.maxX - rect.width / 3, y: rect.maxY))
        }
    }
}

/// Every shape, filled and stroked, at fractional sizes.
private struct ShapeGallery: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Rectangle().fill(.blue).frame(width: 40.5, height: 30)
                RoundedRectangle(cornerRadius: 8).fill(Color(red: 0.9, green: 0.3, blue: 0.2, opacity: 0.8)).frame(width: 50, height: 30)
                UnevenRoundedRectangle(topLeadingRadius: 14, bottomTrailingRadius: 4).fill(.green).frame(width: 40, height: 30)
                Circle().fill(.orange).frame(width: 30, height: 30)
                Ellipse().fill(Color(red: 0.5, green: 0, blue: 0.5, opacity: 0.6)).frame(width: 45, height: 25)
                Capsule().frame(width: 50, height: 20)
            }
            HStack(spacing: 8) {
                Rectangle().stroke(.black, lineWidth: 1).frame(width: 40, height: 30)
                RoundedRectangle(cornerRadius: 10).stroke(.blue, lineWidth: 3).frame(width: 50, height: 30)
                Circle().stroke(.red, lineWidth: 1.5).frame(width: 30, height: 30)
                Capsule().stroke(lineWidth: 2).frame(width: 50, height: 20)
                Triangle().fill(.purple).frame(width: 34, height: 30)
                Wave().stroke(.teal, lineWidth: 2).frame(width: 50, height: 30)
            }
            HStack(spacing: 8) {
                Circle().frame(width: 24, height: 24).foregroundStyle(.pink)
                Triangle().stroke(lineWidth: 2).frame(width: 30, height: 24).foregroundColor(.indigo)
                LinearGradient(colors: [.yellow, .orange, .red], startPoint: .leading, endPoint: .trailing).frame(width: 60, height: 24)
                RoundedRectangle(cornerRadius: 12)
                    .fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(width: 60, height: 24)
                Circle().fill(LinearGradient(colors: [.white, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)).frame(width: 24, height: 24)
            }
        }
    }
}

/// The shapes of the view DSL, drawn by the rasterizer (look at the golden).
@MainActor
@Suite struct ShapeGoldenTests {
    @Test func shapeGallery() throws {
        let host = HeadlessHost(rootView: ShapeGallery(), width: 360, height: 140, scale: 2)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "shape-gallery")
    }

    @Test func shapesTakeTheSpaceTheyAreOffered() throws {
        let host = HeadlessHost(rootView: Circle().fill(.red).accessibilityIdentifier("circle"), width: 120, height: 80)
        host.renderFrame()
        let frame = try #require(host.frame(of: "circle"))
        #expect(frame == CGRect(x: 0, y: 0, width: 120, height: 80))
        // The circle is as wide as the shorter side, centred: its middle is red, its corners not.
        #expect(host.pixel(x: 60, y: 40).r == 255)
        #expect(host.pixel(x: 5, y: 5) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }
}
