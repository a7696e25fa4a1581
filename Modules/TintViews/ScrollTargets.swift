import Foundation

/// Where a scroll should end, as SwiftUI's `ScrollTarget`: the rectangle of the content the
/// viewport should show, aligned by `anchor` when one is set.
public struct ScrollTarget: Sendable {
    /// The rectangle of the content to show, in content coordinates.
    public var rect: CGRect
    /// The point of the viewport that the same point of `rect` lines up with; nil: `rect`'s
    /// origin is the content offset.
    public var anchor: UnitPoint?

    /// Made by the scroll view (SwiftUI has no public initializer): behaviours change `rect`
    /// and `anchor` of the one they are handed.
    package init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour knows of the scroll it adjusts, as SwiftUI's
/// `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext: Sendable {
    /// Where the scroll would end with no behaviour.
    public let originalTarget: ScrollTarget
    /// The scroll's direction and speed, in points (a wheel step: the step).
    public let velocity: CGVector
    /// The size of the scroll view's content.
    public let contentSize: CGSize
    /// The size of the scroll view's viewport.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls.
    public let axes: Axis.Set
    /// The frames of the scroll target views laid out now (`scrollTargetLayout`), in content
    /// coordinates, in order; the view-aligned behaviour snaps to their edges.
    package let targetFrames: [CGRect]
    /// The content offset shown before this scroll.
    package let shownOffset: CGPoint

    package init(originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize, containerSize: CGSize,
                 axes: Axis.Set, targetFrames: [CGRect], shownOffset: CGPoint) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.targetFrames = targetFrames
        self.shownOffset = shownOffset
    }
}

/// How a scroll view picks where a scroll by the user ends, as SwiftUI's
/// `ScrollTargetBehavior`: `.paging`, `.viewAligned`, or a type of the app's own that moves
/// the target. Tint asks it at each wheel step; a scroll by code (`scrollTo`, a scroll
/// position) goes where it was told.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` to where the scroll should end.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Scrolls a page (the viewport's length) at a time, as SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Equatable, Sendable {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func page(_ offset: CGFloat, shown: CGFloat, velocity: CGFloat, page: CGFloat, content: CGFloat) -> CGFloat {
            guard page > 0, page.isFinite else { return offset }
            let pages = (shown / page).rounded()
            // A step forward or back turns one page from the page shown; a long step, as many
            // pages as it covers.
            let turned = velocity > 0 ? Swift.max(pages + 1, (offset / page).rounded(.up))
                : velocity < 0 ? Swift.min(pages - 1, (offset / page).rounded(.down))
                : (offset / page).rounded()
            let last = Swift.max(0, (content / page).rounded(.up) - 1)
            return Swift.min(Swift.max(turned, 0), last) * page
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(target.rect.minX, shown: context.shownOffset.x, velocity: context.velocity.dx,
                                        page: context.containerSize.width, content: context.contentSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(target.rect.minY, shown: context.shownOffset.y, velocity: context.velocity.dy,
                                        page: context.containerSize.height, content: context.contentSize.height)
        }
    }
}

/// Ends each scroll with a scroll target view (`scrollTargetLayout`) at the viewport's leading
/// edge, as SwiftUI's `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Equatable, Sendable {
    /// How far one scroll may go, as SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Equatable, Hashable, Sendable {
        let rawValue: Int
        /// The platform's choice: no limit on macOS.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// At most the views that fit in the viewport.
        public static let always = LimitBehavior(rawValue: 1)
        /// No limit.
        public static let never = LimitBehavior(rawValue: 2)
        /// A few views at most: as `always`.
        public static let alwaysByFew = LimitBehavior(rawValue: 3)
        /// One view at a time.
        public static let alwaysByOne = LimitBehavior(rawValue: 4)
    }

    let limitBehavior: LimitBehavior

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let vertical = context.axes.contains(.vertical)
        let edges = context.targetFrames.map { vertical ? $0.minY : $0.minX }.sorted()
        guard !edges.isEmpty else { return }
        let shown = vertical ? context.shownOffset.y : context.shownOffset.x
        var wanted = vertical ? target.rect.minY : target.rect.minX
        let velocity = vertical ? context.velocity.dy : context.velocity.dx
        let room = vertical ? context.containerSize.height : context.containerSize.width
        switch limitBehavior {
        case .alwaysByOne:
            wanted = velocity > 0 ? shown + 0.5 : velocity < 0 ? shown - 0.5 : wanted
        case .always, .alwaysByFew:
            wanted = Swift.min(Swift.max(wanted, shown - room), shown + room)
        default:
            break
        }
        let edge: CGFloat
        if velocity > 0 {
            edge = edges.first { $0 >= wanted && $0 > shown + 0.5 } ?? edges.last!
        } else if velocity < 0 {
            edge = edges.last { $0 <= wanted && $0 < shown - 0.5 } ?? edges.first!
        } else {
            edge = edges.min { abs($0 - wanted) < abs($1 - wanted) }!
        }
        if vertical { target.rect.origin.y = edge } else { target.rect.origin.x = edge }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Ending on a scroll target view's leading edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// The same, limited as `limitBehavior` says.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A scroll target behaviour in the environment: equal when of one type and, for an
