import TintBoxes
/// `.opacity(_:)`: the view and everything in it drawn as one group, then faded.
package struct _OpacityEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var opacity: Double
}

/// `.compositingGroup()`: the view drawn in a layer of its own, then composited.
package struct _CompositingGroupEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
}

/// `.clipShape(_:)`, `.clipped()`, `.cornerRadius(_:)`: the view drawn only inside a shape
/// laid over its frame, with anti-aliased edges.
package struct _ClipEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var outline: ShapeOutline
}

extension View {
    /// Draws the view, with everything in it, at `opacity` (0...1) as one group.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }

    /// Draws only what lies inside `shape`, laid over the view's frame: a built-in shape clips
    /// the group directly; any other shape clips through a mask of its fill.
    @ViewBuilder
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        if let outlined = shape as? any _OutlinedShape {
            modifier(_ClipEffect(outline: outlined._outline))
        } else {
            mask(shape.fill(Color.black, style: style))
        }
    }

    /// Draws only what lies inside the view's frame. Tint's edges are always anti-aliased.
    public func clipped(antialiased: Bool = false) -> some View {
        modifier(_ClipEffect(outline: .rectangle))
    }

    /// Clips the view to its frame with rounded corners (deprecated in SwiftUI, still common).
    /// Tint's edges are always anti-aliased.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Draws the view and everything in it as one group before the effects around it apply,
    /// as SwiftUI's `compositingGroup`: an opacity around it fades the group, not each part
    /// (their overlaps do not show through), and the blend modes inside it combine with the
    /// group's own pixels, not with what is beneath the group. Drawn in a layer of its own.
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect())
    }

    /// Draws the view offscreen as one image before compositing it, as SwiftUI's
    /// `drawingGroup`: a group, as `compositingGroup`. Tint draws in software, in sRGB,
    /// whatever `opaque` and `colorMode` ask.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        compositingGroup()
    }

    /// Hides the view: it keeps its place in the layout, draws nothing and takes no clicks.
    public func hidden() -> some View {
        modifier(_OpacityEffect(opacity: 0)).allowsHitTesting(false)._accessibility { $0.isHidden = true }
    }
}

/// `.border(_:width:)`: a line of `width` drawn inside the view's frame, over its content.
package struct _BorderEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var color: Color
    public var width: CGFloat
}

extension View {
    /// Draws a border `width` points wide inside the view's frame, over the view (SwiftUI's
    /// `border`: it neither grows the view nor moves its content).
    public func border(_ color: Color, width: CGFloat = 1) -> some View {
        modifier(_BorderEffect(color: color, width: width))
    }

    /// Draws a border in any style (`.tint`, a gradient) `width` points wide inside the view's
    /// frame, over the view.
    @_disfavoredOverload
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

/// `.shadow(color:radius:x:y:)`: a blurred copy of the view's shape, in `color`, under it.
package struct _ShadowEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let color: Color
    public let radius: CGFloat
    public let x: CGFloat
    public let y: CGFloat
}

extension View {
    /// Draws a blurred copy of this view's shape, in `color`, `radius` points soft and moved by
    /// (`x`, `y`), under the view, as SwiftUI's `shadow`.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}

/// `.scaleEffect`, `.rotationEffect` and `.rotation3DEffect`: the view drawn scaled, rotated or
/// turned in space about an anchor. Its frame in layout stays that of the untransformed view;
/// it takes clicks where it is drawn.
package struct _TransformEffect: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let scaleX: CGFloat
    public let scaleY: CGFloat
    public let radians: Double
    public let anchor: UnitPoint
    /// `.rotation3DEffect`: the axis, the depth of the anchor and the relative perspective.
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)? = nil
    public var anchorZ: CGFloat = 0
    public var perspective: CGFloat = 1
    /// `.transformEffect` and `.projectionEffect`: a map in the view's own points.
    public var projection: ProjectiveMap? = nil

    public nonisolated static func == (a: Self, b: Self) -> Bool {
        a.projection == b.projection && a.scaleX == b.scaleX && a.scaleY == b.scaleY && a.radians == b.radians && a.anchor == b.anchor
            && a.axis.map { [$0.x, $0.y, $0.z] } == b.axis.map { [$0.x, $0.y, $0.z] } && a.anchorZ == b.anchorZ && a.perspective == b.perspective
    }
}

extension View {
    /// Draws the view scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(scaleX: scale.width, scaleY: scale.height, radians: 0, anchor: anchor))
    }

    /// Draws the view scaled by `s` on both axes about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view turned by `angle` in space about `axis` through `anchor` (at depth
    /// `anchorZ`), seen in perspective: the viewer stands the frame's longer side divided by
    /// `perspective` away. Clicks land where it is drawn.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_TransformEffect(scaleX: 1, scaleY: 1, radians: angle.radians, anchor: anchor, axis: axis, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view mapped by `transform`, in its own coordinates (origin at its top-left).
    /// Its frame in layout stays; clicks land where it is drawn.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(scaleX: 1, scaleY: 1, radians: 0, anchor: .topLeading, projection: ProjectiveMap(transform)))
    }

    /// Draws the view mapped by a projective transform, in its own coordinates.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_TransformEffect(scaleX: 1, scaleY: 1, radians: 0, anchor: .topLeading, projection: transform.map))
    }

    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(scaleX: 1, scaleY: 1, radians: angle.radians, anchor: anchor))
    }
}

/// `.flipsForRightToLeftLayoutDirection`: the view drawn mirrored when the layout runs right to
/// left (an arrow, a progress glyph), as SwiftUI does; layout itself mirrors everything else.
package struct _FlipForRightToLeftModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let enabled: Bool
}

extension View {
    /// Draws this view mirrored horizontally when the layout direction is right to left.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRightToLeftModifier(enabled: enabled))
    }
}

/// A 3x3 projective transform, as SwiftUI's `ProjectionTransform` (CoreGraphics' layout: a point
/// is a row vector, `x' = (m11 x + m21 y + m31) / w` with `w = m13 x + m23 y + m33`).
public struct ProjectionTransform: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform, then `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(map: map.then(rhs.map))
    }

    /// Makes this transform its inverse; false (and unchanged) when it has none.
    public mutating func invert() -> Bool {
        guard let inverse = map.inverted else { return false }
        self = ProjectionTransform(map: inverse)
        return true
    }

    public func inverted() -> ProjectionTransform {
        var copy = self
        return copy.invert() ? copy : self
    }

    /// The map in Tint's column layout.
    var map: ProjectiveMap { ProjectiveMap([m11, m21, m31, m12, m22, m32, m13, m23, m33]) }

    init(map: ProjectiveMap) {
        let m = map.m
        m11 = m[0]; m21 = m[1]; m31 = m[2]; m12 = m[3]; m22 = m[4]; m32 = m[5]; m13 = m[6]; m23 = m[7]; m33 = m[8]
    }
}
