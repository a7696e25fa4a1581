import Foundation
import TintCore

/// `.matchedGeometryEffect`: the box's geometry joined to that of the other boxes of its group
/// (one id in one namespace). Render reads it twice: a box that is not the group's source is
/// placed where the source is (its frame, position or size, as `properties` says); and when an
/// animated update removes one member and inserts another, the new one flies from where the old
/// one was while the old one flies to it.
public struct MatchedGeometry: Equatable {
    /// A group: an id in a namespace.
    public struct Key: Hashable {
        public let namespace: Int
        public let id: AnyHashable

        public init(namespace: Int, id: AnyHashable) {
            self.namespace = namespace
            self.id = id
        }
    }

    /// Which parts of the geometry are shared.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let position = Properties(rawValue: 1 << 0)
        public static let size = Properties(rawValue: 1 << 1)
        public static let frame: Properties = [.position, .size]
    }

    public let key: Key
    public let properties: Properties
    /// The point of the frame that a shared position puts in the same place.
    public let anchor: UnitPoint
    /// Whether the others take this box's geometry (true) or it takes the source's (false).
    public let isSource: Bool

    public init(key: Key, properties: Properties, anchor: UnitPoint, isSource: Bool) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }

    /// Where a box whose frame is `own` goes when its group's geometry is `shared`: the shared
    /// size, position (the anchor points on each other) or both.
    public func frame(_ own: CGRect, sharing shared: CGRect) -> CGRect {
        let size = properties.contains(.size) ? shared.size : own.size
        guard properties.contains(.position) else {
            // Resized about its own anchor point.
            let x = own.minX + anchor.x * (own.width - size.width)
            let y = own.minY + anchor.y * (own.height - size.height)
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
        let pinX = shared.minX + anchor.x * shared.width, pinY = shared.minY + anchor.y * shared.height
        return CGRect(x: pinX - anchor.x * size.width, y: pinY - anchor.y * size.height, width: size.width, height: size.height)
    }
}
