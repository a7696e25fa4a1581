import TintCore
import TintLayout

/// Where layout put a box that asked to hear of it (`BoxContent.onPlaced`).
public struct BoxPlacement: Equatable, Sendable {
    /// The box's frame, in window points.
    public var frame: CGRect
    /// The part of the frame that can show: the frame cut by the viewports of the scroll views
    /// and clipped views around it, and by the window.
    public var visibleRect: CGRect
    /// The frames of the box's children, in order.
    public var childFrames: [CGRect]
    /// The frame of the box the content asked to reveal (`BoxContent.revealing`), in window
    /// points; nil when it asked for none or that box is not laid out.
    public var revealedFrame: CGRect?

    public init(frame: CGRect, visibleRect: CGRect, childFrames: [CGRect], revealedFrame: CGRect? = nil) {
        self.frame = frame
        self.visibleRect = visibleRect
        self.childFrames = childFrames
        self.revealedFrame = revealedFrame
    }
}
