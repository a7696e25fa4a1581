import TintCore

/// The layout of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (RULES 3.5), axis by axis:
/// - the child is proposed the proposal clamped to the bounds given (the ideal under a nil
///   proposal);
/// - under a proposal the frame takes the proposal clamped to [min, max] when both are given;
///   with only `min`, `max(min(proposal, child), min)`; with only `max`, `min(max(proposal,
///   child), max)`; with neither, the child's size;
/// - under a nil proposal, the ideal if given, else the child's size within the bounds.
///
/// Inconsistent bounds are repaired as SwiftUI does, with a warning: a negative min counts as
/// 0, an ideal below the min as the min, a max below the ideal (or min) as that.
public struct FlexibleFrameLayout: Layout, Equatable, Sendable {
    /// The bounds of one axis.
    public struct Bounds: Equatable, Sendable {
        public var min: CGFloat?
        public var ideal: CGFloat?
        public var max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: String) {
            func clean(_ value: CGFloat?, _ name: String) -> CGFloat? {
                guard let value else { return nil }
                if value.isNaN || value < 0 {
                    RuntimeWarnings.emit("frame \(name)\(axis) is \(value); using 0 instead", fix: "pass a finite length of 0 or more")
                    return 0
                }
                return value
            }
            var lower = clean(min, "min"), preferred = clean(ideal, "ideal"), upper = clean(max, "max")
            if let l = lower, let p = preferred, p < l {
                RuntimeWarnings.emit("frame ideal\(axis) \(p) is below min\(axis) \(l); using \(l)", fix: "make ideal\(axis) at least min\(axis)")
                preferred = l
            }
            if let u = upper, let floor = preferred ?? lower, u < floor {
                RuntimeWarnings.emit("frame max\(axis) \(u) is below \(floor); using \(floor)", fix: "make max\(axis) at least min\(axis) and ideal\(axis)")
                upper = floor
            }
            if lower == .infinity { lower = nil }
            self.min = lower
            self.ideal = preferred
            self.max = upper
        }

        /// What the child is proposed on this axis.
        func childProposal(_ proposal: CGFloat?) -> CGFloat? {
            guard var p = proposal else { return ideal }
            if let min { p = Swift.max(p, min) }
            if let max { p = Swift.min(p, max) }
            return p
        }

        /// The frame's length on this axis, from the proposal and the child's length.
        func length(proposal: CGFloat?, child: CGFloat) -> CGFloat {
            guard let p = proposal else {
                if let ideal { return ideal }
                var length = child
                if let min { length = Swift.max(length, min) }
                if let max { length = Swift.min(length, max) }
                return length
            }
            switch (min, max) {
            case let (min?, max?): return Swift.min(Swift.max(p, min), max)
            case let (min?, nil): return Swift.max(Swift.min(p, child), min)
            case let (nil, max?): return Swift.min(Swift.max(p, child), max)
            case (nil, nil): return child
            }
        }
    }

    public var width: Bounds
    public var height: Bounds
    public var alignment: Alignment

    public init(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                alignment: Alignment = .center) {
        width = Bounds(min: minWidth, ideal: idealWidth, max: maxWidth, axis: "Width")
        height = Bounds(min: minHeight, ideal: idealHeight, max: maxHeight, axis: "Height")
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width.length(proposal: proposal.width, child: child.width),
                      height: height.length(proposal: proposal.height, child: child.height))
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // The child is proposed the frame's own size, clamped as above, and aligned inside it.
        let p = childProposal(ProposedViewSize(bounds.size))
        for subview in subviews {
            AlignmentGuides.place(subview, in: bounds, proposal: p, alignment: alignment)
        }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        passedUp(guide.key, in: bounds, subviews: subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        passedUp(guide.key, in: bounds, subviews: subviews)
    }

    private func passedUp(_ key: AlignmentKey, in bounds: CGRect, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let p = childProposal(ProposedViewSize(bounds.size))
        let origin = AlignmentGuides.origin(of: child, size: child.sizeThatFits(p), proposal: p, in: bounds, alignment: alignment)
        return AlignmentGuides.passedUp(key, from: child, proposal: p, childOrigin: origin)
    }
}
