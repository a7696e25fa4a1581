import Testing
import TintUI

/// Stacks, spacers, frames, ZStack, background and overlay together (look at the golden).
private struct LayoutGallery: View {
    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Text("Leading")
                Spacer()
                Text("Trailing")
            }
            .padding(6)
            .background { RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.9)) }
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100)
                Color.green.frame(minWidth: 100)
            }
            .frame(width: 150, height: 20)
            ZStack(alignment: .bottomTrailing) {
                Color.blue.frame(width: 120, height: 50)
                Text("ZStack").foregroundColor(.white).padding(4)
            }
            Text("Inbox")
                .padding(8)
                .background(Capsule().fill(Color(white: 0.85)))
                .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 10, height: 10).offset(x: 3, y: -3) }
            Color.orange.frame(maxWidth: .infinity, minHeight: 6, maxHeight: 6)
        }
        .padding(10)
    }
}

private enum BadgeLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let badgeLine = VerticalAlignment(BadgeLine.self)
}

/// Views built from layout: a scrolled list, a lazy list, bars sized by a GeometryReader, and a
/// row aligned on a custom guide (look at the golden).
private struct GeometryGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(alignment: .badgeLine, spacing: 8) {
                Circle().fill(.blue).frame(width: 14, height: 14)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Custom guide").font(.headline)
                    Text("the dot sits on this line").font(.caption)
                        .alignmentGuide(.badgeLine) { d in d[VerticalAlignment.center] }
                }
            }
            GeometryReader { proxy in
                HStack(spacing: 0) {
                    Color.green.frame(width: proxy.size.width * 0.25)
                    Color.yellow.frame(width: proxy.size.width * 0.5)
                    Color.red
                }
            }
            .frame(height: 12)
            HStack(alignment: .top, spacing: 10) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 4) {
                        ForEach(0..<12) { Text("Row \($0)").frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 4) }
                    }
                }
                .accessibilityIdentifier("scrolled")
                .frame(width: 110, height: 70)
                .border(Color(white: 0.6))
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<10_000) { index in
                            Text("Lazy \(index)").padding(.horizontal, 4).frame(maxWidth: .infinity, minHeight: 16, alignment: .leading)
                                .background(index % 2 == 0 ? Color(white: 0.93) : Color.white)
                        }
                    }
                }
                .accessibilityIdentifier("lazy")
                .frame(width: 110, height: 70)
                .border(Color(white: 0.6))
            }
        }
        .padding(10)
    }
}

@MainActor
@Suite struct LayoutGalleryTests {
    @Test func geometryGallery() throws {
        let host = HeadlessHost(rootView: GeometryGallery(), width: 260, height: 160, scale: 2)
        host.renderFrame()
        host.scroll("scrolled", by: CGSize(width: 0, height: 45))
        host.scroll("lazy", to: CGPoint(x: 0, y: 16 * 5_000))
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty)
        try GoldenImage.check(host.pixelBuffer, named: "geometry-gallery")
    }

    @Test func layoutGallery() throws {
        let host = HeadlessHost(rootView: LayoutGallery(), width: 260, height: 220, scale: 2)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "layout-gallery")
    }
}
