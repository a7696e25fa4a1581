import TintCore

/// Where a drag is now (`DragGesture.Value`).
public struct DragValue: Equatable, Sendable {
    /// Where the press began.
    public var startLocation: CGPoint
    /// Where the pointer is.
    public var location: CGPoint
    /// How far it moved since the press.
    public var translation: CGSize {
        CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }

    /// The size of the view the drag is on (a list row reorders by its own height).
    package var viewSize: CGSize = .zero

    public init(startLocation: CGPoint, location: CGPoint) {
        self.startLocation = startLocation
        self.location = location
    }
}

/// A drag that starts on a box (`.gesture(DragGesture()...)`): how far the pointer must move
/// before it is a drag, and what to tell as it moves and when it ends.
public struct DragHandlers {
    public var minimumDistance: CGFloat
    public var changed: (@MainActor (DragValue) -> Void)?
    public var ended: (@MainActor (DragValue) -> Void)?

    public init(minimumDistance: CGFloat, changed: (@MainActor (DragValue) -> Void)?, ended: (@MainActor (DragValue) -> Void)?) {
        self.minimumDistance = minimumDistance
        self.changed = changed
        self.ended = ended
    }
}
