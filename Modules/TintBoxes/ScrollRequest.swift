import TintCore
import TintLayout

/// A request to move a scroll view's content.
public enum ScrollRequest: Equatable, Sendable {
    /// Moves the content offset by this much (a wheel step, a drag).
    case by(CGSize)
    /// Sets the content offset: the point of the content shown at the viewport's top-leading corner.
    case to(CGPoint)
}
