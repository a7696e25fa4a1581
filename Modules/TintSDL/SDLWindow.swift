import CSDL2
import CSDL2.X11
import TintCore
import TintRaster

/// A native window drawn through its SDL window surface, presenting only damaged rectangles.
///
/// The surface path with framebuffer acceleration off is deliberate: with acceleration on, SDL
/// uploads a texture and a partial update costs a full frame (6-9 ms on this machine).
@MainActor
public final class SDLWindow {
    let window: OpaquePointer
    /// The window's size in pixels.
    public private(set) var width: Int
    public private(set) var height: Int
    /// Whether `close()` destroyed the window.
    public private(set) var isClosed = false
    /// Small damage goes to the X server directly when the window is an X11 one (see
    /// `X11Presenter`); made on the first present, once the window is mapped.
    private var x11: X11Presenter?
    private var x11Checked = false

    /// Opens a window of `width` x `height` pixels. Throws, saying what to install or set, when
    /// no video driver can start (no display).
    public init(title: String, width: Int, height: Int) throws(SDLError) {
        SDL_SetHint(tint_SDL_HINT_FRAMEBUFFER_ACCELERATION(), "0")
        SDL_SetHint(tint_SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR(), "0")
        // Input methods (CJK): their own candidate window, and pre-edits longer than 32 bytes.
        SDL_SetHint(tint_SDL_HINT_IME_SHOW_UI(), "1")
        SDL_SetHint(tint_SDL_HINT_IME_SUPPORT_EXTENDED_TEXT(), "1")
        if SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
            throw SDLError.noDisplay(String(cString: SDL_GetError()))
        }
        // With no display, SDL 2.26 falls back to its invisible offscreen driver. A window nobody
        // can see is not a window: unless that driver was asked for by name, say there is no display.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        if ["offscreen", "dummy"].contains(driver) && !requested.contains(driver) {
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            throw SDLError.noDisplay("SDL found only its invisible \(driver) driver")
        }
        let w = Swift.max(1, width), h = Swift.max(1, height)
        guard let window = SDL_CreateWindow(
            title, Int32(tint_SDL_WINDOWPOS_CENTERED()), Int32(tint_SDL_WINDOWPOS_CENTERED()), Int32(w), Int32(h),
            SDL_WINDOW_SHOWN.rawValue | SDL_WINDOW_RESIZABLE.rawValue)
        else {
            throw SDLError("cannot create a window: \(String(cString: SDL_GetError()))")
        }
        self.window = window
        self.width = w
        self.height = h
    }

    /// Whether the user may resize the window.
    public var isResizable: Bool {
        get { (SDL_GetWindowFlags(window) & SDL_WINDOW_RESIZABLE.rawValue) != 0 }
        set { SDL_SetWindowResizable(window, newValue ? SDL_TRUE : SDL_FALSE) }
    }

    /// The smallest size, in pixels, the user may resize the window to.
    public func setMinimumSize(width: Int, height: Int) {
        SDL_SetWindowMinimumSize(window, Int32(Swift.max(1, width)), Int32(Swift.max(1, height)))
    }

    /// The window's top-left corner on the screen, in pixels.
    public var position: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (Int(x), Int(y))
    }

    /// The name of the video driver in use ("x11", "offscreen", ...).
    public var driverName: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
    }

    private func surface() throws(SDLError) -> UnsafeMutablePointer<SDL_Surface> {
        guard !isClosed, let surface = SDL_GetWindowSurface(window) else {
            throw SDLError("the window has no surface: \(String(cString: SDL_GetError()))")
        }
        return surface
    }

    /// Copies `rects` of `buffer` to the window and shows exactly those rectangles.
    public func present(_ buffer: PixelBuffer, rects: [PixelRect]) throws(SDLError) {
        let surface = try surface()
        let bounds = PixelRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
            .intersection(buffer.bounds)
        let clipped = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        guard !clipped.isEmpty else { return }
        if tint_SDL_MUSTLOCK(surface) != 0 { SDL_LockSurface(surface) }
        let format = surface.pointee.format.pointee.format
        let pitch = Int(surface.pointee.pitch)
        let pixels = surface.pointee.pixels!
        for r in clipped {
            let source = UnsafeRawPointer(buffer.pixels + r.y * buffer.stride + r.x)
            let target = pixels + r.y * pitch + r.x * 4
            if format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue {
                // Same layout (RGB888 ignores alpha): copy rows.
                for row in 0..<r.height {
                    (target + row * pitch).copyMemory(from: source + row * buffer.stride * 4, byteCount: r.width * 4)
                }
            } else {
                SDL_ConvertPixels(
                    Int32(r.width), Int32(r.height), SDL_PIXELFORMAT_ARGB8888.rawValue, source, Int32(buffer.stride * 4),
                    format, target, Int32(pitch))
            }
        }
        if tint_SDL_MUSTLOCK(surface) != 0 { SDL_UnlockSurface(surface) }
        // The surface keeps a copy either way: `readPixels` and SDL's own presents read it.
        if !x11Checked {
            x11Checked = true
            // TINT_X11_DIRECT_PRESENT=0 keeps every present on SDL's path (for diagnosis).
            if ProcessInfo.processInfo.environment["TINT_X11_DIRECT_PRESENT"] != "0" {
                x11 = X11Presenter(sdlWindow: window)
            }
        }
        if let x11, x11.present(buffer, rects: clipped) { return }
        var sdlRects = clipped.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        if SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count)) != 0 {
            throw SDLError("cannot present: \(String(cString: SDL_GetError()))")
        }
    }

    /// Whether small damage goes straight to the X server (an X11 window with 32-bit RGB
    /// pixels, known after the first present).
    public var presentsSmallDamageDirectly: Bool { x11 != nil }

    /// Waits until the display server has drawn everything presented (before capturing the
    /// screen: a small present does not wait for it).
    public func finishPresenting() {
        x11?.finish()
    }

    /// Reads the window surface back as an image (for tests: what the window shows).
    public func readPixels() throws(SDLError) -> PixelBuffer {
        let surface = try surface()
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h)
        let result = PixelBuffer(width: w, height: h)
        let opaque = surface.pointee.format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
        SDL_ConvertPixels(
            Int32(w), Int32(h), surface.pointee.format.pointee.format, surface.pointee.pixels, surface.pointee.pitch,
            SDL_PIXELFORMAT_ARGB8888.rawValue, result.pixels, Int32(result.stride * 4))
        if opaque {
            // An RGB888 surface has no alpha: what it shows is opaque.
            for i in 0..<(result.stride * h) { result.pixels[i] |= 0xFF00_0000 }
        }
        return result
    }

    /// Waits up to `timeout` seconds (forever when nil) for the next event of this window (or
    /// of none, as a quit); nil on timeout. Waiting in SDL_WaitEvent is what keeps an idle app
    /// at 0 % CPU. An event of another window (one closed since, whose last events are still
    /// queued) is dropped, not taken for this one's: a close of a destroyed window would
    /// otherwise close this one, and stop its caller reading the queue.
    public func nextEvent(timeout: Double? = nil) -> WindowEvent? {
        SDLWindow.nextEvent(for: [self], timeout: timeout)?.event
    }

    /// The next already-queued event of this window, without waiting (others dropped, as above).
    public func pollEvent() -> WindowEvent? {
        SDLWindow.pollEvent(for: [self])?.event
    }

    func translate(_ event: SDL_Event) -> WindowEvent? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_USEREVENT:
            return .wake
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .mouseDown(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .mouseUp(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_RIGHT):
            return .secondaryClick(CGPoint(x: Int(event.button.x), y: Int(event.button.y)))
        case SDL_MOUSEMOTION:
            return .mouseMoved(CGPoint(x: Int(event.motion.x), y: Int(event.motion.y)))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                width = Swift.max(1, Int(event.window.data1))
                height = Swift.max(1, Int(event.window.data2))
                return .resized(width: width, height: height)
            case SDL_WINDOWEVENT_EXPOSED:
                return .exposed
            case SDL_WINDOWEVENT_CLOSE:
                return .closeRequested
            case SDL_WINDOWEVENT_FOCUS_GAINED:
                return .activation(.focused)
            case SDL_WINDOWEVENT_FOCUS_LOST:
                return .activation(.unfocused)
            case SDL_WINDOWEVENT_MINIMIZED:
                return .activation(.minimized)
            case SDL_WINDOWEVENT_RESTORED:
                return .activation(.unfocused)
            default:
                return nil
            }
        case SDL_MOUSEWHEEL:
            // SDL's y grows away from the user (wheel up), unless the direction is flipped.
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            let step = SDLWindow.wheelStep * (flipped ? -1 : 1)
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .wheel(at: CGPoint(x: Int(x), y: Int(y)), dx: CGFloat(event.wheel.x) * step, dy: -CGFloat(event.wheel.y) * step)
        case SDL_MULTIGESTURE:
            // SDL reports the change of the fingers' mean distance from their centre in units of
            // the device's size; fingers usually rest about a seventh of it apart from the centre,
            // so that is the scale the change is measured against.
            let gesture = event.mgesture
            guard gesture.numFingers >= 2 else { return nil }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            let scale = Swift.max(0.5, 1 + CGFloat(gesture.dDist) / SDLWindow.touchSpread)
            return .touchTransform(at: CGPoint(x: Int(x), y: Int(y)), scale: scale, radians: Double(gesture.dTheta))
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            let control = (UInt32(event.key.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
            let shift = (UInt32(event.key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
            let alt = (UInt32(event.key.keysym.mod) & UInt32(KMOD_ALT.rawValue)) != 0
            return .keyDown(name: name, control: control, shift: shift, isRepeat: event.key.`repeat` != 0, alt: alt)
        case SDL_DROPBEGIN:
            droppedPaths = []
            return nil
        case SDL_DROPFILE:
            // One event a file, between a begin and a complete; the path is SDL's to free.
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            droppedPaths.append(String(cString: file))
            return nil
        case SDL_DROPCOMPLETE:
            let paths = droppedPaths
            droppedPaths = []
            guard !paths.isEmpty else { return nil }
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .filesDropped(paths, at: CGPoint(x: Int(x), y: Int(y)))
        case SDL_KEYUP:
            return .keyUp(name: String(cString: SDL_GetKeyName(event.key.keysym.sym)))
        case SDL_TEXTINPUT:
            var bytes = event.text.text
            let text = withUnsafeBytes(of: &bytes) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .textInput(text)
        case SDL_TEXTEDITING:
            // Decoded with replacement: an input method may hand over broken UTF-8.
            var bytes = event.edit.text
            let text = withUnsafeBytes(of: &bytes) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return .textEditing(text)
        case SDL_TEXTEDITING_EXT:
            // A pre-edit longer than 32 bytes (SDL_HINT_IME_SUPPORT_EXTENDED_TEXT), owned by SDL.
            guard let raw = event.editExt.text else { return .textEditing("") }
            defer { SDL_free(raw) }
            let length = strlen(raw)
            let text = raw.withMemoryRebound(to: UInt8.self, capacity: length) {
                String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
            }
            return .textEditing(text)
        default:
            return nil
        }
    }

    /// Tells the input method where the caret is (pixels), so its candidate window opens
    /// beside the text being composed.
    public func setTextInputRect(_ rect: CGRect) {
        var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(Swift.max(1, rect.width)), h: Int32(Swift.max(1, rect.height)))
        SDL_SetTextInputRect(&area)
    }

    /// Queues a synthetic left-button press at `point` (pixels).
    /// The modifier keys held now (for a click's Shift and Ctrl).
    public static func modifierKeys() -> (shift: Bool, control: Bool, alt: Bool) {
        let mod = UInt32(SDL_GetModState().rawValue)
        return ((mod & UInt32(KMOD_SHIFT.rawValue)) != 0, (mod & UInt32(KMOD_CTRL.rawValue)) != 0, (mod & UInt32(KMOD_ALT.rawValue)) != 0)
    }

    public func pushMouseDown(at point: CGPoint) { pushButton(SDL_MOUSEBUTTONDOWN, at: point) }

    /// Queues a synthetic left-button release at `point` (pixels).
    public func pushMouseUp(at point: CGPoint) { pushButton(SDL_MOUSEBUTTONUP, at: point) }

    private func pushButton(_ type: SDL_EventType, at point: CGPoint) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.windowID = SDL_GetWindowID(window)
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = Int32(point.x)
        event.button.y = Int32(point.y)
        SDL_PushEvent(&event)
    }

    /// Queues a synthetic left-button click at `point` (pixels), as a user's click would arrive.
    public func pushClick(at point: CGPoint) {
        pushMouseDown(at: point)
        pushMouseUp(at: point)
    }

    /// Moves the real pointer to `point` (pixels) in the window, as a user would; the system
    /// reports the move as usual.
    public func warpPointer(to point: CGPoint) {
        SDL_WarpMouseInWindow(window, Int32(point.x), Int32(point.y))
    }

    /// Queues a synthetic pointer move to `point` (pixels).
    public func pushMouseMove(to point: CGPoint) {
        var motion = SDL_Event()
        motion.type = SDL_MOUSEMOTION.rawValue
        motion.motion.windowID = SDL_GetWindowID(window)
        motion.motion.x = Int32(point.x)
        motion.motion.y = Int32(point.y)
        SDL_PushEvent(&motion)
    }

    /// Queues synthetic typed text (at most 31 bytes of UTF-8 per event, as SDL's).
    public func pushText(_ text: String) {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.windowID = SDL_GetWindowID(window)
        withUnsafeMutableBytes(of: &event.text.text) { SDLWindow.copyCString(text, into: $0) }
        SDL_PushEvent(&event)
    }

    /// Queues a synthetic input-method pre-edit (at most 31 bytes of UTF-8, as SDL's own
    /// text-editing event holds), as an input method reports a composition under way.
    public func pushComposition(_ text: String) {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        event.edit.windowID = SDL_GetWindowID(window)
        withUnsafeMutableBytes(of: &event.edit.text) { SDLWindow.copyCString(text, into: $0) }
        event.edit.start = Int32(text.count)
        SDL_PushEvent(&event)
    }

    /// `text`'s UTF-8, cut to fit, and a terminating zero in an event's fixed text field.
    private static func copyCString(_ text: String, into raw: UnsafeMutableRawBufferPointer) {
        let utf8 = Array(text.utf8.prefix(raw.count - 1))
        for (index, byte) in utf8.enumerated() { raw[index] = byte }
        raw[utf8.count] = 0
    }

    /// The system clipboard's text (`nil`: empty or not text).
    public static var clipboardText: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(raw) }
            return String(cString: raw)
        }
        set { SDL_SetClipboardText(newValue ?? "") }
    }

    /// The files of a drop under way (SDL sends one event a file).
    private var droppedPaths: [String] = []

    /// Points scrolled per wheel notch.
    public static let wheelStep: CGFloat = 40
    /// The fingers' usual distance from their centre, in units of a touch device's size.
    static let touchSpread: CGFloat = 0.15

    /// Queues a synthetic wheel turn of `notches` (positive: towards the user, showing what is
    /// further down), with the pointer moved to `point` first.
    public func pushWheel(at point: CGPoint, notches: Int) {
        warpPointer(to: point)
        pushMouseMove(to: point)
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = SDL_GetWindowID(window)
        event.wheel.y = Int32(-notches)
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        SDL_PushEvent(&event)
    }

    /// Queues a synthetic two-finger motion over `point`, as a touch surface reports it: the
    /// fingers' distance from their centre changed by `distance` (in units of the device's size)
    /// and they turned by `radians`.
    public func pushTouchTransform(at point: CGPoint, distance: Float, radians: Float) {
        warpPointer(to: point)
        pushMouseMove(to: point)
        var event = SDL_Event()
        event.type = SDL_MULTIGESTURE.rawValue
        event.mgesture.numFingers = 2
        event.mgesture.dDist = distance
        event.mgesture.dTheta = radians
        SDL_PushEvent(&event)
    }

    /// Queues a synthetic key press of the key SDL names `name` ("T", "Escape"), with Ctrl and
    /// Shift held when asked.
    public func pushKey(_ name: String, control: Bool = false, shift: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = SDL_GetWindowID(window)
        event.key.state = UInt8(SDL_PRESSED)
        event.key.keysym.sym = SDL_GetKeyFromName(name)
        event.key.keysym.mod = UInt16((control ? KMOD_LCTRL.rawValue : 0) | (shift ? KMOD_LSHIFT.rawValue : 0))
        SDL_PushEvent(&event)
    }

    /// Wakes a loop sleeping in `nextEvent()`. Callable from any thread (SDL_PushEvent is
    /// thread-safe), so a model changed on a background thread gets its frame.
    public nonisolated static func pushWake() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        SDL_PushEvent(&event)
    }

    /// Queues a press of the window's close button.
    public func pushCloseRequest() {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = SDL_GetWindowID(window)
        event.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
        SDL_PushEvent(&event)
    }

    /// Queues a quit request, as closing the window would.
    public func pushQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
    }

    /// Closes the window; further calls do nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        x11?.close()
        x11 = nil
        tint_SDL_DestroyWindowFreeingColormap(window)
    }

    isolated deinit {
        close()
    }
}
