import Foundation
import TintBoxes
import TintCore
import TintImageIO
import TintRaster
import TintReconciler
import TintViews

/// Renders a view offscreen, frame by frame, for tests and tools: the same pipeline as the
/// window, without a display.
///
/// `init` only stores the root; the first `renderFrame()` mounts it, so options set before it
/// apply from the first frame.
@MainActor
public final class HeadlessHost {
    let pipeline: FramePipeline

    /// The window's title: its scene's, in a `HeadlessApp`; empty for a bare host.
    public internal(set) var title = ""

    /// Settings for diffing and drawing.
    public var options: HostOptions {
        get { pipeline.options }
        set { pipeline.options = newValue }
    }

    /// A host of `width` x `height` points at `scale` pixels per point.
    public init<Root: View>(rootView: Root, width: Int, height: Int, scale: CGFloat = 1) {
        pipeline = FramePipeline(root: rootView, width: width, height: height, scale: scale)
    }

    /// Runs pending updates, layout and paint; returns what the frame did.
    @discardableResult
    public func renderFrame() -> FrameReport {
        pipeline.renderFrame()
    }

    /// Body evaluations of every instance of `type` since the host was made.
    public func bodyEvaluationCount(of type: Any.Type) -> Int {
        pipeline.graph.bodyEvaluationCount(of: type)
    }

    /// The views mounted now, every view value of the tree counted (`ViewGraph.mountedViewCount`).
    public var mountedViewCount: Int { pipeline.graph.mountedViewCount }

    /// The diffability audit of every view type mounted now, under the host's policy and
    /// engine: which stored properties re-render each view on every parent update, and the fix.
    public func diffAudit() -> [DiffAuditReport] {
        pipeline.graph.auditMountedViews()
    }

    /// The frame, in points, of the view tagged `.accessibilityIdentifier(identifier)`, as of
    /// the last rendered frame.
    public func frame(of identifier: String) -> CGRect? {
        pipeline.tree.frame(ofIdentifier: identifier)
    }

    /// The window's accessibility tree as of the last rendered frame: the window (`"frame"`,
    /// named by its title) holding its controls, texts and images in reading order, as a
    /// screen reader reads them. `node.perform("click")` acts as one would.
    public func accessibilityTree() -> AccessibilityNode {
        pipeline.accessibilityTree(title: title)
    }

    /// Brings the window's kept accessibility tree up to date with the frames rendered since,
    /// as the app does after each frame while a screen reader is connected, and says what that
    /// changed. The first call reads the window whole; later ones read only what the frames
    /// touched (a changed label in a thousand rows, that label).
    @discardableResult
    public func updateAccessibility() -> AccessibilityUpdate {
        let tree = pipeline.tree.accessibility
        let changes = tree.update()
        tree.focus(on: pipeline.input.focus.focused)
        return AccessibilityUpdate(changes, in: tree)
    }

    /// The strings of the texts on screen, in paint order (a field's placeholder or its text).
    public func texts() -> [String] {
        pipeline.tree.shownTexts()
    }

    /// A mouse down and up at `point`: runs the tapped view's action. Bodies run at the next
    /// `renderFrame()`.
    public func tap(at point: CGPoint) {
        tap(at: point, modifiers: [])
    }

    /// Taps the centre of the view tagged `identifier`; warns when there is none.
    public func tap(_ identifier: String) {
        tap(identifier, modifiers: [])
    }

