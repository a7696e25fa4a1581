import TintCore
import TintLayout

/// One run of a view's body, for the debug overlays: which view (an id stable for the view's
/// lifetime), its boxes (its frame is theirs together), and how often its body has run.
public struct BodyRun: Sendable {
    public var viewID: Int
    /// The view's type name.
    public var name: String
    /// The boxes the view contributes (its body's topmost boxes).
    public var boxes: [BoxID]
    /// Body evaluations of this view since it appeared.
    public var count: Int
    /// Distance from the root: overlays of inner views are drawn over their ancestors'.
    public var depth: Int
    /// Tinted whatever the host's setting (`.debugTint()` around it).
    public var forced: Bool

    public init(viewID: Int, name: String, boxes: [BoxID], count: Int, depth: Int, forced: Bool) {
        self.viewID = viewID
        self.name = name
        self.boxes = boxes
        self.count = count
        self.depth = depth
        self.forced = forced
    }
}