/// `Equatable` behaviour, equal values (an app's own non-`Equatable` behaviour is equal to any
/// other of its type).
package struct _ScrollTargetBehaviorBox: Equatable, @unchecked Sendable {
    package let behavior: any ScrollTargetBehavior

    package static func == (a: Self, b: Self) -> Bool {
        guard type(of: a.behavior) == type(of: b.behavior) else { return false }
        func same<T: Equatable>(_ value: T, _ other: Any) -> Bool { (other as? T) == value }
        if let equatable = a.behavior as? any Equatable { return same(equatable, b.behavior) }
        return true
    }
}

/// A `scrollPosition(id:)` binding, as the scroll views below see it: equal when the id and
/// anchor are, so a new value of the binding (and only that) moves the scroll view.
/// Unchecked: the binding it writes is the main actor's, and only the main actor calls it.
package struct _ScrollPositionLink: Equatable, @unchecked Sendable {
    package let id: AnyHashable?
    package let anchor: UnitPoint?
    /// Writes the id of the view now at the top (leading) edge to the binding.
    package let report: @MainActor (AnyHashable?) -> Void

    package static func == (a: Self, b: Self) -> Bool { a.id == b.id && a.anchor == b.anchor }
}

/// Where the `scrollTargetLayout()` inside a scroll view says its targets are: the scroll
/// view's node puts one in its content's environment, the layout's node fills it.
package final class _ScrollTargetLayoutSlot: Equatable, @unchecked Sendable {
    /// The node of the layout whose children are the targets (the reconciler's own type).
    package weak var layout: AnyObject?
    /// Called by a lazy stack inside after layout placed its rows: rows built since the scroll
    /// view's own placement may now hold its position.
    package var targetsPlaced: (@MainActor () -> Void)?

    package init() {}

    package static func == (a: _ScrollTargetLayoutSlot, b: _ScrollTargetLayoutSlot) -> Bool { a === b }
}

/// `.scrollTargetLayout(isEnabled:)`: the children of the layout it modifies are the scroll
/// targets of the scroll view around it.
package struct _ScrollTargetLayoutModifier: ViewModifier {
    public typealias Body = Never
    package let isEnabled: Bool
}

private struct ScrollTargetLayoutSlotKey: EnvironmentKey { static let defaultValue: _ScrollTargetLayoutSlot? = nil }

extension EnvironmentValues {
    package var _scrollTargetLayoutSlot: _ScrollTargetLayoutSlot? {
        get { self[ScrollTargetLayoutSlotKey.self] }
        set { self[ScrollTargetLayoutSlotKey.self] = newValue }
    }
}

extension View {
    /// How the scroll views here choose where a scroll by the user ends: `.paging`,
    /// `.viewAligned` (with `scrollTargetLayout()` on the layout of the views to align with), or
    /// a behaviour of the app's own.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        let box = _ScrollTargetBehaviorBox(behavior: behavior)
        return modifier(_ScrollBehaviorModifier { $0.targetBehavior = box })
    }

    /// Makes this layout's children the scroll targets of the scroll view around it: the views
    /// `.viewAligned` snaps to and `scrollPosition(id:)` names.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(_ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }

    /// Binds `id` to the scroll view here: it holds the id of the scroll target at the top
    /// (leading) edge as the user scrolls, and setting it scrolls that view to `anchor` (the
    /// top when nil). The targets are the children of the `scrollTargetLayout()` inside, or the
    /// views the content names (`ForEach` rows, `.id(_:)`) when it has none.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        // Unwrapped without a closure: one made here would capture the id's type, isolated.
        let current: AnyHashable? = if let value = id.wrappedValue { AnyHashable(value) } else { nil }
        let link = _ScrollPositionLink(id: current, anchor: anchor, report: scrollPositionReport(id))
        return modifier(_ScrollBehaviorModifier { $0.position = link })
    }

    /// Flashes the scroll indicators when the view appears. Tint draws no scroll indicators
    /// yet: accepted, with no effect.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        self
    }

    /// Flashes the scroll indicators when `value` changes. Tint draws no scroll indicators
    /// yet: accepted, with no effect.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        self
    }
}

/// The closure that writes a reported id to a `scrollPosition(id:)` binding, made outside the
/// main actor: one made in a main-actor method would capture the id's type into an isolated
/// closure.
private nonisolated func scrollPositionReport<ID: Hashable>(_ binding: Binding<ID?>) -> @MainActor (AnyHashable?) -> Void {
    { reported in
        let value = reported?.base as? ID
        if value != binding.wrappedValue { binding.wrappedValue = value }
    }
}