    /// Taps the centre of the view tagged `identifier` with modifier keys held (Shift extends a
    /// list's selection, Ctrl toggles a row).
    public func tap(_ identifier: String, modifiers: EventModifiers) {
        guard let frame = frame(of: identifier) else {
            RuntimeWarnings.emit("tap: no view has the accessibility identifier \"\(identifier)\"", fix: "give the view to tap .accessibilityIdentifier(\"\(identifier)\"), or check the name")
            return
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY), modifiers: modifiers)
    }

    /// A click at `point` with modifier keys held.
    public func tap(at point: CGPoint, modifiers: EventModifiers) {
        _ = pipeline.input.pointer.click(PointerEvent(location: point, modifiers: modifiers))
    }

    /// A secondary (right) click at `point`: opens the `.contextMenu` of the view there.
    public func secondaryTap(at point: CGPoint) {
        _ = pipeline.input.pointer.secondaryClick(PointerEvent(location: point))
    }

    /// A secondary click on the centre of the view tagged `identifier`.
    public func secondaryTap(_ identifier: String) {
        guard let frame = frame(of: identifier) else {
            RuntimeWarnings.emit("secondaryTap: no view has the accessibility identifier \"\(identifier)\"", fix: "give the view .accessibilityIdentifier(\"\(identifier)\"), or check the name")
            return
        }
        secondaryTap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The pointer moved to `point` (`nil`: out of the window): `.onHover` actions of the views
    /// it entered and left run now; their state changes show at the next `renderFrame()`.
    public func movePointer(to point: CGPoint?) {
        pipeline.input.pointerMoved(to: point)
    }

    /// Presses the button at `from`, moves the pointer to `to` in `steps` moves and releases it:
    /// a drag (`.gesture(DragGesture())`), or a click when it starts and ends on one control.
    public func drag(from: CGPoint, to: CGPoint, steps: Int = 4) {
        pipeline.input.pointer.down(PointerEvent(location: from))
        let count = Swift.max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            pipeline.input.pointerMoved(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        pipeline.input.pointer.up(PointerEvent(location: to))
    }

    /// Presses the pointer at `point` (the control there shows pressed at the next frame).
    public func pointerDown(at point: CGPoint) { pipeline.input.pointer.down(PointerEvent(location: point)) }

    /// Releases the pointer at `point`.
    public func pointerUp(at point: CGPoint) { pipeline.input.pointer.up(PointerEvent(location: point)) }

    /// Files dropped from a file manager at `point`: the drop target there that takes file URLs
    /// (`dropDestination(for: URL.self)`, `onDrop(of: [.fileURL])`) gets them, each as a file
    /// URL; a warning when none does.
    public func dropFiles(_ urls: [URL], at point: CGPoint) {
        pipeline.input.dragDrop.dropFiles(urls, at: point)
    }

    /// A touchpad pinch over `point`, from 1 to `scale` in four steps, then the fingers lift:
    /// a `MagnifyGesture` there hears each step and ends.
    public func pinch(at point: CGPoint, scale: CGFloat) {
        let steps = 4
        for step in 1...steps {
            // Geometric steps, as fingers spreading at a steady pace scale.
            let t = CGFloat(step) / CGFloat(steps)
            pipeline.input.pointer.transform(.magnify(scale > 0 ? pow(scale, t) : scale), at: point)
        }
        pipeline.input.pointer.transform(.transformEnded, at: point)
    }

    /// A touchpad rotation over `point` by `angle` (clockwise positive) in four steps, then the
    /// fingers lift: a `RotateGesture` there hears each step and ends.
    public func rotate(at point: CGPoint, by angle: Angle) {
        let steps = 4
        for step in 1...steps {
            pipeline.input.pointer.transform(.rotate(angle.radians * Double(step) / Double(steps)), at: point)
        }
        pipeline.input.pointer.transform(.transformEnded, at: point)
    }

    /// The time `TimelineView`s see: the system clock unless set; set it to step time in a
    /// test (the next `renderFrame()` runs the ticks that came).
    public var currentDate: Date {
        get { pipeline.graph.now() }
        set { pipeline.graph.now = { newValue } }
    }

    /// Types `text` into the focused text field (tap one first); nothing happens without one.
    public func type(_ text: String) {
        pipeline.input.keyboard.typed(text)
    }

    /// An input method composing `text` in the focused field, as SDL's text-editing events
    /// report it: shown underlined at the caret, not yet in the text; `type` then commits the
    /// result, and an empty string ends the composition.
    public func compose(_ text: String) {
        pipeline.input.keyboard.composed(text)
    }

    /// Where the window host tells the input method the caret is (points): the focused
    /// field's caret as last drawn, else the field; nil without a focused field.
    public var textInputRect: CGRect? { pipeline.input.focus.inputFrame }

    /// Whether anything is animating: the next frame at a later `currentDate` moves it.
    public var isAnimating: Bool { pipeline.isAnimating }

    /// Presses the key SDL names `name` ("Left", "Backspace", "A"), with Shift and Ctrl as given:
    /// to the focused text field if there is one, else to a matching `.keyboardShortcut`.
    /// Returns whether either took it.
    @discardableResult
    public func pressKey(_ name: String, shift: Bool = false, control: Bool = false) -> Bool {
        pressKey(name, shift: shift, control: control, repeated: false)
    }

    /// The same, as the keyboard's repeat of a held key (`repeated`): a text field takes it as
    /// any key, a shortcut only when its button repeats (`buttonRepeatBehavior(.enabled)`).
    @discardableResult
    public func pressKey(_ name: String, shift: Bool = false, control: Bool = false, repeated: Bool) -> Bool {
        pipeline.input.keyboard.pressed(KeyEvent(name: name, modifiers: EventModifiers(shift: shift, control: control), isRepeat: repeated))
    }

    /// The same with Alt (SwiftUI's Option) held or not, as a shortcut with `.option` needs.
    @discardableResult
    public func pressKey(_ name: String, shift: Bool = false, control: Bool = false, option: Bool, repeated: Bool = false) -> Bool {
        pipeline.input.keyboard.pressed(KeyEvent(name: name, modifiers: EventModifiers(shift: shift, control: control, option: option), isRepeat: repeated))
    }

    /// Releases the key SDL names `name`: the views around the focus that listen for releases
    /// (`onKeyPress(phases: .up)`) hear it. Returns whether one handled it.
    @discardableResult
    public func releaseKey(_ name: String, shift: Bool = false, control: Bool = false, option: Bool = false) -> Bool {
        pipeline.input.keyboard.released(KeyEvent(name: name, modifiers: EventModifiers(shift: shift, control: control, option: option)))
    }

    /// The accessibility identifier of the view that has the keyboard focus, or of the nearest
    /// view around it that has one; `nil` when nothing has the focus.
    public var focusedIdentifier: String? {
        pipeline.tree.identifier(around: pipeline.input.focus.focusedBox)
    }

    /// The clipboard text fields copy to and paste from: private to this host.
    public var clipboard: String? {
        get { pipeline.input.keyboard.clipboard.text }
        set {
            pipeline.input.keyboard.clipboard.text = newValue
            pipeline.input.keyboard.clipboardChanges.changed()
        }
    }

    /// Every form on this host's clipboard, most preferred first (what `ShareLink`'s Copy put
    /// there; what a `PasteButton` reads).
    public var clipboardContents: [ClipboardContent] {
        get { pipeline.input.keyboard.clipboard.contents }
        set {
            pipeline.input.keyboard.clipboard.contents = newValue
            pipeline.input.keyboard.clipboardChanges.changed()
        }
    }

    /// Scrolls the scroll view tagged `identifier` (or the first one inside the tagged view, or
    /// the nearest around it) by `delta` points; the content moves at the next `renderFrame()`,
    /// clamped to the content's bounds.
    public func scroll(_ identifier: String, by delta: CGSize) {
        scroll(identifier, .by(delta))
    }

    /// Sets the content offset of the scroll view tagged `identifier`: the content point shown
    /// at its top-leading corner (clamped to the content at the next frame).
    public func scroll(_ identifier: String, to offset: CGPoint) {
        scroll(identifier, .to(offset))
    }

    /// A mouse wheel turned over `point`: scrolls the innermost scroll view there by `delta`.
    public func scroll(at point: CGPoint, by delta: CGSize) {
        if !pipeline.input.scroll(pipeline.tree.scrollTarget(at: point), .by(delta)) {
            RuntimeWarnings.emit("scroll: no scroll view at \(point)", fix: "scroll at a point inside a ScrollView or List")
        }
    }

    private func scroll(_ identifier: String, _ request: ScrollRequest) {
        if !pipeline.input.scroll(pipeline.tree.scrollTarget(identifier: identifier), request) {
            RuntimeWarnings.emit("scroll: no scroll view is tagged, contains or surrounds the view \"\(identifier)\"", fix: "tag the scroll view, or a view inside it, .accessibilityIdentifier(\"\(identifier)\")")
        }
    }

    /// The pixel at (x, y), in pixels, with straight alpha; transparent outside the canvas.
    public func pixel(x: Int, y: Int) -> RGBA8 {
        pipeline.buffer.straightPixel(x: x, y: y) ?? RGBA8(r: 0, g: 0, b: 0, a: 0)
    }

    /// The rendered image.
    public var pixelBuffer: PixelBuffer { pipeline.buffer }

    /// How many images were decoded since the host was made (each source once: scrolling back
    /// to an image decodes nothing).
    public var decodedImageCount: Int { pipeline.tree.decodedImageCount }

    /// What Tint's caches hold now (`CacheReport`).
    public var cacheReport: CacheReport { CacheReport(pipeline: pipeline) }

    /// How many text boxes hold glyphs laid out (counted over every box: for tests). A text far
    /// outside the canvas is measured but not laid out into glyphs until it comes near.
    public var laidOutTextCount: Int { pipeline.tree.laidOutTextCount }

    /// The size the view takes when offered `proposal` (points), as its window measures it: for
    /// sizing a canvas to its content (previews). Brings the views up to date first.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        pipeline.sizeThatFits(proposal)
    }

    /// Changes the canvas to `width` x `height` points, as a window resized; the next frame
    /// lays out and repaints everything.
    public func resize(width: Int, height: Int) {
        pipeline.resize(width: width, height: height)
    }

    /// Paints `rects` (points) again from the last frame's state, as a frame with exactly that
    /// damage would: for measuring the rasterization of a damage on its own.
    public func repaint(_ rects: [CGRect]) {
        pipeline.repaint(rects)
    }

    /// The last frame's state painted from scratch into a new buffer, without touching the
    /// host: `renderFrame()` repaints only the damage, and must give exactly these pixels.
    public func fullRepaint() -> PixelBuffer {
        pipeline.fullRepaint()
    }

    /// Writes the rendered image as a PNG.
    public func writePNG(to path: String) throws {
        try PNGFile.write(pipeline.buffer, to: path)
    }
}
