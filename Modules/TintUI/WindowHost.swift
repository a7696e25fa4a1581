import Foundation
import TintBoxes
import TintCore
import TintImageIO
import TintRaster
import TintSDL
import TintViews

/// Shows a view in a native SDL2 window: the frame pipeline of `HeadlessHost`, presenting only
/// the damaged rectangles, driven by an event loop that sleeps in `SDL_WaitEvent` when idle.
@MainActor
public final class WindowHost {
    let pipeline: FramePipeline
    /// The native window.
    public let window: SDLWindow
    /// The window's title (in an app, its scene's).
    public var title: String
    private var pendingPointer: CGPoint?
    /// Pixels per point: window events arrive in pixels and are turned into points.
    public let scale: CGFloat

    private func points(_ pixel: CGPoint) -> CGPoint {
        CGPoint(x: pixel.x / scale, y: pixel.y / scale)
    }

    public var options: HostOptions {
        get { pipeline.options }
        set { pipeline.options = newValue }
    }

    /// Opens a window; throws, saying what to install or set, when there is no display.
    /// - Parameters:
    ///   - rootView: the window's content.
    ///   - title: the window's title.
    ///   - width: the window's width in points.
    ///   - height: the window's height in points.
    ///   - scale: pixels per point, for high-density displays (2 draws everything twice as
    ///     sharp in a window twice as large in pixels); by default the desktop's (`DesktopScale`:
    ///     `TINT_SCALE`, `GDK_SCALE`, `Xft.dpi`, the display's DPI), else 1.
    public init<Root: View>(rootView: Root, title: String, width: Int, height: Int, scale: CGFloat? = nil) throws(SDLError) {
        let requested = scale ?? DesktopScale.current()
        let scale = CanvasLimits.scale(requested.isFinite && requested > 0 ? requested : 1, width: width, height: height)
        self.scale = scale
        self.title = title
        window = try SDLWindow(title: title, width: Int((CGFloat(width) * scale).rounded()), height: Int((CGFloat(height) * scale).rounded()))
        pipeline = FramePipeline(root: rootView, width: width, height: height, scale: scale)
        follow(DesktopPortal.shared.currentSettings())
        // File dialogs: the desktop's own through the portal where one runs (the parent
        // named by the window's X11 id), else the one Tint draws over the window.
        pipeline.fileDialogs.desktopDialog = { [weak self] request in
            guard let self else { return false }
            return DesktopPortal.shared.chooseFiles(request, parent: window.portalParentName, title: Self.dialogTitle(for: request.kind))
        }
        pipeline.input.keyboard.clipboard = SystemClipboard()
        // An @Observable model changed (on any thread): wake the loop for a frame.
        pipeline.graph.onObservedChange = { SDLWindow.pushWake() }
    }

    /// Draws in the desktop's look: its colour scheme (unless `TINT_COLOR_SCHEME` chose one),
    /// contrast, reduced motion and accent colour; called as the window opens and each time
    /// the desktop changes one.
    func follow(_ desktop: DesktopSettings) {
        pipeline.systemColorScheme = SystemAppearance.chosenColorScheme() ?? desktop.colorScheme ?? .light
        pipeline.systemContrast = desktop.highContrast == true ? .increased : .standard
        pipeline.desktopReducesMotion = desktop.disablesAnimations == true
        if let accent = desktop.accentColor { AccentColorSetting.current = accent }
    }

    /// The title of the desktop's dialog for a request: what the user is choosing.
    static func dialogTitle(for kind: _FileDialogRequest.Kind) -> String {
        switch kind {
        case .open(let multiple): multiple ? "Open Files" : "Open File"
        case .save: "Save"
        case .chooseFolder: "Choose a Folder"
        }
    }

    /// Where the input method was last told the focused field is (pixels are sent only on change).
    private var lastTextInputFrame: CGRect?

    /// Renders a frame if anything changed and presents its damage.
    @discardableResult
    public func renderAndPresent() throws(SDLError) -> FrameReport {
        applyPendingPointer()
        let report = pipeline.renderFrame()
        if report.repaintedPixels > 0 { framesSinceIdle += 1 }
        let rects = report.damage.map { PixelRect(covering: $0, scale: pipeline.tree.scale) }
        if !rects.isEmpty { try window.present(pipeline.buffer, rects: rects) }
        // The input method's candidate window goes by the focused field's caret.
        if let field = pipeline.input.focus.inputFrame, field != lastTextInputFrame {
            lastTextInputFrame = field
            let scale = pipeline.tree.scale
            window.setTextInputRect(CGRect(x: field.minX * scale, y: field.minY * scale, width: field.width * scale, height: field.height * scale))
        }
        return report
    }

    /// Frames drawn since the loop last went idle.
    private var framesSinceIdle = 0
    private var lastHandBack = Date.distantPast

