import Foundation
import Testing
import TintLayout
@testable import TintRender

/// `OneLineText` keeps pixels and the scale, and answers sizes in points worked out as they
/// were when it held them: the width and height over the scale.
@Suite struct OneLineTextTests {
    @Test func sizesAreThePixelsOverTheScale() {
        for scale in [1.0, 1.25, 2.0, 3.0 / 1.1] {
            for (width, height) in [(0, 11), (9, 11), (137, 23), (12_345, 40)] {
                let text = OneLineText.oneLine(widthInPixels: width, heightInPixels: height, scale: scale)
                let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
                #expect(text.isOneLine && !text.isUnknown)
                #expect(text.widthInPixels == width)
                // Unconstrained, exactly as wide, wider: the one-line size; narrower: none.
                #expect(text.size(for: .unspecified) == size)
                #expect(text.size(for: ProposedViewSize(width: CGFloat(width) / scale, height: 0)) == size)
                #expect(text.size(for: ProposedViewSize(width: .infinity, height: nil)) == size)
                if width > 0 {
                    #expect(text.size(for: ProposedViewSize(width: CGFloat(width - 1) / scale, height: nil)) == nil)
                }
            }
        }
    }

    @Test func unknownMultilineAndTooWideAnswerNothing() {
        #expect(OneLineText.unknown.isUnknown && !OneLineText.unknown.isOneLine)
        #expect(!OneLineText.multiline.isUnknown && !OneLineText.multiline.isOneLine)
        #expect(OneLineText.multiline.size(for: .unspecified) == nil)
        #expect(OneLineText.unknown.widthInPixels == nil)
        // Wider than 32 bits of pixels: laid out in blocks, as multiline.
        let wide = OneLineText.oneLine(widthInPixels: Int(Int32.max) + 1, heightInPixels: 11, scale: 1)
        #expect(wide == .multiline)
        #expect(OneLineText.oneLine(widthInPixels: 5, heightInPixels: 11, scale: 1) != .oneLine(widthInPixels: 5, heightInPixels: 11, scale: 2))
    }
}
