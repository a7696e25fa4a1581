import CSDL2
import CSDL2.X11
import TintRaster

/// Presents small damage to an X11 window without waiting for the X server.
///
/// SDL's surface update ends every present with `XSync`, a round trip that waits until the
/// server has drawn: under Xvfb on two cores that wait is most of a 40x20 present (some 35 of
/// 56 us). Here the damaged rectangles go out with `XPutImage`, which copies the pixels into
/// Xlib's output buffer, and `XFlush`, which sends them: the frame buffer may be painted again at
/// once and the app does not wait for the server, as toolkits on X usually don't. Large damage
/// still goes through SDL's shared-memory path (a 4 MB window is faster shared than sent), so
/// the choice is per present, by damaged area. Requests on one connection are handled in order,
/// so the two paths never reorder each other's pixels.
@MainActor
final class X11Presenter {
    /// Above this many damaged pixels a present goes through SDL's shared memory instead.
    static let largestSentArea = 64 * 1024

    private let display: OpaquePointer
    private let window: Window
    private let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    /// An image over the last buffer presented; remade when the buffer or its size changes.
    private var image: UnsafeMutablePointer<XImage>?
    private var imageSource: (pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int)?

    /// Nil unless `sdlWindow` is an X11 window whose pixels are 32-bit little-endian RGB, the
    /// layout of `PixelBuffer` (any other visual keeps SDL's conversions).
    init?(sdlWindow: OpaquePointer) {
        var display: OpaquePointer?
        var window: Window = 0
        guard tint_SDL_X11Window(sdlWindow, &display, &window) != 0, let display else { return nil }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0, let visual = attributes.visual,
              attributes.depth == 24 || attributes.depth == 32,
              visual.pointee.red_mask == 0xFF0000, visual.pointee.green_mask == 0xFF00, visual.pointee.blue_mask == 0xFF,
              let gc = XCreateGC(display, window, 0, nil) else { return nil }
        self.display = display
        self.window = window
        self.gc = gc
        self.visual = visual
        self.depth = attributes.depth
    }

    /// Sends `rects` of `buffer` to the window; false when they are too large for this path or
    /// the image cannot be made, and the caller presents them through SDL.
    func present(_ buffer: PixelBuffer, rects: [PixelRect]) -> Bool {
        guard rects.reduce(0, { $0 + $1.width * $1.height }) <= X11Presenter.largestSentArea,
              let image = image(for: buffer) else { return false }
        for r in rects {
            XPutImage(display, window, gc, image, Int32(r.x), Int32(r.y), Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height))
        }
        XFlush(display)
        return true
    }

    /// Waits until the server has drawn everything sent (before reading the screen back).
    func finish() {
        XSync(display, 0)
    }

    private func image(for buffer: PixelBuffer) -> UnsafeMutablePointer<XImage>? {
        if let image, let source = imageSource, source.pixels == buffer.pixels, source.width == buffer.width,
           source.height == buffer.height, source.stride == buffer.stride {
            return image
        }
        releaseImage()
        guard let made = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, UnsafeMutableRawPointer(buffer.pixels).assumingMemoryBound(to: CChar.self),
                                      UInt32(buffer.width), UInt32(buffer.height), 32, Int32(buffer.stride * 4)) else { return nil }
        made.pointee.byte_order = LSBFirst
        guard made.pointee.bits_per_pixel == 32 else {
            tint_XDestroyImageKeepingData(made)
            return nil
        }
        image = made
        imageSource = (buffer.pixels, buffer.width, buffer.height, buffer.stride)
        return made
    }

    private func releaseImage() {
        if let image { tint_XDestroyImageKeepingData(image) }
        image = nil
        imageSource = nil
    }

    /// Frees the image and the graphics context; the window itself belongs to SDL.
    func close() {
        releaseImage()
        XFreeGC(display, gc)
    }
}
