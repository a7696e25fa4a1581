/// A type that names an alignment guide and gives its default position, as SwiftUI's
/// `AlignmentID`: `struct FirstThird: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 } }`,
/// then `extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }`.
public protocol AlignmentID {
    /// The guide's position in a view that does not set it explicitly (`.alignmentGuide`),
    /// measured from the view's leading or top edge.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide on one axis: the identity layouts use to ask views for it.
public struct AlignmentKey: Hashable, @unchecked Sendable {
    /// The `AlignmentID` type. (A metatype; immutable, so sharing it is safe.)
    public let id: any AlignmentID.Type
    /// Whether the guide is a vertical one (a y position).
    public let isVertical: Bool
    /// Whether the guide is one of SwiftUI's built-in guides (leading, centre, top, ...):
    /// explicit values of those do not pass up through stacks, only custom ones do (as in SwiftUI).
    public var isBuiltIn: Bool { builtInFraction != nil }
    /// For a built-in guide, its position as a fraction of the view's length on its axis:
    /// stacks ask every child for its guide on every measure, and this answers without a call
    /// through the metatype or building a `ViewDimensions`.
    let builtInFraction: CGFloat?

    /// For a text baseline guide, which line's: text answers it, and stacks pass it up from
    /// their first child that has one (the first baseline) or their last (the last baseline).
    public let textBaseline: TextBaseline?

    /// The line of a text a baseline guide is on.
    public enum TextBaseline: Sendable {
        case first, last
    }

    init(_ id: any AlignmentID.Type, isVertical: Bool) {
        self.id = id
        self.isVertical = isVertical
        builtInFraction = (id as? any BuiltInAlignmentID.Type)?.fraction
        textBaseline = (id as? any TextBaselineAlignmentID.Type)?.line
    }

    public func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// The default position in a view of `size` that sets no explicit guide.
    public func defaultValue(in size: CGSize) -> CGFloat {
        if let builtInFraction {
            // Leading and top are 0 even for an unbounded length (0 * infinity is NaN).
            return builtInFraction == 0 ? 0 : builtInFraction * (isVertical ? size.height : size.width)
        }
        return id.defaultValue(in: ViewDimensions(size: size))
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.isVertical == rhs.isVertical
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(isVertical)
    }
}

/// The built-in guides: a fixed fraction of the view's width or height.
protocol BuiltInAlignmentID: AlignmentID {
    static var fraction: CGFloat { get }
}

/// The text baseline guides: where text puts them; a view without text has its baselines at
/// its bottom (as in SwiftUI).
protocol TextBaselineAlignmentID: AlignmentID {
    static var line: AlignmentKey.TextBaseline { get }
}

private enum FirstTextBaselineGuide: TextBaselineAlignmentID {
    static let line = AlignmentKey.TextBaseline.first
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
private enum LastTextBaselineGuide: TextBaselineAlignmentID {
    static let line = AlignmentKey.TextBaseline.last
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum LeadingGuide: BuiltInAlignmentID {
    static let fraction: CGFloat = 0
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum HorizontalCenterGuide: BuiltInAlignmentID {
    static let fraction: CGFloat = 0.5
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
private enum TrailingGuide: BuiltInAlignmentID {
    static let fraction: CGFloat = 1
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
private enum TopGuide: BuiltInAlignmentID {
    static let fraction: CGFloat = 0
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
private enum VerticalCenterGuide: BuiltInAlignmentID {
    static let fraction: CGFloat = 0.5
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
private enum BottomGuide: BuiltInAlignmentID {
    static let fraction: CGFloat = 1
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A horizontal alignment guide (an x position in a view), as in SwiftUI.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    public let key: AlignmentKey

    /// A custom guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, isVertical: false)
    }

    public static let leading = HorizontalAlignment(LeadingGuide.self)
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
    public static let trailing = HorizontalAlignment(TrailingGuide.self)

    /// For a built-in guide, where it lies as a fraction of the width (0 leading, 1 trailing);
    /// for a custom one, its default position in a view one point wide.
    public var fraction: CGFloat {
        key.defaultValue(in: CGSize(width: 1, height: 1))
    }
}

/// A vertical alignment guide (a y position in a view), as in SwiftUI.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    public let key: AlignmentKey

    /// A custom guide named by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, isVertical: true)
    }

    public static let top = VerticalAlignment(TopGuide.self)
    public static let center = VerticalAlignment(VerticalCenterGuide.self)
    public static let bottom = VerticalAlignment(BottomGuide.self)
    /// The baseline of a text's first line; of a stack, its first child's with one; of a view
    /// without text, its bottom.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    /// The baseline of a text's last line; of a stack, its last child's with one; of a view
    /// without text, its bottom.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)

    /// For a built-in guide, where it lies as a fraction of the height (0 top, 1 bottom); for a
    /// custom one, its default position in a view one point tall.
    public var fraction: CGFloat {
        key.defaultValue(in: CGSize(width: 1, height: 1))
    }
}

/// A view's size and its alignment guides, as SwiftUI's `ViewDimensions`: a guide is the
/// view's explicit value (`.alignmentGuide`) when it has one, else the guide's default.
public struct ViewDimensions: @unchecked Sendable {
    public var width: CGFloat
    public var height: CGFloat
    /// The view's explicit guides, asked for lazily (most views have none); `nil`: none.
    private let explicitGuides: ((AlignmentKey) -> CGFloat?)?

    public init(width: CGFloat, height: CGFloat, explicitGuides: ((AlignmentKey) -> CGFloat?)? = nil) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
    }

    public init(size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides?(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides?(guide.key) }

    /// The guide's value: explicit, else its default.
    public subscript(key: AlignmentKey) -> CGFloat {
        explicitGuides?(key) ?? key.defaultValue(in: self)
    }
}

/// A pair of horizontal and vertical guides, as in SwiftUI.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The unit point this alignment picks inside a rectangle (for a custom guide, where its
    /// default lies in a unit square).
    public var unitPoint: UnitPoint { UnitPoint(x: horizontal.fraction, y: vertical.fraction) }
}

/// A point in a rectangle's normalized coordinate space (0...1 on each axis), as in SwiftUI.
public struct UnitPoint: Equatable, Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
