import TintCore
import TintLayout

/// How a box and its descendants are composited as a group (`.opacity`, `.clipShape`,
/// `.shadow`, the transforms, `.blur`, the colour effects, `.mask`).
public struct GroupEffect: Equatable, Sendable {
    public var opacity: Double = 1
    /// The shape, laid over the box's frame, outside which nothing of the group shows.
    public var clip: ShapeOutline?
    /// A blurred copy of the group's shape under it (`.shadow`).
    public var shadow: Shadow?
    /// The shadow the group's outside casts inside it (`ShadowStyle.inner`).
    public var innerShadow: Shadow?
    /// The group drawn scaled and rotated about an anchor (`.scaleEffect`, `.rotationEffect`),
    /// or turned in space (`.rotation3DEffect`).
    public var transform: Transform?
    /// The group blurred by a radius in points (`.blur`); `opaque` keeps its edges hard.
    public var blur: Blur?
    /// A map of the group's colours (`.brightness`, `.saturation`, `.grayscale`...).
    public var colors: ColorMatrix?
    /// Whether the box's last child is a mask (`.mask`): drawn not on the canvas but as the
    /// alpha through which the other children show.
    public var masksWithLastChild = false
    /// How the group's pixels combine with those beneath it (`.blendMode`); `nil`: source-over.
    public var blendMode: PixelBlendMode?
    /// Whether the group is drawn in a layer of its own even with no other effect
    /// (`.compositingGroup`): the blend modes inside it combine with the group's pixels only.
    public var isolates = false

    /// `.scaleEffect`, `.rotationEffect` and `.rotation3DEffect`: the scale, the rotation, the
    /// turn in space, and the point of the box's frame they are about.
    public struct Transform: Equatable, Sendable {
        public var scaleX: CGFloat
        public var scaleY: CGFloat
        public var radians: Double
        public var anchor: UnitPoint
        public var rotation3D: Rotation3D?
        /// A move after the scale and rotation, in points (a transition's offset).
        public var translationX: CGFloat = 0
        public var translationY: CGFloat = 0
        /// Any map in the box's own points, origin at its top-left (`.transformEffect`,
        /// `.projectionEffect`), applied in place of the scale and rotation.
        public var projection: ProjectiveMap?

        public init(scaleX: CGFloat = 1, scaleY: CGFloat = 1, radians: Double = 0, anchor: UnitPoint, rotation3D: Rotation3D? = nil) {
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.radians = radians
            self.anchor = anchor
            self.rotation3D = rotation3D
        }

        /// The map in window pixels for a box framed at `frame` (points), `scale` pixels a point.
        public func map(frame: CGRect, scale: CGFloat) -> ProjectiveMap {
            let anchorPoint = CGPoint(x: (frame.minX + anchor.x * frame.width) * scale, y: (frame.minY + anchor.y * frame.height) * scale)
            if let projection {
                // Into the box's points, the map, and back into window pixels.
                let into = ProjectiveMap(AffineMap(a: 1 / scale, b: 0, c: 0, d: 1 / scale, tx: -frame.minX, ty: -frame.minY))
                let out = ProjectiveMap(AffineMap(a: scale, b: 0, c: 0, d: scale, tx: frame.minX * scale, ty: frame.minY * scale))
                return into.then(projection).then(out)
            }
            if let turn = rotation3D {
                // The viewer stands the frame's longer side divided by `perspective` away, as in SwiftUI.
                let distance = Swift.max(frame.width, frame.height) * scale / turn.perspective
                if let map = ProjectiveMap.rotation3D(radians: turn.radians, axis: turn.axis, anchor: anchorPoint, anchorZ: turn.anchorZ * scale, distance: distance) {
                    return map
                }
            }
            var map = AffineMap.about(anchorPoint, scaleX: scaleX, scaleY: scaleY, radians: radians)
            map.tx += translationX * scale
            map.ty += translationY * scale
            return ProjectiveMap(map)
        }
    }

    /// `.rotation3DEffect`'s angle, axis, depth of its anchor and relative perspective.
    public struct Rotation3D: Equatable, Sendable {
        public var radians: Double
        public var axis: (x: Double, y: Double, z: Double)
        public var anchorZ: CGFloat
        public var perspective: CGFloat

        public init(radians: Double, axis: (x: Double, y: Double, z: Double), anchorZ: CGFloat, perspective: CGFloat) {
            self.radians = radians
            self.axis = axis
            self.anchorZ = anchorZ
            self.perspective = perspective
        }

        public static func == (a: Rotation3D, b: Rotation3D) -> Bool {
            a.radians == b.radians && a.axis == b.axis && a.anchorZ == b.anchorZ && a.perspective == b.perspective
        }
    }

    /// `.shadow`'s colour, blur radius (points) and offset (points).
    public struct Shadow: Equatable, Sendable {
        public var color: Color
        public var radius: CGFloat
        public var x: CGFloat
        public var y: CGFloat

        public init(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat) {
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }
    }

    /// `.blur`'s radius (points), and whether the edges stay hard.
    public struct Blur: Equatable, Sendable {
        public var radius: CGFloat
        public var opaque: Bool

        public init(radius: CGFloat, opaque: Bool) {
            self.radius = radius
            self.opaque = opaque
        }
    }

    public init(opacity: Double = 1, clip: ShapeOutline? = nil, shadow: Shadow? = nil, transform: Transform? = nil,
                blur: Blur? = nil, colors: ColorMatrix? = nil, masksWithLastChild: Bool = false, blendMode: PixelBlendMode? = nil) {
        self.opacity = opacity
        self.clip = clip
        self.shadow = shadow
        self.transform = transform
        self.blur = blur
        self.colors = colors
        self.masksWithLastChild = masksWithLastChild
        self.blendMode = blendMode == .normal ? nil : blendMode
    }

    /// Whether painting needs a layer of its own for the group (a clear group needs none).
    public var needsLayer: Bool {
        opacity < 1 || clip != nil || shadow != nil || transform != nil || blur != nil || colors != nil || masksWithLastChild || blendMode != nil
            || isolates || innerShadow != nil
    }

    /// Whether a change inside the group changes pixels beyond the changed box (a shadow, a
    /// transform, a blur spreading it): a change inside it repaints it all.
    public var reachesBeyondChildren: Bool {
        shadow != nil || transform != nil || blur != nil || innerShadow != nil
    }
}
