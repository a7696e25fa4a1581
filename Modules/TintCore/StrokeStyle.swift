import Foundation

/// How a stroke is drawn, as SwiftUI's `StrokeStyle`: its width, the ends of open lines, the
/// corners, how sharp a mitred corner may be, and dashes (lengths in points).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// The end of a stroked line, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
/// The corner of a stroked line, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }
