import TintCore

/// A container's layout algorithm, as SwiftUI's `Layout` protocol: the parent proposes, the
/// container sizes itself from its subviews' answers, then places them.
///
/// The built-in stacks, frames and paddings are written on this protocol (SEMANTICS 3.8).
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
}

extension Layout {
    public typealias Subviews = LayoutSubviews

    public func updateCache(_ cache: inout Cache, subviews: LayoutSubviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: LayoutSubviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

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
/// Closures rather than a generic subclass: made by `init` called with a concrete layout type,
/// they are compiled for that type, where a generic subclass's overrides would run unspecialized.
@MainActor
public final class LayoutRunner {
    private let sizeImpl: (ProposedViewSize, LayoutSubviews) -> CGSize
    private let placeImpl: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
    private let explicitImpl: (AlignmentKey, CGRect, ProposedViewSize, LayoutSubviews) -> CGFloat?
    private let spacingImpl: (LayoutSubviews) -> ViewSpacing
    private let invalidateImpl: () -> Void
    private let replaceImpl: (any Layout) -> Bool
    public init<L: Layout>(_ initial: L) {
        var layout = initial
        var cache: L.Cache?
        var isStale = false
        func prepared(_ subviews: LayoutSubviews) -> L.Cache {
            guard var existing = cache else {
                // A fresh cache is up to date with the subviews.
                isStale = false
                return layout.makeCache(subviews: subviews)
            }
            if isStale {
                isStale = false
                layout.updateCache(&existing, subviews: subviews)
            }
            return existing
        }
        invalidateImpl = { isStale = true }
        replaceImpl = { newLayout in
            guard let newLayout = newLayout as? L else { return false }
            layout = newLayout
            isStale = true
            return true
        }
        sizeImpl = { proposal, subviews in
            var c = prepared(subviews)
            let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
            cache = c
            return size
        }
        placeImpl = { bounds, proposal, subviews in
            var c = prepared(subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache = c
        }
        spacingImpl = { subviews in
            var c = prepared(subviews)
            let spacing = layout.spacing(subviews: subviews, cache: &c)
            cache = c
            return spacing
        }
        explicitImpl = { key, bounds, proposal, subviews in
            var c = prepared(subviews)
            let value = layout.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            cache = c
            return value
        }
    }

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
