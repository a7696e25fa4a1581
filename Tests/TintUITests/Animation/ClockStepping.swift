import Foundation
import TintUI

extension HeadlessHost {
    /// Moves the host's clock on by `seconds` and renders the frame at that instant: the
    /// animation tests' one way to step time.
    @discardableResult
    func advance(by seconds: Double) -> FrameReport {
        currentDate = currentDate.addingTimeInterval(seconds)
        return renderFrame()
    }
}
