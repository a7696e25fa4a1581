import Testing
import TintText
@testable import TintRender

/// The shared text layout cache is bounded in bytes as well as in entries: a field holding a
/// long text makes a new text at every keystroke.
@MainActor
@Suite struct TextLayoutCacheTests {
    @Test func longTextsNeverKeepMoreThanTheByteBudget() throws {
        var cache = TextLayoutCache()
        let face = try FontLibrary.shared.face(for: .body)
        let long = String(repeating: "abcdefghij", count: 10_000)
        for keystroke in 0..<200 {
            _ = cache.block(long + String(keystroke), face: face, maxWidth: nil, lineLimit: 1, lineSpacing: 0)
            #expect(cache.bytes <= TextLayoutCache.byteCapacity)
        }
        // Cleared as it fills, never growing with the keystrokes.
        #expect(cache.count < 200)
        // A text larger than the whole budget is laid out but not kept.
        let huge = String(repeating: "x", count: TextLayoutCache.byteCapacity / 40)
        _ = cache.block(huge, face: face, maxWidth: nil, lineLimit: 1, lineSpacing: 0)
        #expect(cache.bytes <= TextLayoutCache.byteCapacity)
    }
}
