import Foundation

/// Which parts of a view's geometry `matchedGeometryEffect` shares with its group, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `.matchedGeometryEffect`: the view joins the group of `id` in `namespace`. Render does the
/// work (TintBoxes' `MatchedGeometry`): a member that is not the source takes the source's
/// geometry, and one inserted as another leaves in an animated change flies from it.
package struct _MatchedGeometryModifier: ViewModifier {
    public typealias Body = Never
    package let id: AnyHashable
    package let namespace: Namespace.ID
    package let properties: MatchedGeometryProperties
    package let anchor: UnitPoint
    package let isSource: Bool
}

// On the main actor: the id need not be `Sendable` (it is compared where views are).
extension _MatchedGeometryModifier: @MainActor Equatable {}

extension View {
    /// Defines a group of views with synchronized geometry, as SwiftUI's
    /// `matchedGeometryEffect`: views sharing `id` in `namespace` share their frame (or the
    /// `properties` given). The source's geometry is given to the others; when an animated
    /// change removes one member and inserts another, the new one moves and resizes from where
    /// the old one was, while the old one goes out towards it.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryModifier(id: AnyHashable(id), namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}
