import TintCore

/// Views whose size depends on the axis of the stack they are in, which stacks size themselves
/// (RULES 3.3): a `Spacer` grows along the axis and has no thickness across it; a
/// `Divider` is a thin line across the axis, filling the stack's other dimension.
public enum StackRole: Equatable, Sendable {
    case spacer(minLength: CGFloat)
    /// `enclosingAxis`: the axis of the nearest stack around the divider, through any
    /// modifiers (a divider framed or padded inside an `HStack` is still a vertical line).
    case divider(thickness: CGFloat, enclosingAxis: Axis? = nil)

    /// The size in a stack along `axis`, for `proposal`.
    func size(along axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        switch self {
        case .spacer(let minLength):
            return CGSize(along: axis, Swift.max(minLength, proposal[axis] ?? minLength), across: 0)
        case .divider(let thickness, _):
            return CGSize(along: axis, thickness, across: proposal[axis.cross] ?? 0)
        }
    }

    /// The size when not sized by a stack directly: a spacer takes what it is offered; a
    /// divider is a line across its enclosing stack's axis (horizontal outside any stack).
    public func standaloneSize(_ proposal: ProposedViewSize) -> CGSize {
        switch self {
        case .spacer(let minLength):
            return CGSize(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
        case .divider(_, let axis):
            return size(along: axis ?? .vertical, proposal)
        }
    }
}
