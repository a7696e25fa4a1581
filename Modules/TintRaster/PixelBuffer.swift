import TintCore

/// A 64-byte aligned, premultiplied ARGB8888 image (SDL's native window format): each pixel is
/// one `UInt32` `0xAARRGGBB` in native byte order.
///
/// Aligned because glibc's memcpy on this machine slows 8-10x on misaligned sources, and
/// premultiplied because source-over compositing then needs no division. Rows are padded to a
/// multiple of 16 pixels so every row starts aligned too.
public final class PixelBuffer: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Pixels per row, including padding.
    public let stride: Int
    /// The first pixel; valid for `stride * height` pixels until the buffer is freed.
    public let pixels: UnsafeMutablePointer<UInt32>

    /// A buffer of `width` x `height` pixels, cleared to transparent. Negative sizes become 0.
    public init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        self.stride = (self.width + 15) & ~15
        let count = Swift.max(1, stride * self.height)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: 64)
        raw.initializeMemory(as: UInt32.self, repeating: 0, count: count)
        pixels = raw.assumingMemoryBound(to: UInt32.self)
    }

    deinit {
        UnsafeMutableRawPointer(pixels).deallocate()
    }

    /// The buffer's bounds in pixels.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The premultiplied pixel at (x, y); (x, y) must be inside the buffer.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt32 {
        get { pixels[y * stride + x] }
        set { pixels[y * stride + x] = newValue }
    }

    /// The pixel at (x, y) with straight alpha, as tests and PNG files want it; nil outside.
    public func straightPixel(x: Int, y: Int) -> RGBA8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return RGBA8(premultiplied: self[x, y])
    }

    /// A copy of the whole buffer.
    public func copy() -> PixelBuffer {
        let result = PixelBuffer(width: width, height: height)
        result.pixels.update(from: pixels, count: stride * height)
        return result
    }
}
