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
    /// Where the hosts hand pointer, key and scroll events (`InputRouter`).
    let input: InputRouter
    /// The file dialogs asked for and not yet answered.
    /// The window's presentations board: its views post sheets and alerts on it, and the
    /// host its file dialog.
    let presentations = _Board<_Presentation>()
    private(set) lazy var fileDialogs = FileDialogQueue(board: presentations, environment: { [unowned self] in self.graph.rootEnvironment })
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
        environment._interfaceIdiom = switch options.idiom {
        case .mac: .mac
        case .pad: .pad
        }
        environment.accessibilityReduceMotion = options.reduceMotion || desktopReducesMotion
        environment.colorSchemeContrast = systemContrast
        environment.accessibilityEnabled = assistiveTechnology.connected
        environment.accessibilityVoiceOverEnabled = assistiveTechnology.screenReader
        environment.displayScale = tree.scale
        environment.scenePhase = scenePhase
        environment.horizontalSizeClass = .of(width: size.width)
        environment.verticalSizeClass = .of(height: size.height)
        environment._windowSpace = windowSpace
        environment._editModeStore = editMode
        if environment.undoManager == nil { environment.undoManager = UndoManager() }
        if environment._windowCommands == nil { environment._windowCommands = _WindowCommands() }
        tree.reducesMotion = options.reduceMotion || desktopReducesMotion
        environment._caretMotion = FramePipeline.caretMotion
        environment._imageFetcher = RemoteImages.fetcher
        environment._pasteboard = input.keyboard.pasteboard
        environment._focusedValues = input.focus.focusedValues
        environment._dragDrop = input.dragDrop.service
        environment._fileDialogs = fileDialogs.service
        environment._symbolRasterizer = FramePipeline.symbolRasterizer
        environment._boxFrames = _BoxFrames { [weak tree = self.tree] id in tree?.layoutFrame(of: id) }
        graph.setEnvironment(environment)
        graph.comparator = FramePipeline.comparator(for: options)
        graph.recordsExplanations = options.recordExplanations
        graph.tracksBodyRuns = options.debugTint || options.renderCountBadges
        tree.debugOverlayOptions = DebugOverlayOptions(tint: options.debugTint, badges: options.renderCountBadges, seed: options.debugTintSeed)
        if !options.headsUpDisplay { tree.setHeadsUpDisplay(nil) } else { headsUpDisplayIsStale = true }
    }

    /// A canvas's symbols drawn offscreen by a pipeline of their own, in the canvas's
    /// environment, at its display's scale (`ImageRenderer`).
    static let symbolRasterizer = _SymbolRasterizer { view, environment in
        let renderer = ImageRenderer(content: view.transformEnvironment(\.self) { $0 = environment })
        renderer.scale = environment.displayScale
        return renderer.cgImage
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

    /// The contrast the desktop asks for (`\.colorSchemeContrast`): standard headless.
    var systemContrast = ColorSchemeContrast.standard {
        didSet { if systemContrast != oldValue { applyOptions() } }
    }

    /// Whether the desktop turned animations off: motion is reduced as with
    /// `HostOptions.reduceMotion`, which stays as the app set it.
    var desktopReducesMotion = false {
        didSet { if desktopReducesMotion != oldValue { applyOptions() } }
    }

    /// Whether assistive technology reads the window (`\.accessibilityEnabled`), and whether
    /// that is a screen reader (`\.accessibilityVoiceOverEnabled`): from the desktop's
    /// accessibility status; neither headless.
    var assistiveTechnology = (connected: false, screenReader: false) {
        didSet { if assistiveTechnology != oldValue { applyOptions() } }
    }

    /// Whether the window is in front (`@Environment(\.scenePhase)`): active headless, and in a
    /// window until it reports otherwise.
    var scenePhase = ScenePhase.active {
        didSet { if scenePhase != oldValue { applyOptions() } }
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
    private(set) var size: CGSize {
        didSet { windowSpace.frame = CGRect(origin: .zero, size: size) }
    }
    /// The window's frame as views read it (`containerRelativeFrame` outside a scroll view).
    private let windowSpace = _SpaceFrame()
    /// The window's edit mode (`EditButton`, `@Environment(\.editMode)`).
    private let editMode = _EditModeStore()

    init<Root: View>(root: Root, width: Int, height: Int, scale: CGFloat) {
        let positiveScale = scale.isFinite && scale > 0 ? scale : 1
        if positiveScale != scale { RuntimeWarnings.emit("host scale \(scale) is not a positive number; using 1", fix: "set a scale greater than 0") }
        let w = FramePipeline.dimension(width, "width"), h = FramePipeline.dimension(height, "height")
        let safeScale = CanvasLimits.scale(positiveScale, width: w, height: h)
        // The window root layers presentations (sheets, alerts) over the app's view.
        graph = ViewGraph(root: _WindowRoot(_WindowToolbarArea(content: root), presentations: presentations))
        // The render tree keeps removed views on screen while their transition plays: their
        // `onDisappear` waits for it.
        graph.holdsDisappearActions = true
        tree = RenderTree(scale: safeScale)
        tree.imageLoader = ImageLoading.load
        input = InputRouter(tree: tree)
        let clock = graph
        input.pointer.now = { [weak clock] in clock?.now() ?? Date() }
        size = CGSize(width: CGFloat(w), height: CGFloat(h))
        windowSpace.frame = CGRect(origin: .zero, size: size)
        buffer = PixelBuffer(width: Int((CGFloat(w) * safeScale).rounded()), height: Int((CGFloat(h) * safeScale).rounded()))
        HostLogging.installOnce()
        applyOptions()
    }

    private static func dimension(_ value: Int, _ name: String) -> Int {
        if value < 0 || value > 16384 {
            RuntimeWarnings.emit("host \(name) \(value) is outside 0...16384; clamped", fix: "use sizes from 0 to 16384 points")
        }
        return Swift.min(16384, Swift.max(0, value))
    }

    /// Changes the canvas size (points); the next frame lays out and repaints everything.
    func resize(width: Int, height: Int) {
        let (w, h) = CanvasLimits.size(width: FramePipeline.dimension(width, "width"), height: FramePipeline.dimension(height, "height"), scale: tree.scale)
        size = CGSize(width: CGFloat(w), height: CGFloat(h))
        buffer = PixelBuffer(width: Int((CGFloat(w) * tree.scale).rounded()), height: Int((CGFloat(h) * tree.scale).rounded()))
        tree.damageAll()
        // The size classes follow the window.
        if UserInterfaceSizeClass.of(width: size.width) != graph.rootEnvironment.horizontalSizeClass
            || UserInterfaceSizeClass.of(height: size.height) != graph.rootEnvironment.verticalSizeClass { applyOptions() }
    }

    /// Whether anything animates: frames, contents and shapes in the render tree, or an
    /// `Animatable` view's data in the graph. The host asks for frames while it does.
    var isAnimating: Bool { tree.isAnimating || graph.isAnimating || input.pointer.isRepeating }

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
        input.pointer.fireRepeats(now: graph.now())
        input.pointer.tick(now: graph.now())
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
                input.treeChanged(layersBefore: layers)
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
                RuntimeWarnings.emit("layout did not settle after \(pass) passes (a GeometryReader or lazy stack whose content keeps changing its own geometry); the rest waits for the next frame", fix: "let no content change its own size from the geometry it reads (or give it a fixed frame)")
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

    private static func comparator(for options: HostOptions) -> ViewComparator {
        ViewComparator(policy: options.diffPolicy, engine: options.reflection)
    }
}
