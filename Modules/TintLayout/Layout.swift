import TintCore

/// A container's layout algorithm, as SwiftUI's `Layout` protocol: the parent proposes, the
/// container sizes itself from its subviews' answers, then places them.
///
/// The built-in stacks, frames and paddings are written on this protocol (RULES 3.8).
@MainActor
public protocol Layout {
    /// Data kept between calls for the same subviews (measured sizes, for instance).
    associatedtype Cache = Void

    func makeCache(subviews: LayoutSubviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Cache)
    /// The spacing the container prefers around itself, for stacks that hold it. Default:
    /// Tint's uniform spacing (`ViewSpacing()`).
    func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing
    /// The container's explicit value for a horizontal guide, an x position in `bounds` (the
    /// container sized for `proposal`); `nil` (the default) when it sets none. Built-in
    /// layouts pass up the guides of their subviews.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat?
    /// The same for a vertical guide: a y position in `bounds`.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat?
    /// What the layout is like, for the views in it: a stack orientation makes the `Divider`s
    /// and `Spacer`s inside lie across it, as in a stack.
    static var layoutProperties: LayoutProperties { get }
}

/// What a layout is like, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis the layout stacks its subviews along, if it is a stack; `nil` (the default):
    /// the dividers and spacers inside keep the orientation of the stack around the layout.
    public var stackOrientation: Axis?

    public init() {}
}

extension Layout {
    public typealias Subviews = LayoutSubviews

    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? { nil }

    /// Either `explicitAlignment` method, for a guide given by its key.
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Cache) -> CGFloat? {
        key.isVertical
            ? explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            : explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) {}
}

/// A type-erased `Layout` that keeps its cache, so that a render box can hold any layout.
///
/// As in SwiftUI, the cache is made on first use and updated (`updateCache`) only after the
/// subviews changed (`invalidateCache`), not before every call: a cache is for what stays
/// true between calls.
///
/// Closures rather than a generic subclass: made by `init` called with a concrete layout type
/// (`make(for:)`, in this module), they are compiled for that type, where a generic subclass's
/// overrides would run unspecialized.
/// The closures share one `LayoutState` and capture nothing else, so each uses the state object
/// itself as its context: a runner costs two allocations, not one per closure and per variable.
@MainActor
public final class LayoutRunner {
    private let sizeImpl: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let placeImpl: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    private let explicitImpl: (AlignmentKey, CGRect, ProposedViewSize, LayoutSubviews) -> CGFloat?
    private let spacingImpl: (LayoutSubviews) -> ViewSpacing
    private let invalidateImpl: () -> Void
    private let replaceImpl: (any Layout) -> Bool
    /// Whether the layout places its subviews relative to its bounds (`_PlacesSubviewsRelatively`).
    public let placesRelatively: Bool

    public init<L: Layout>(_ initial: L) {
        placesRelatively = initial is any _PlacesSubviewsRelatively
        let state = LayoutState(initial)
        invalidateImpl = { state.isStale = true }
        replaceImpl = { state.replace(with: $0) }
        sizeImpl = { proposal, subviews in
            state.withCache(subviews) { layout, cache in
                layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        placeImpl = { bounds, proposal, subviews in
            state.withCache(subviews) { layout, cache in
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
        spacingImpl = { subviews in
            state.withCache(subviews) { layout, cache in layout.spacing(subviews: subviews, cache: &cache) }
        }
        explicitImpl = { key, bounds, proposal, subviews in
            state.withCache(subviews) { layout, cache in
                layout.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }

    /// What `spacing(subviews:)` last answered, kept by the box that runs the layout until its
    /// measurements are forgotten (here rather than in the box: only containers have a runner,
    /// and most boxes are leaves).
    public var cachedSpacing: ViewSpacing?

    /// The subviews changed (one was added or removed, or may answer other sizes): the next
    /// call updates the cache first.
    public func invalidateCache() {
        invalidateImpl()
    }

    /// Runs `layout` from now on, keeping the cache (updated before the next use) when it is a
    /// layout of the same type, as SwiftUI keeps a container's cache when its value changes;
    /// false, changing nothing, for a layout of another type.
    public func replaceLayout(with layout: any Layout) -> Bool {
        replaceImpl(layout)
    }

    public func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGFloat? {
        explicitImpl(key, bounds, proposal, subviews)
    }

    public func spacing(subviews: LayoutSubviews) -> ViewSpacing {
        spacingImpl(subviews)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        sizeImpl(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        placeImpl(bounds, proposal, subviews)
    }
}

/// A runner's layout value and its cache.
///
/// Its fields skip the run-time exclusivity check (`@exclusivity(unchecked)`): every size
/// question of every container goes through `withCache`, on the main actor, and the cache is
/// moved out while the layout runs, so no access is held across it.
@MainActor
private final class LayoutState<L: Layout> {
    @exclusivity(unchecked) var layout: L
    @exclusivity(unchecked) var cache: L.Cache?
    /// Set when the subviews or the layout value changed: the cache is updated before its next use.
    @exclusivity(unchecked) var isStale = false

    init(_ layout: L) {
        self.layout = layout
    }

    /// Runs `body` with the layout and its cache, made or updated first as needed.
    func withCache<R>(_ subviews: LayoutSubviews, _ body: (L, inout L.Cache) -> R) -> R {
        var current: L.Cache
        if let existing = cache {
            current = existing
            if isStale { layout.updateCache(&current, subviews: subviews) }
        } else {
            // A fresh cache is up to date with the subviews.
            current = layout.makeCache(subviews: subviews)
        }
        isStale = false
        // The cache is moved out while the layout runs, so a cache of a class-free value type
        // is not copied on write.
        cache = nil
        let result = body(layout, &current)
        cache = current
        return result
    }

    func replace(with newLayout: any Layout) -> Bool {
        guard let newLayout = newLayout as? L else { return false }
        layout = newLayout
        isStale = true
        return true
    }
}
