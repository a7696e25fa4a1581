import TintCore
import TintReconciler

/// What one frame did: the test-facing account of diffing, damage and repaint.
public struct FrameReport: Sendable {
    /// Body evaluations this frame, by view type.
    public var bodyRuns = BodyRunCounts()
    /// Body evaluations this frame, by view type name (made from `bodyRuns` when read).
    public var bodyEvaluations: [String: Int] {
        get { bodyRuns.byName }
        set { bodyRuns = BodyRunCounts(byName: newValue) }
    }
    /// Rebuilt views found equal to their previous value, whose bodies did not run.
    public var skippedBodies = 0
    /// The damaged rectangles, in points.
    public var damage: [CGRect] = []
    /// Pixels rasterized again this frame.
    public var repaintedPixels = 0
    /// How many threads drew this frame's pixels: 1 unless a large repaint was shared between
    /// them (`HostOptions.paintThreads`, `RenderTree.pixelsWorthThreads`); 0 when nothing was
    /// drawn.
    public var paintThreads = 0
    /// Why each body ran, one line per body: `"Counter: _count changed."` (RULES 1.10).
    public var explanations: [String] = []
    /// Runtime warnings emitted during the frame (bad input, state written during body, ...).
    public var warnings: [String] = []

    public init() {}

    /// Total bodies run this frame.
    public var totalBodyEvaluations: Int { bodyRuns.total }
}
