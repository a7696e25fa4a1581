@_exported import Foundation

// Tint uses Foundation's CGFloat, CGPoint, CGSize and CGRect, as SwiftUI does, so that
// layout code ports unchanged. This file adds the few helpers every module needs.

extension CGRect {
    /// True when every coordinate is a finite number.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as CoreGraphics' `CGVector` (which Foundation on Linux lacks):
/// SwiftUI's API speaks of velocities in it.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static var zero: CGVector { CGVector() }
}
#endif
