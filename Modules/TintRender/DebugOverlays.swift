import TintBoxes
import TintCore
import TintRaster
import TintText

/// Which debug overlays the render tree draws (RULES 4.2).
public struct DebugOverlayOptions: Equatable, Sendable {
    /// Every view whose body ran gets a fresh random translucent colour over its frame; views
    /// that were skipped keep theirs (seed 000's "disco effect").
    public var tint = false
    /// Each view's body count in a small badge at its top-leading corner.
    public var badges = false
    /// The colours' seed: the same seed and the same updates give the same colours.
    public var seed: UInt64 = 0x7EA5_EED

    public init(tint: Bool = false, badges: Bool = false, seed: UInt64 = 0x7EA5_EED) {
        self.tint = tint
        self.badges = badges
        self.seed = seed
    }
}

/// Random translucent colours from a seed (SplitMix64), so tinted frames are reproducible.
struct TintColors {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Color {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        // A vivid hue, a third opaque: the view stays readable under it.
        let hue = Double(z % 360) / 60
        let x = 1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double) = switch Int(hue) {
        case 0: (1, x, 0)
        case 1: (x, 1, 0)
        case 2: (0, 1, x)
        case 3: (0, x, 1)
        case 4: (x, 0, 1)
        default: (1, 0, x)
        }
        return Color(red: 0.1 + 0.85 * r, green: 0.1 + 0.85 * g, blue: 0.1 + 0.85 * b, opacity: 0.35)
    }
}

/// The debug overlays' state: a tint and a body count per reported view, and the heads-up
/// display. Overlays are drawn over all boxes; each records the pixels it covered, so a change
/// damages exactly its old and new area, like any box.
@MainActor
final class DebugOverlays {
    private(set) var options = DebugOverlayOptions()
    private var colors = TintColors(seed: DebugOverlayOptions().seed)

    private struct ViewOverlay {
        var run: BodyRun
        var color: Color
        /// The union of the view's boxes' frames, in points, as of the last layout.
        var frame: CGRect = .null
        /// The pixels the tint and badge covered when last painted.
        var painted = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var changed = true
    }

    private var views: [Int: ViewOverlay] = [:]
    /// Views in drawing order (outer views first), rebuilt when views come or go.
    private var order: [Int] = []
    private var orderIsStale = false
    private var anyChanged = false
    private var hudLines: [String]?
    private var hudPainted = PixelRect(x: 0, y: 0, width: 0, height: 0)

    func setOptions(_ new: DebugOverlayOptions, tree: RenderTree) {
        guard new != options else { return }
        if new.seed != options.seed { colors = TintColors(seed: new.seed) }
        options = new
        // Everything drawn so far may change: repaint every overlay's area.
        for (id, overlay) in views {
            tree.damage.add(overlay.painted, clip: tree.canvasBounds)
            views[id]?.changed = true
        }
        anyChanged = true
    }

    func bodyRan(_ run: BodyRun) {
        if var overlay = views[run.viewID] {
            overlay.run = run
            overlay.color = colors.next()
            overlay.changed = true
            views[run.viewID] = overlay
        } else {
            views[run.viewID] = ViewOverlay(run: run, color: colors.next())
            orderIsStale = true
        }
        anyChanged = true
    }

    func ended(viewID: Int, tree: RenderTree) {
        guard let overlay = views.removeValue(forKey: viewID) else { return }
        tree.damage.add(overlay.painted, clip: tree.canvasBounds)
        orderIsStale = true
    }

