import Foundation
import TintBoxes
import TintCore
import TintRaster
import TintReconciler
import TintRender
import TintText
import TintViews

/// One frame, the same for the headless and the window host (docs/architecture.md "One frame"):
/// update dirty views -> apply the change set -> layout what changed -> paint the damage.
/// Nothing changed: nothing runs and nothing is painted.
@MainActor
final class FramePipeline {
    let graph: ViewGraph
    let tree: RenderTree
    private(set) var buffer: PixelBuffer
    /// Applied to the graph when set, not per frame.
    var options = HostOptions() {
        didSet { applyOptions() }
    }

    private func applyOptions() {
        // The views see the options (and a way to change them) in their environment.
        var environment = graph.rootEnvironment
        environment.hostInspector = HostInspector(
            explanations: { [weak self] in self?.lastExplanations ?? [] },
            audit: { [weak self] in self?.graph.auditMountedViews() ?? [] })
        environment.hostOptions = HostOptionsControl(options: options, update: { [weak self] change in
            guard let self else { return }
            var options = self.options
            change(&options)
            self.options = options
        })
        environment.colorScheme = options.colorScheme ?? systemColorScheme
        environment.layoutDirection = options.layoutDirection
        environment.accessibilityReduceMotion = options.reduceMotion
        tree.reducesMotion = options.reduceMotion
        environment._caretMotion = FramePipeline.caretMotion
        graph.setEnvironment(environment)
        graph.comparator = FramePipeline.comparator(for: options)
        graph.recordsExplanations = options.recordExplanations
        graph.tracksBodyRuns = options.debugTint || options.renderCountBadges
        tree.debugOverlayOptions = DebugOverlayOptions(tint: options.debugTint, badges: options.renderCountBadges, seed: options.debugTintSeed)
        if !options.headsUpDisplay { tree.setHeadsUpDisplay(nil) } else { headsUpDisplayIsStale = true }
    }

    /// Text fields step the caret on screen in right-to-left text with the text engine.
    static let caretMotion = _CaretMotion { line, caret, rightward, font, rightToLeft in
        guard let face = try? FontLibrary.shared.face(for: font) else { return nil }
        return face.visualCaretStep(in: line, from: caret, rightward: rightward, rightToLeftByDefault: rightToLeft)
    }

    /// The scheme `HostOptions.colorScheme == nil` stands for: light headless, the desktop's
    /// in a window.
    var systemColorScheme = ColorScheme.light {
        didSet { if systemColorScheme != oldValue { applyOptions() } }
    }

    /// The scheme the window's background was last painted in: a change repaints it all.
    private var paintedColorScheme: ColorScheme?

    /// Set when the heads-up display must be drawn at the next frame even if nothing changed.
    private var headsUpDisplayIsStale = false

    /// Why bodies ran in the last frame that ran any (`HostInspector`).
    private var lastExplanations: [String] = []

    /// The last frame's duration, for the heads-up display.
    private var lastFrameTime: Double?

    /// Size in points.
    private(set) var size: CGSize

    init<Root: View>(root: Root, width: Int, height: Int, scale: CGFloat) {
        let positiveScale = scale.isFinite && scale > 0 ? scale : 1
        if positiveScale != scale { RuntimeWarnings.emit("host scale \(scale) is not a positive number; using 1") }
        let w = FramePipeline.dimension(width, "width"), h = FramePipeline.dimension(height, "height")
        let safeScale = CanvasLimits.scale(positiveScale, width: w, height: h)
        // The window root layers presentations (sheets, alerts) over the app's view.
        graph = ViewGraph(root: _WindowRoot(root))
        // The render tree keeps removed views on screen while their transition plays: their
        // `onDisappear` waits for it.
        graph.holdsDisappearActions = true
        tree = RenderTree(scale: safeScale)
        tree.imageLoader = ImageLoading.load
        size = CGSize(width: CGFloat(w), height: CGFloat(h))
        buffer = PixelBuffer(width: Int((CGFloat(w) * safeScale).rounded()), height: Int((CGFloat(h) * safeScale).rounded()))
        HostLogging.installOnce()
        applyOptions()
    }

