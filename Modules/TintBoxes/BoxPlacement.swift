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

    public init(frame: CGRect, visibleRect: CGRect, childFrames: [CGRect]) {
        self.frame = frame
        self.visibleRect = visibleRect
        self.childFrames = childFrames
    }
}