    /// After layout: each overlay follows its view's frame; damages what changed.
    func refresh(in tree: RenderTree, afterLayout: Bool) {
        guard !views.isEmpty, afterLayout || anyChanged else { return }
        anyChanged = false
        let badgeFace = options.badges ? tree.face(for: DebugOverlays.badgeFont) : nil
        for id in views.keys {
            guard var overlay = views[id] else { continue }
            var frame = CGRect.null
            for boxID in overlay.run.boxes { if let box = tree.boxes[boxID] { frame = frame.union(box.frame) } }
            guard overlay.changed || frame != overlay.frame else { continue }
            overlay.frame = frame
            overlay.changed = false
            var painted = PixelRect(x: 0, y: 0, width: 0, height: 0)
            if !frame.isNull, visible(overlay) {
                painted = PixelRect(covering: frame, scale: tree.scale)
                if let badgeFace { painted = painted.union(badgeRect(overlay, face: badgeFace, scale: tree.scale)) }
            }
            tree.damage.add(overlay.painted, clip: tree.canvasBounds)
            tree.damage.add(painted, clip: tree.canvasBounds)
            overlay.painted = painted
            views[id] = overlay
        }
    }

    private func visible(_ overlay: ViewOverlay) -> Bool {
        options.tint || options.badges || overlay.run.forced
    }

    func setHeadsUpDisplay(_ lines: [String]?, tree: RenderTree) {
        guard lines != hudLines else { return }
        hudLines = lines
        tree.damage.add(hudPainted, clip: tree.canvasBounds)
        hudPainted = lines.flatMap { hudRect($0, tree: tree) } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        tree.damage.add(hudPainted, clip: tree.canvasBounds)
    }

    // MARK: Painting

    static let badgeFont = Font.system(size: 9, weight: .bold)
    static let hudFont = Font.system(size: 11)

    func paint(on canvas: Canvas, tree: RenderTree) {
        if !views.isEmpty {
            if orderIsStale {
                order = views.keys.sorted { (views[$0]!.run.depth, $0) < (views[$1]!.run.depth, $1) }
                orderIsStale = false
            }
            let badgeFace = options.badges ? tree.face(for: DebugOverlays.badgeFont) : nil
            for id in order {
                guard let overlay = views[id], overlay.painted.intersects(canvas.clip) else { continue }
                if options.tint || overlay.run.forced { canvas.fill(overlay.frame, color: overlay.color) }
                if let badgeFace { drawBadge(overlay, face: badgeFace, on: canvas, scale: tree.scale) }
            }
        }
        if let hudLines, hudPainted.intersects(canvas.clip), let face = tree.face(for: DebugOverlays.hudFont) {
            canvas.fill(hudPainted.cgRect(scale: tree.scale), color: Color(white: 0.1, opacity: 0.8))
            for (index, line) in hudLines.enumerated() {
                draw(line, face: face, x: hudPainted.x + 6, y: hudPainted.y + 4 + index * face.height, color: .white, on: canvas)
            }
        }
    }

    /// The badge: the body count, white on dark, inside the view's top-leading corner.
    private func badgeRect(_ overlay: ViewOverlay, face: FontFace, scale: CGFloat) -> PixelRect {
        let origin = PixelRect(covering: overlay.frame, scale: scale)
        let text = TextLine("\(overlay.run.count)", face: face)
        return PixelRect(x: origin.x, y: origin.y, width: text.width + 4, height: face.height + 2)
    }

    private func drawBadge(_ overlay: ViewOverlay, face: FontFace, on canvas: Canvas, scale: CGFloat) {
        let rect = badgeRect(overlay, face: face, scale: scale)
        canvas.fill(rect.cgRect(scale: scale), color: Color(white: 0.15, opacity: 0.85))
        draw("\(overlay.run.count)", face: face, x: rect.x + 2, y: rect.y + 1, color: .white, on: canvas)
    }

    private func hudRect(_ lines: [String], tree: RenderTree) -> PixelRect? {
        guard let face = tree.face(for: DebugOverlays.hudFont), !lines.isEmpty else { return nil }
        let width = lines.map { TextLine($0, face: face).width }.max()! + 12
        let height = lines.count * face.height + 8
        let margin = Int((8 * tree.scale).rounded())
        return PixelRect(x: tree.canvasBounds.maxX - width - margin, y: margin, width: width, height: height)
    }

    private func draw(_ string: String, face: FontFace, x: Int, y: Int, color: Color, on canvas: Canvas) {
        for placed in TextLine(string, face: face).glyphs {
            canvas.draw(mask: placed.glyph.mask, x: x + placed.x, y: y + placed.y, color: color)
        }
    }
}
