/// `.onGeometryChange`: the value made from the view's geometry after each placement, and what
/// to do when it changes (also once with the first value, as in SwiftUI).
struct _GeometryChangeModifier<T: Equatable>: ViewModifier {
    let transform: @MainActor (GeometryProxy) -> T
    let action: @MainActor (T, T) -> Void
    /// The last value, kept across bodies without being state: a new value runs no body.
    @State private var memo = _GeometryMemo<T>()
    @Environment(\._coordinateSpaces) private var spaces

    func body(content: Content) -> some View {
        let memo = memo, spaces = spaces, transform = transform, action = action
        return content.modifier(_PlacementObserver { frame in
            let value = transform(GeometryProxy(frame: frame, spaces: spaces.frames()))
            guard value != memo.value else { return }
            let old = memo.value ?? value
            memo.value = value
            action(old, value)
        })
    }
}

/// The last value an `onGeometryChange` saw.
@MainActor
final class _GeometryMemo<T> {
    var value: T?
}

/// `.containerRelativeFrame`: a frame sized from the innermost scroll view's viewport, or the
/// window's, along the given axes.
struct _ContainerRelativeFrameModifier: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: @MainActor (CGFloat, Axis) -> CGFloat
    @Environment(\._coordinateSpaces) private var spaces
    @Environment(\._windowSpace) private var window

    func body(content: Content) -> some View {
        // Read through the observable frame: a resized container runs this body again.
        let container = (spaces.space(named: EnvironmentValues._scrollViewSpaceName) ?? window)?.frame.size
        let width = axes.contains(.horizontal) ? container.map { Self.repair(length($0.width, .horizontal)) } : nil
        let height = axes.contains(.vertical) ? container.map { Self.repair(length($0.height, .vertical)) } : nil
        return content.frame(width: width ?? nil, height: height ?? nil, alignment: alignment)
    }

    /// A length that is not a finite, non-negative number is left to the view, with a warning.
    private static func repair(_ length: CGFloat) -> CGFloat? {
        guard length.isFinite, length >= 0 else {
            RuntimeWarnings.emit("containerRelativeFrame: length \(length) is not a finite size; the view keeps its own", fix: "return a finite length of 0 or more from the closure")
            return nil
        }
        return length
    }
}

extension View {
    /// Calls `action` with the value `transform` makes from this view's geometry when it is
    /// first placed and whenever the value changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
                                               action: @escaping @MainActor (T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// The same, with the old value and the new.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping @MainActor (GeometryProxy) -> T,
                                               action: @escaping @MainActor (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform, action: action))
    }

    /// Sizes this view along `axes` to its container: the innermost scroll view's viewport, or
    /// the window.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in length }))
    }

    /// Sizes this view along `axes` to `span` of `count` equal parts of its container, with
    /// `spacing` between the parts (a carousel's pages, a grid's columns).
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let parts = Swift.max(count, 1), taken = Swift.min(Swift.max(span, 1), parts)
        if count < 1 || span < 1 || span > count {
            RuntimeWarnings.emit("containerRelativeFrame: span \(span) of \(count) parts is not a share of the container; using \(taken) of \(parts)", fix: "pass a count of 1 or more and a span from 1 to the count")
        }
        let gap = spacing.isFinite ? Swift.max(spacing, 0) : 0
        return modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { length, _ in
            let part = (length - gap * CGFloat(parts - 1)) / CGFloat(parts)
            return Swift.max(0, part * CGFloat(taken) + gap * CGFloat(taken - 1))
        }))
    }

    /// Sizes this view along `axes` to what `length` makes of its container's length on each axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }

    /// Keeps this view's geometry apart from its parent's during animations, as SwiftUI's
    /// `geometryGroup`. Accepted: Tint does not yet isolate a subtree's geometry while its
    /// parent animates; the view is returned as it is.
    public func geometryGroup() -> some View { self }
}

/// Whether a view mirrors in a right-to-left layout, as SwiftUI's `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored horizontally when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrored in a right-to-left layout.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

/// `.layoutDirectionBehavior`: the view flipped horizontally where its behaviour says so.
struct _LayoutDirectionBehaviorModifier: ViewModifier {
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        let flips = behavior == .mirrors(in: direction)
        return content.scaleEffect(x: flips ? -1 : 1, y: 1)
    }
}

extension View {
    /// Mirrors this view (an arrow, a chevron) in the layout directions `behavior` names.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(_LayoutDirectionBehaviorModifier(behavior: behavior))
    }
}
