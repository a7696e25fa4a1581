import TintCore

/// Anything TintLayout can lay out: the render tree's boxes implement it.
///
/// TintLayout knows neither views nor pixels. A container asks its items for sizes and places
/// them; each item answers from its own behaviour (a leaf measures itself, a container runs its
/// `Layout`). Placing an item fixes its frame and lets it lay out its own children.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The size the item chooses for `proposal`. Never overridden by the parent (RULES 3.1).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// Fixes the item's frame, in the coordinate space of the root, and lays out its children.
    func place(in frame: CGRect, proposal: ProposedViewSize)
    /// Higher priorities are offered space first by stacks (`.layoutPriority`).
    var layoutPriority: Double { get }
    /// For a `Spacer` or a `Divider`, its role: stacks then size it along their axis
    /// themselves (RULES 3.3); `nil` for everything else.
    var stackRole: StackRole? { get }
    /// False when no explicit alignment guide can be found in or below the item, so layouts
    /// skip asking (the usual case: a tree without `.alignmentGuide`).
    var mayHaveExplicitAlignments: Bool { get }
    /// The spacing the item prefers around itself (`Layout.spacing`); Tint's uniform default
    /// for everything but app layouts that say otherwise.
    var spacing: ViewSpacing { get }
    /// The item's explicit value for the guide `key` when sized for `proposal`: set by an
    /// `.alignmentGuide`, or passed up by its layout from inside; `nil` when none.
    func explicitAlignment(of key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat?
    /// The value set for a `LayoutValueKey` (by its type's identifier) on the item, or under
    /// the modifiers around it; `nil` when none is.
    func layoutValue(for key: ObjectIdentifier) -> Any?
}

extension LayoutItem {
    public var stackRole: StackRole? { nil }
    public var mayHaveExplicitAlignments: Bool { false }
    public var spacing: ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? { nil }
    public func layoutValue(for key: ObjectIdentifier) -> Any? { nil }
}
