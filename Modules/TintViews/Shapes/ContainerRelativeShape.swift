import TintBoxes

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`: the shape
/// the nearest `.containerShape(_:)` around it set, drawn in this view's own frame (inset by
/// `inset(by:)`), or a rectangle where none is set.
///
/// SwiftUI makes a rounded container's corners concentric (a view inset from its container by
/// `d` gets corners `d` smaller); Tint draws the container's shape in the view's frame as it
/// is, the corners the container's own.
public struct ContainerRelativeShape: InsettableShape, Equatable {
    package var insetAmount: CGFloat = 0

    public init() {}

    /// Without a container, the frame: the container's shape is only known where it is drawn.
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var inset = self
        inset.insetAmount += amount.isFinite ? amount : 0
        return inset
    }
}

/// The container shape in the environment: its outline, and the same inset.
package struct _ContainerShape: Equatable, @unchecked Sendable {
    private let outline: ShapeDrawing.Outline
    private let inset: @MainActor (CGFloat) -> ShapeDrawing.Outline

    @MainActor
    init<S: InsettableShape>(_ shape: S) {
        outline = .of(shape)
        inset = { amount in .of(shape.inset(by: amount)) }
    }

    @MainActor
    func outline(insetBy amount: CGFloat) -> ShapeDrawing.Outline {
        amount == 0 ? outline : inset(amount)
    }

    package static func == (a: _ContainerShape, b: _ContainerShape) -> Bool { a.outline.isSame(as: b.outline) }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: _ContainerShape? = nil }

extension EnvironmentValues {
    package var _containerShape: _ContainerShape? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of this view as a container: the shape `ContainerRelativeShape` draws in
    /// the views inside.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        environment(\._containerShape, _ContainerShape(shape))
    }
}
