/// The space between a list's sections, as SwiftUI's `ListSectionSpacing` (an iOS modifier; on
/// the desktop, the space above each section's header).
public struct ListSectionSpacing: Hashable, Sendable {
    /// `nil`: the list style's own spacing.
    let length: CGFloat?

    /// The list style's own spacing (more between grouped cards than between plain sections).
    public static let `default` = ListSectionSpacing(length: nil)
    /// Less than the default.
    public static let compact = ListSectionSpacing(length: 4)
    /// `length` points (not finite or negative: the default, with a warning).
    public static func custom(_ length: CGFloat) -> ListSectionSpacing {
        guard length.isFinite, length >= 0 else {
            RuntimeWarnings.emit("listSectionSpacing: \(length) is not a length; using the default", fix: "pass a finite length of 0 or more")
            return .default
        }
        return ListSectionSpacing(length: length)
    }

    /// The space in points, `standard` being the list style's own.
    func length(standard: CGFloat) -> CGFloat { length ?? standard }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct ListSectionSpacingKey: EnvironmentKey {
    static let defaultValue = ListSectionSpacing.default
}

extension EnvironmentValues {
    /// The space between the rows of the lists here (`.listRowSpacing`); `nil`: none.
    package var _listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    package var _listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
}

extension View {
    /// Puts `spacing` points between the rows of the lists here.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\._listRowSpacing, spacing.map { LayoutInput.length($0, name: "listRowSpacing") })
    }

    /// Sets the space above each section of the lists here.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\._listSectionSpacing, spacing)
    }

    /// Sets the space above each section of the lists here to `spacing` points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\._listSectionSpacing, .custom(spacing))
    }
}
