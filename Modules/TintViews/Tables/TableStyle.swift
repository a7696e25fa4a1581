import Foundation

/// How tables draw, as SwiftUI's `TableStyle` values on macOS: `.inset` (the default) and
/// `.bordered`, each with or without alternating row backgrounds.
public protocol TableStyle: Sendable {
    var _kind: _TableStyleKind { get }
}

/// What a table style decides. Public because it is the requirement of the public
/// `TableStyle`; apps never spell it.
public struct _TableStyleKind: Hashable, Sendable {
    let bordered: Bool
    /// nil: as the environment says (`alternatingRowBackgrounds`), else alternating.
    let alternates: Bool?
}

/// The platform's table: inset, rows alternating.
public struct AutomaticTableStyle: TableStyle {
    public init() {}
    public var _kind: _TableStyleKind { _TableStyleKind(bordered: false, alternates: nil) }
}

/// Rows inset within the table's bounds.
public struct InsetTableStyle: TableStyle {
    let alternates: Bool?
    public init() { alternates = nil }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _kind: _TableStyleKind { _TableStyleKind(bordered: false, alternates: alternates) }
}

/// A table inside a border.
public struct BorderedTableStyle: TableStyle {
    let alternates: Bool?
    public init() { alternates = nil }
    public init(alternatesRowBackgrounds: Bool) { alternates = alternatesRowBackgrounds }
    public var _kind: _TableStyleKind { _TableStyleKind(bordered: true, alternates: alternates) }
}

extension TableStyle where Self == AutomaticTableStyle { public static var automatic: AutomaticTableStyle { .init() } }
extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { .init() }
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}
extension TableStyle where Self == BorderedTableStyle {
    public static var bordered: BorderedTableStyle { .init() }
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { .init(alternatesRowBackgrounds: alternatesRowBackgrounds) }
}

/// Whether rows alternate their backgrounds, as SwiftUI's `AlternatingRowBackgroundBehavior`.
public struct AlternatingRowBackgroundBehavior: Hashable, Sendable {
    let alternates: Bool?
    public static let automatic = AlternatingRowBackgroundBehavior(alternates: nil)
    public static let enabled = AlternatingRowBackgroundBehavior(alternates: true)
    public static let disabled = AlternatingRowBackgroundBehavior(alternates: false)
}

private struct TableStyleKey: EnvironmentKey {
    static let defaultValue = AutomaticTableStyle()._kind
}

private struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

private struct AlternatingRowsKey: EnvironmentKey {
    static let defaultValue = AlternatingRowBackgroundBehavior.automatic
}

extension EnvironmentValues {
    package var _tableStyle: _TableStyleKind {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }

    package var _tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }

    package var _alternatingRows: AlternatingRowBackgroundBehavior {
        get { self[AlternatingRowsKey.self] }
        set { self[AlternatingRowsKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tables here draw.
    public func tableStyle(_ style: some TableStyle) -> some View {
        environment(\._tableStyle, style._kind)
    }

    /// Shows or hides the column titles of the tables here (`.hidden`: the rows alone).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\._tableColumnHeaders, visibility)
    }

    /// Whether the rows of the tables and lists here alternate their backgrounds (`.automatic`:
    /// as their style says; a table's rows alternate, a list's do not).
    public func alternatingRowBackgrounds(_ behavior: AlternatingRowBackgroundBehavior = .enabled) -> some View {
        environment(\._alternatingRows, behavior)
    }
}
