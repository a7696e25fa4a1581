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

@MainActor
@Suite struct LayoutGalleryTests {
    @Test func layoutGallery() throws {
        let host = HeadlessHost(rootView: LayoutGallery(), width: 260, height: 220, scale: 2)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "layout-gallery")
    }
}
