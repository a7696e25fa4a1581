/// How a list draws its rows, as SwiftUI's `ListStyle` values on macOS.
/// Public because it is the requirement of the public `ListStyle` protocol, as SwiftUI's
/// `ListStyle` carries underscored requirements of its own; apps never spell it.
public struct _ListStyleKind: Equatable, Hashable, Sendable {
    enum Base: Equatable, Hashable, Sendable { case plain, inset, sidebar, bordered, table }
    let base: Base
    let alternatesRowBackgrounds: Bool

    /// Rows inset from the list's edges, with a rounded selection.
    var insetsRows: Bool { base != .plain && base != .table }
    /// A line between rows.
    var showsSeparators: Bool { base == .plain || base == .inset }
    var roundsSelection: Bool { base == .inset || base == .sidebar }

    var background: Color {
        switch base {
        case .sidebar: Color._barBackground
        default: Color._windowBackground
        }
    }
}

/// A list style, as SwiftUI's `ListStyle`.
public protocol ListStyle: Sendable {
    var _kind: _ListStyleKind { get }
}

/// The platform's list: on macOS, the inset style.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind { _ListStyleKind(base: .inset, alternatesRowBackgrounds: false) }
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