    /// What the loop does before it sleeps with nothing due soon: after frames were drawn, the
    /// memory their work freed is handed back to the system (at most once a second).
    ///
    /// Frames free blocks of every size (layers, display lists, text layouts), and glibc keeps
    /// freed blocks inside its heaps resident: an alert opened and confirmed 10,000 times in
    /// an 800 x 600 window left 167 MB resident while the heap in use was 37 MB. Trimming walks
    /// the heaps' free blocks (milliseconds), paid only when the window goes quiet. Tests and
    /// benchmarks that drive the host themselves call it where the loop would sleep.
    public func idle() {
        guard framesSinceIdle > 0, Date().timeIntervalSince(lastHandBack) >= 1 else { return }
        framesSinceIdle = 0
        lastHandBack = Date()
        FreedMemory.handBack()
    }

    /// Whether anything is animating: the loop draws a frame a display refresh after the last.
    public var isAnimating: Bool { pipeline.isAnimating }

    /// The image the pipeline rendered last (what the window should show).
    public var pixelBuffer: PixelBuffer { pipeline.buffer }

    /// What Tint's caches hold now (`CacheReport`).
    public var cacheReport: CacheReport { CacheReport(pipeline: pipeline) }

    /// The frame of the view tagged `identifier`, in points, as of the last frame.
    public func frame(of identifier: String) -> CGRect? {
        pipeline.tree.frame(ofIdentifier: identifier)
    }

    /// Handles every queued event without waiting; returns false when the app should quit.
    public func handlePendingEvents() -> Bool {
        while let event = window.pollEvent() {
            guard handle(event) else { return false }
        }
        return true
    }

    /// Handles one event; returns false when the app should quit.
    public func handle(_ event: WindowEvent) -> Bool {
        switch event {
        case .quit, .closeRequested:
            return false
        case .mouseDown(let point):
            applyPendingPointer()
            pipeline.input.pointer.down(PointerEvent(location: points(point), modifiers: heldModifiers()))
        case .mouseUp(let point):
            // A click is a press and release on the same target, as a desktop button expects.
            applyPendingPointer()
            pipeline.input.pointer.up(PointerEvent(location: points(point), modifiers: heldModifiers()))
        case .secondaryClick(let point):
            applyPendingPointer()
            _ = pipeline.input.pointer.secondaryClick(PointerEvent(location: points(point), modifiers: heldModifiers()))
        case .resized(let width, let height):
            pipeline.resize(width: Int((CGFloat(width) / scale).rounded()), height: Int((CGFloat(height) / scale).rounded()))
        case .exposed:
            pipeline.tree.damageAll()
        case .activation(let activation):
            // Another app may have copied while the window was behind.
            if activation == .focused { pipeline.input.keyboard.clipboardChanges.changed() }
            pipeline.scenePhase = switch activation {
            case .focused: .active
            case .unfocused: .inactive
            case .minimized: .background
            }
        case .wheel(let point, let dx, let dy):
            // Ctrl and the wheel pinch a view that has a magnify gesture (a notch a step).
            if heldModifiers().contains(.control), dy != 0,
               pipeline.input.pointer.wheelPinch(notches: -dy / SDLWindow.wheelStep, at: points(point)) {
                return true
            }
            pipeline.input.scroll(pipeline.tree.scrollTarget(at: points(point)), .by(CGSize(width: dx, height: dy)))
        case .touchTransform(let point, let scale, let radians):
            pipeline.input.pointer.touchTransform(scale: scale, radians: radians, at: points(point))
        case .filesDropped(let paths, let point):
            pipeline.input.dragDrop.dropFiles(paths.map { URL(fileURLWithPath: $0) }, at: points(point))
        case .keyUp(let name):
            pipeline.input.keyboard.released(KeyEvent(name: name, modifiers: heldModifiers()))
        case .textInput(let text):
            pipeline.input.keyboard.typed(text)
        case .textEditing(let text):
            pipeline.input.keyboard.composed(text)
        case .keyDown(let name, let control, let shift, let isRepeat, let alt):
            // Ctrl+Q quits, as in Linux desktop apps.
            if control && name == "Q" { return false }
            // A focused text field takes every other key; then keyboard shortcuts.
            if pipeline.input.keyboard.pressed(KeyEvent(name: name, modifiers: EventModifiers(shift: shift, control: control, option: alt), isRepeat: isRepeat)) { return true }
            // The debug keys act once for a held key.
            if isRepeat { return true }
            // The debug keys, when turned on (`HostOptions.debugKeys`): Ctrl+S writes a
            // screenshot; the tint, the render-count badges and the heads-up display.
            guard pipeline.options.debugKeys else { return true }
            if control && name == "S" { saveScreenshot() }
            if !control {
                switch name {
                case "T": pipeline.options.debugTint.toggle()
                case "B": pipeline.options.renderCountBadges.toggle()
                case "H": pipeline.options.headsUpDisplay.toggle()
                default: break
                }
            }
        case .mouseMoved(let point):
            // Applied once before the next frame: a flood of moves costs one hit test.
            pendingPointer = points(point)
        case .wake:
            break
        }
        return true
    }

