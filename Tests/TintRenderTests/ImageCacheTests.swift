import Testing
import TintRaster
import TintBoxes
import TintCore
@testable import TintRender

/// The decoded images are kept within a byte budget, the least recently used let go first.
@MainActor
@Suite struct ImageCacheTests {
    @Test func pastTheBudgetTheLeastRecentlyUsedGo() {
        // Room for four 16x16 images (1 KiB each).
        let cache = ImageCache(byteBudget: 4 * 16 * 16 * 4)
        let loader: (ImageSource) -> Result<PixelBuffer, ImageLoadError> = { _ in .success(PixelBuffer(width: 16, height: 16)) }
        func load(_ name: String) { _ = cache.image(.file(name), loader: loader) }
        for name in ["a", "b", "c", "d"] { load(name) }
        #expect(cache.decodeCount == 4)
        load("a")  // used again: now the most recent
        #expect(cache.decodeCount == 4)
        load("e")  // over the budget: the oldest ("b", then "c") go
        #expect(cache.bytes <= cache.byteBudget)
        load("a")
        #expect(cache.decodeCount == 5, "a was kept")
        load("b")
        #expect(cache.decodeCount == 6, "b was let go and is decoded again")
    }

    /// An image larger than the whole budget is not kept (it would hold the cache past its
    /// budget): it is refused once, with a warning, and not decoded again at every use.
    @Test func anImageLargerThanTheBudgetIsRefusedOnce() {
        let cache = ImageCache(byteBudget: 4 * 16 * 16 * 4)
        let loader: (ImageSource) -> Result<PixelBuffer, ImageLoadError> = { _ in .success(PixelBuffer(width: 64, height: 64)) }
        _ = RuntimeWarnings.drain()
        #expect(cache.image(.file("big"), loader: loader) == nil)
        #expect(cache.image(.file("big"), loader: loader) == nil)
        #expect(cache.decodeCount == 1)
        #expect(cache.bytes <= cache.byteBudget)
        #expect(RuntimeWarnings.drain().filter { $0.contains("64x64 pixels take more than") }.count == 1)
    }
}
