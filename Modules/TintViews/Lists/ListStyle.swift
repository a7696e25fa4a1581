/// How a list draws its rows, as SwiftUI's `ListStyle` values.
/// Public because it is the requirement of the public `ListStyle` protocol, as SwiftUI's
/// `ListStyle` carries underscored requirements of its own; apps never spell it.
public struct _ListStyleKind: Equatable, Hashable, Sendable {
    /// `automatic` is decided by the idiom (`resolved(for:)`); `grouped` and `insetGrouped`
    /// are iOS's, drawn as on iOS in either idiom, since code asks for them by name.
    enum Base: Equatable, Hashable, Sendable { case automatic, plain, inset, sidebar, bordered, table, grouped, insetGrouped }
    let base: Base
    let alternatesRowBackgrounds: Bool

    /// The style the automatic one stands for in `idiom`: macOS's inset list, or the iPad's
    /// inset grouped cards.
    func resolved(for idiom: _InterfaceIdiom) -> _ListStyleKind {
        guard base == .automatic else { return self }
        return _ListStyleKind(base: idiom == .pad ? .insetGrouped : .inset, alternatesRowBackgrounds: alternatesRowBackgrounds)
    }

    /// Rows inset from the list's edges, with a rounded selection.
    var insetsRows: Bool { base == .inset || base == .sidebar || base == .bordered }
    /// Each section's rows on a card of their own, on the grouped background.
    var groupsRowsInCards: Bool { base == .grouped || base == .insetGrouped }
    /// How far a card stands in from the list's sides, and its corners' radius.
    var cardMargin: CGFloat { base == .insetGrouped ? 20 : 0 }
    var cardRadius: CGFloat { base == .insetGrouped ? 10 : 0 }
    /// A line between rows.
    var showsSeparators: Bool { base == .plain || base == .inset || groupsRowsInCards }
    var roundsSelection: Bool { base == .inset || base == .sidebar }

    var background: Color {
        switch base {
        case .sidebar: Color._barBackground
        case .grouped, .insetGrouped: Color._groupedBackground
        default: Color._windowBackground
        }
    }
}

/// A list style, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
    var _kind: _ListStyleKind { get }
}

/// The platform's list: macOS's inset style, or in the iPad idiom the inset grouped one.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { _ListStyleKind(base: .automatic, alternatesRowBackgrounds: false) }
}

/// Rows edge to edge, separated by lines.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { _ListStyleKind(base: .plain, alternatesRowBackgrounds: false) }
}

/// Rows inset from the edges, with rounded selection.
public struct InsetListStyle: ListStyle {
    let alternates: Bool
    public init() { alternates = false }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _kind: _ListStyleKind { _ListStyleKind(base: .inset, alternatesRowBackgrounds: alternates) }
}

/// A window's sidebar: a tinted background, section headers in small capitals-like bold.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { _ListStyleKind(base: .sidebar, alternatesRowBackgrounds: false) }
}

/// A list inside a border (macOS), optionally with alternating row backgrounds.
public struct BorderedListStyle: ListStyle {
    let alternates: Bool
    public init() { alternates = false }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _kind: _ListStyleKind { _ListStyleKind(base: .bordered, alternatesRowBackgrounds: alternates) }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == BorderedListStyle {
    public static var bordered: BorderedListStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

private struct ListStyleKey: EnvironmentKey {
    static let defaultValue = DefaultListStyle()._kind
}

extension EnvironmentValues {
    /// The style of the lists here (`.listStyle`).
    package var _listStyle: _ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the lists in this view draw their rows.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\._listStyle, style._kind)
    }
}