    /// Runs until the window is closed: render and present what changed, then sleep until the
    /// next event. Queued events are all handled before the next frame, so a flood of events
    /// costs one frame.
    public func run() throws(SDLError) {
        DesktopPortal.shared.onChange(wake: { SDLWindow.pushWake() }) { [weak self] settings in self?.follow(settings) }
        try renderAndPresent()
        while true {
            DesktopPortal.shared.process()
            let due = [WindowHost.runLoopTimer(), nextFrameDue].compactMap { $0 }.min()
            let timeout = due.map { Swift.max(0, $0.timeIntervalSinceNow) }
            // Going to sleep for a while (not between animation frames): hand memory back.
            if timeout.map({ $0 > 0.25 }) ?? true { idle() }
            if let event = window.nextEvent(timeout: timeout) {
                guard handle(event), handlePendingEvents() else { return }
            } else if timeout == nil {
                return
            }
            try renderAndPresent()
        }
    }

    /// Runs the Foundation timers on the main run loop that are due (`Timer.publish(...)
    /// .autoconnect()`, an app's own `Timer`s): one non-blocking pass, which says when the next
    /// one is due.
    static func runLoopTimer() -> Date? {
        RunLoop.main.limitDate(forMode: .default).flatMap { $0 == .distantFuture ? nil : $0 }
    }

    /// When the window needs a frame with no event to wake it: a display refresh after this one
    /// while something animates, else the next timeline tick or gesture deadline; nil (sleep
    /// until an event, at 0 % CPU) when none is due.
    var nextFrameDue: Date? {
        let animationFrame = pipeline.isAnimating ? Date(timeIntervalSinceNow: WindowHost.animationFrameInterval) : nil
        // Work a frame's own actions scheduled (an `onChange` that presents a dialog, a state
        // written in `onAppear`) is drawn at once, not at the next event.
        let pending = pipeline.graph.needsUpdate ? Date() : nil
        return [pipeline.graph.nextTimerDate, animationFrame, pipeline.input.pointer.nextDeadline, pending].compactMap { $0 }.min()
    }

    /// The time between animation frames: 60 per second, the refresh rate of most displays
    /// (SDL's display mode gives 0 under X servers that do not say).
    static let animationFrameInterval = 1.0 / 60

    /// The modifier keys held now, for a pointer event.
    private func heldModifiers() -> EventModifiers {
        let keys = SDLWindow.modifierKeys()
        return EventModifiers(shift: keys.shift, control: keys.control, option: keys.alt)
    }

    /// Moves arrive in floods: only the last one before a press, release or frame counts.
    private func applyPendingPointer() {
        guard let point = pendingPointer else { return }
        pendingPointer = nil
        pipeline.input.pointerMoved(to: point)
    }

    private func saveScreenshot() {
        let path = WindowHost.screenshotPath(in: FileManager.default.currentDirectoryPath)
        do {
            try PNGFile.write(pipeline.buffer, to: path)
            // Said at once, even when standard output is a file (it would wait for the exit):
            // `fflush(nil)` flushes every output stream.
            print("screenshot: \(path)")
            fflush(nil)
        } catch {
            RuntimeWarnings.emit(error.description, fix: "check that \((path as NSString).deletingLastPathComponent) can be written and the disk has room")
        }
    }
}

extension WindowHost {
    /// A screenshot's path in `folder`: the time to the millisecond, and a number after it
    /// when that name is taken (two screenshots in one millisecond never overwrite each other).
    nonisolated static func screenshotPath(in folder: String, now: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss.SSS"
        let stem = (folder as NSString).appendingPathComponent("tint-screenshot-\(formatter.string(from: now))")
        var path = stem + ".png"
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = "\(stem)-\(number).png"
            number += 1
        }
        return path
    }
}

/// The desktop's clipboard, through SDL, which carries text only: the other forms an app puts
/// there (its own types, images) are kept in the process beside the text they went with, and
/// read back while the desktop's clipboard still holds that text. Another app's copy replaces
/// the text, and with it those forms.
@MainActor
final class SystemClipboard: Clipboard {
    private var kept: (text: String?, contents: [ClipboardContent])?

    var text: String? {
        get { SDLWindow.clipboardText }
        set {
            kept = nil
            SDLWindow.clipboardText = newValue
        }
    }

    var contents: [ClipboardContent] {
        get {
            let text = SDLWindow.clipboardText
            if let kept, kept.text == text { return kept.contents }
            return text.map { [.text($0)] } ?? []
        }
        set {
            let text = newValue.plainText
            SDLWindow.clipboardText = text
            kept = (SDLWindow.clipboardText, newValue)
        }
    }
}
