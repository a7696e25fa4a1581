import Foundation
import TintBoxes

/// Where the last layout put a box, in window points: the host puts one in the environment (it
/// owns the render tree), for the nodes that need the frames of views they do not lay out (a
/// scroll view finding the target at its top edge). Nil outside a host.
package struct _BoxFrames: Equatable, Sendable {
    package let frame: @MainActor @Sendable (BoxID) -> CGRect?

    package init(frame: @escaping @MainActor @Sendable (BoxID) -> CGRect?) {
        self.frame = frame
    }

    /// One service: any two are equal, so setting it changes nothing to diff.
    package static func == (a: _BoxFrames, b: _BoxFrames) -> Bool { true }
}

private struct BoxFramesKey: EnvironmentKey { static let defaultValue: _BoxFrames? = nil }

extension EnvironmentValues {
    package var _boxFrames: _BoxFrames? {
        get { self[BoxFramesKey.self] }
        set { self[BoxFramesKey.self] = newValue }
    }
}
