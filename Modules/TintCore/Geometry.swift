@_exported import Foundation

// Tint uses Foundation's CGFloat, CGPoint, CGSize and CGRect, as SwiftUI does, so that
// layout code ports unchanged. This file adds the few helpers every module needs.

extension CGRect {
    /// True when every coordinate is a finite number.
    public var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
