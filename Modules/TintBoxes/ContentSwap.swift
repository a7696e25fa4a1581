import Foundation
import TintCore

/// `.contentTransition`: how a box's drawing changes to another in an animated update (a text's
/// string, a symbol), drawn by render as two copies: the old one going out while the new one
/// comes in. Without one, a changed drawing shows at once.
public enum ContentSwap: Equatable, Sendable {
    /// The old fades out as the new fades in (`.opacity`, and `.interpolate`, which Tint draws as
    /// a cross-fade).
    case fade
    /// The numbers roll (`.numericText`): counting up, the old rises out as the new rises in
    /// from below; counting down, both move down.
    case roll(countsDown: Bool)
    /// The numbers roll, up when `value` grew and down when it shrank (`.numericText(value:)`).
    case rollByValue(Double)
    /// The old shrinks away as the new grows in (a symbol's `.replace`).
    case scale

    /// The state the old drawing leaves for and the one the new comes from, for a box `height`
    /// points high that held `previous`.
    public func states(from previous: ContentSwap?, height: CGFloat) -> (removal: TransitionState, insertion: TransitionState) {
        let countsDown: Bool
        switch self {
        case .fade:
            return (TransitionState(opacity: 0), TransitionState(opacity: 0))
        case .scale:
            return (TransitionState(opacity: 0, scale: 0.5), TransitionState(opacity: 0, scale: 0.5))
        case .roll(let down):
            countsDown = down
        case .rollByValue(let value):
            if case .rollByValue(let old)? = previous { countsDown = value < old } else { countsDown = false }
        }
        let travel = (height.isFinite ? height : 0) * (countsDown ? 1 : -1)
        return (TransitionState(opacity: 0, offset: CGSize(width: 0, height: travel)),
                TransitionState(opacity: 0, offset: CGSize(width: 0, height: -travel)))
    }
}