    private static func dimension(_ value: Int, _ name: String) -> Int {
        if value < 0 || value > 16384 {
            RuntimeWarnings.emit("host \(name) \(value) is outside 0...16384; clamped")
        }
        return Swift.min(16384, Swift.max(0, value))
    }

    /// Changes the canvas size (points); the next frame lays out and repaints everything.
    func resize(width: Int, height: Int) {
        let (w, h) = CanvasLimits.size(width: FramePipeline.dimension(width, "width"), height: FramePipeline.dimension(height, "height"), scale: tree.scale)
        size = CGSize(width: CGFloat(w), height: CGFloat(h))
        buffer = PixelBuffer(width: Int((CGFloat(w) * tree.scale).rounded()), height: Int((CGFloat(h) * tree.scale).rounded()))
        tree.damageAll()
    }

    /// Whether anything animates: frames, contents and shapes in the render tree, or an
    /// `Animatable` view's data in the graph. The host asks for frames while it does.
    var isAnimating: Bool { tree.isAnimating || graph.isAnimating }

    /// The size the window's content takes when offered `proposal`, after a frame.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        _ = renderFrame()
        return tree.roots.first?.sizeThatFits(proposal) ?? .zero
    }

    func renderFrame() -> FrameReport {
        let start = DispatchTime.now().uptimeNanoseconds
        var report = FrameReport()
        // Animations move to where they are now; timelines whose tick came are built again.
        tree.beginFrame(at: graph.now())
        defer { tree.endFrame() }
        // Views whose removal transition ended this frame have disappeared.
        graph.releaseDisappearActions(isShown: tree.isShown)
        graph.advanceAnimations()
        graph.fireTimers()
        var pass = 0
        var inserted = 0
        while true {
            if graph.needsUpdate {
                let (changes, statistics) = graph.update()
                let layers = tree.roots.count
                inserted += changes.insertCount
                // Handed over, not copied: a copy kept every operation twice until the tree had
                // applied them.
                tree.apply(consume changes)
                graph.releaseDisappearActions(isShown: tree.isShown)
                if tree.roots.count > layers { focusTopLayer() }
                if tree.containsFocusLinks { applyFocusStates() }
                report.bodyRuns.merge(statistics.bodyRuns)
                report.skippedBodies += statistics.skippedBodies
                report.explanations += statistics.explanations
            }
            tree.layout(in: size)
            pass += 1
            // Views built from their geometry (`GeometryReader`, lazy stacks) hear where layout
            // put them and may change: update and lay out again, until nothing moves.
            guard tree.deliverPlacements() else { break }
            guard pass < FramePipeline.maximumLayoutPasses else {
                RuntimeWarnings.emit("layout did not settle after \(pass) passes (a GeometryReader or lazy stack whose content keeps changing its own geometry); the rest waits for the next frame")
                break
            }
        }
        if options.headsUpDisplay, report.totalBodyEvaluations > 0 || tree.hasDamage || headsUpDisplayIsStale {
            headsUpDisplayIsStale = false
            tree.setHeadsUpDisplay(headsUpLines(report))
        }
        let scheme = graph.windowColorScheme ?? options.colorScheme ?? systemColorScheme
        if scheme != paintedColorScheme {
            paintedColorScheme = scheme
            tree.damageAll()
        }
        if options.repaintsEverything, tree.hasDamage { tree.damageAll() }
        let damage = tree.takeDamage()
        if !damage.isEmpty {
            tree.paint(damage, into: buffer, background: options.backgroundColor.resolved(in: scheme), threads: options.paintThreads)
        }
        if inserted >= FreedMemory.insertsBeforeTrimming { FreedMemory.handBack() }
        report.damage = damage.rects.map { $0.cgRect(scale: tree.scale) }
        report.repaintedPixels = damage.area
        report.paintThreads = damage.isEmpty ? 0 : tree.lastPaintThreads
        report.warnings = RuntimeWarnings.drain()
        if !report.explanations.isEmpty { lastExplanations = report.explanations }
        if !damage.isEmpty || report.totalBodyEvaluations > 0 {
            lastFrameTime = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        return report
    }

    /// The heads-up display: the previous frame's time (this one's is not known until it is
    /// painted), this frame's bodies, and the share of the window it repaints.
    private func headsUpLines(_ report: FrameReport) -> [String] {
        let canvas = Double(Swift.max(1, buffer.width * buffer.height))
        let damaged = Double(tree.pendingDamageArea) / canvas * 100
        return [
            "frame " + (lastFrameTime.map { String(format: "%.2f ms", $0) } ?? "-"),
            "bodies \(report.totalBodyEvaluations) run, \(report.skippedBodies) skipped",
            "animating \(tree.animationCount + graph.animationCount)",
            String(format: "repainted %.1f %%", damaged),
        ]
    }

    /// Runs the action of the topmost tappable view under `point`; true when there was one.
    @discardableResult
    func tap(at point: CGPoint) -> Bool {
        // A tap is a click: a press and a release at the same point (focus, drags, actions).
        let hadTarget = tree.actionTarget(at: point) != nil
        pointerDown(at: point)
        pointerUp(at: point)
        return hadTarget
    }

    /// A secondary (right) click at `point`: runs the context menu action of the topmost view
    /// there that has one; true when there was one.
    @discardableResult
    func secondaryClick(at point: CGPoint) -> Bool {
        _PointerLocation.lastClick = point
        lastPress = point
        guard let action = tree.secondaryActionTarget(at: point)?.content.secondaryAction else { return false }
        action()
        return true
    }

    /// Passes of update and layout one frame may take for views built from their geometry.
    static let maximumLayoutPasses = 8

    /// The current state painted from scratch into a new buffer, the state untouched: what
    /// damage-only repaint must equal, pixel for pixel (RULES 4.1). Drawn on one thread, so
    /// it is also what a repaint shared between threads must equal.
    func fullRepaint() -> PixelBuffer {
        let fresh = PixelBuffer(width: buffer.width, height: buffer.height)
        paint([fresh.bounds], into: fresh, threads: 1)
        return fresh
    }

    /// Paints `rects` (pixels) of the current state into `target`.
    private func paint(_ rects: [PixelRect], into target: PixelBuffer, threads: Int) {
        var region = DamageRegion()
        for rect in rects { region.add(rect, clip: target.bounds) }
        tree.paint(region, into: target, background: options.backgroundColor.resolved(in: paintedColorScheme ?? .light), threads: threads)
    }

    /// Paints `rects` (points) again from the current state, as a frame with that damage would.
    func repaint(_ rects: [CGRect]) {
        paint(rects.map { PixelRect(covering: $0, scale: tree.scale) }, into: buffer, threads: options.paintThreads)
    }

    /// The pointer pressed: where, on which drag target and which tappable control.
    private struct Press {
        var start: CGPoint
        var dragBox: RenderBox?
        var tapBox: RenderBox?
        /// The link of a text the button went down on.
        var link: URL?
        var dragging = false
    }

    private var press: Press?
    /// Where the last press went down (left or right), in points: of two views answering one
    /// key, the one there takes it (`RenderTree.shortcutAction`). Nil until the first press.
    private var lastPress: CGPoint?

    // MARK: Keyboard

    /// The box with the keyboard focus (a text field), if any.
    private var focused: BoxID?
    /// Where copy and cut put text and paste takes it from.
    var clipboard: any Clipboard = MemoryClipboard()

    /// Whether a text field has the focus (then keys type instead of being shortcuts).
    var hasKeyboardFocus: Bool { focusedInput != nil }

    private var focusedInput: (@MainActor (TextInputEvent) -> String?)? {
        focused.flatMap { tree.boxes[$0]?.content.textInput }
    }

    /// A presentation came up over the window: a field beneath it loses the keyboard focus,
    /// which goes only to the top layer, and to its first text field, as a macOS sheet gives
    /// it (typing into a sheet reaches its field without a click).
    private func focusTopLayer() {
        // The window's own root is not a presentation: its fields wait for a click.
        guard tree.roots.count > 1, let top = tree.roots.last else { return }
        if let focused, tree.root(of: focused) === top { return }
        focus(tree.firstTextInput(in: top))
    }

    /// Gives the focus to `box` (`nil`: to nothing), telling the old and the new field, and the
    /// focus states (`.focused`) whose views it left or entered.
    func focus(_ box: RenderBox?) {
        guard box?.id != focused else { return }
        _ = focusedInput?(.focus(false))
        focused = box?.id
        _ = box?.content.textInput?(.focus(true))
        for link in tree.focusLinks() {
            guard let focusLink = link.box.content.focusLink else { continue }
            let has = link.field != nil && link.field?.id == focused
            if has != focusLink.isFocused { focusLink.setFocused(has) }
        }
    }

    /// After an update: a focus state that says a view has the focus moves it there; one that
    /// no longer says so for the focused field takes it away.
    private func applyFocusStates() {
        var target: RenderBox?
        var release = false
        for link in tree.focusLinks() {
            guard let focusLink = link.box.content.focusLink, let field = link.field else { continue }
            if focusLink.isFocused, target == nil { target = field }
            if !focusLink.isFocused, field.id == focused { release = true }
        }
        if let target, target.id != focused {
            focus(target)
        } else if release, target == nil {
            focus(nil)
        }
    }

    /// A key went down; returns whether the focused field took it.
    func keyDown(_ name: String, shift: Bool, control: Bool) -> Bool {
        guard let input = focusedInput else { return false }
        return type(name, shift: shift, control: control, into: input)
    }

    /// A key went down: the focused text field takes it, else a keyboard shortcut. Returns
    /// whether either did.
    ///
    /// A key with Ctrl (Tint's Command) goes to a shortcut that matches it first, as a Command
    /// shortcut does on macOS even while a field is being edited (a Save button's Ctrl+S); the
    /// field gets it when no shortcut does (Ctrl+C copies). Other keys go to the field first.
    func keyPressed(_ name: String, shift: Bool, control: Bool) -> Bool {
        if control, let action = tree.shortcutAction(keyName: name, shift: shift, control: control, near: lastPress) {
            action()
            return true
        }
        if keyDown(name, shift: shift, control: control) { return true }
        // A Ctrl key's shortcut was looked for above.
        guard !control, let action = tree.shortcutAction(keyName: name, shift: shift, control: false, near: lastPress) else { return false }
        action()
        return true
    }

    private func type(_ name: String, shift: Bool, control: Bool, into input: @MainActor (TextInputEvent) -> String?) -> Bool {
        switch (name, control) {
        case ("C", true): if let text = input(.copy), !text.isEmpty { clipboard.text = text }
        case ("X", true): if let text = input(.cut), !text.isEmpty { clipboard.text = text }
        case ("V", true): if let text = clipboard.text { _ = input(.insert(text)) }
        case ("Tab", _): focus(nil)
        case ("Escape", _):
            // The field lets go, and Escape goes on to what it means around the field: a
            // sheet's or alert's cancel (one press, not two).
            focus(nil)
            return false
        default: _ = input(.key(name, shift: shift, control: control))
        }
        return true
    }

    /// Text typed on the keyboard (after the keyboard layout and any input method).
    func textInput(_ text: String) {
        _ = focusedInput?(.insert(text))
    }

    /// An input method's pre-edit text for the focused field (empty: the composition ended).
    func compose(_ text: String) {
        _ = focusedInput?(.compose(text))
    }

    /// Where an input method's candidate window goes, in points: the focused field's caret,
    /// else the field.
    var focusedInputFrame: CGRect? {
        guard let box = focused.flatMap({ tree.boxes[$0] }) else { return nil }
        return tree.caretRect(in: box) ?? box.frame
    }

    /// The (left) button went down at `point`: a control there shows pressed; a drag may start;
    /// the text field there takes the focus (elsewhere, the focused one loses it).
    func pointerDown(at point: CGPoint) {
        _PointerLocation.lastClick = point
        lastPress = point
        focus(tree.textInputTarget(at: point))
        let tapBox = tree.actionTarget(at: point)
        press = Press(start: point, dragBox: tree.dragTarget(at: point), tapBox: tapBox, link: tree.link(at: point)?.url)
        tree.setPressed(tapBox)
        tapBox?.content.pressChanged?(true)
        continueDrag(to: point)
    }

    /// The button came up at `point`: ends a drag, or clicks the control it went down on if it
    /// is still over it (as a desktop button does).
    func pointerUp(at point: CGPoint) {
        guard let current = press else { return }
        press = nil
        tree.setPressed(nil)
        current.tapBox?.content.pressChanged?(false)
        if current.dragging, let box = current.dragBox, let drag = box.content.drag {
            drag.ended?(dragValue(current, point, box))
        } else if let url = current.link, let link = tree.link(at: point), link.url == url {
            // A click on a text's link opens it (the same link under the press and release).
            link.open.open(url)
        } else if let tapBox = current.tapBox, tapBox === tree.actionTarget(at: point) {
            tapBox.content.action?()
        }
    }

    private func dragValue(_ press: Press, _ point: CGPoint, _ box: RenderBox) -> DragGesture.Value {
        let origin = box.frame.origin
        var value = DragGesture.Value(startLocation: CGPoint(x: press.start.x - origin.x, y: press.start.y - origin.y),
                                      location: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
        value.viewSize = box.frame.size
        return value
    }

    /// While pressed: a drag begins once the pointer moved its minimum distance, then follows it.
    private func continueDrag(to point: CGPoint) {
        guard var current = press, let box = current.dragBox, let drag = box.content.drag else { return }
        if !current.dragging {
            let distance = ((point.x - current.start.x) * (point.x - current.start.x) + (point.y - current.start.y) * (point.y - current.start.y)).squareRoot()
            guard distance >= drag.minimumDistance else { return }
            current.dragging = true
            // A drag is not a click: the control it started on no longer shows pressed.
            current.tapBox?.content.pressChanged?(false)
            current.tapBox = nil
            tree.setPressed(nil)
            press = current
        }
        drag.changed?(dragValue(current, point, box))
    }

    /// The boxes the pointer is over, for `.onHover`.
    private var hovered: [BoxID] = []

    /// The pointer moved to `point` (`nil`: it left the window): views it left are told
    /// `false`, views it entered `true`, outer views before inner ones.
    func pointerMoved(to point: CGPoint?) {
        let now = point.map { tree.hoverTargets(at: $0) } ?? []
        let nowIDs = now.map(\.id)
        for id in hovered where !nowIDs.contains(id) { tree.boxes[id]?.content.onHover?(false) }
        for box in now where !hovered.contains(box.id) { box.content.onHover?(true) }
        hovered = nowIDs
        if let point { continueDrag(to: point) }
    }

    /// Sends `request` to `target`'s scroll view; false when there is none.
    @discardableResult
    func scroll(_ target: RenderBox?, _ request: ScrollRequest) -> Bool {
        guard let scroll = target?.content.onScroll else { return false }
        scroll(request)
        return true
    }

    private static func comparator(for options: HostOptions) -> ViewComparator {
        ViewComparator(policy: options.diffPolicy, engine: options.reflection)
    }
}
