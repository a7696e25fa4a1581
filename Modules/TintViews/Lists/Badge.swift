import Foundation

/// How strongly a badge shows, as SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// A small filled capsule in the accent's place: red, white text.
    public static let increased = BadgeProminence(level: 2)
    /// The platform's badge: secondary text in a faint capsule.
    public static let standard = BadgeProminence(level: 1)
    /// Secondary text alone.
    public static let decreased = BadgeProminence(level: 0)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// How strongly the badges here show (`.badgeProminence`).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

extension View {
    /// A count shown at the trailing edge of this view's row in a list, as SwiftUI's
    /// `badge(_:)`; zero shows none.
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier(label: count == 0 ? nil : Text(verbatim: "\(count)")))
    }

    /// A text shown at the trailing edge of this view's row in a list; nil shows none.
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier(label: label))
    }

    /// A string shown at the trailing edge of this view's row in a list; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier(label: key.map { Text($0) }))
    }

    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_BadgeModifier(label: label.map { Text($0) }))
    }

    /// How strongly the badges here show.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

/// `.badge`: in a list row (or a sidebar's), the row's content with the badge at its trailing
/// edge; elsewhere the view alone, as in SwiftUI (a badge shows on rows and tab items).
struct _BadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\._isListRow) private var isListRow
    @Environment(\.badgeProminence) private var prominence

    func body(content: Content) -> some View {
        if let label, isListRow {
            HStack(spacing: 6) {
                content
                Spacer(minLength: 4)
                badge(label)
            }
        } else {
            content
        }
    }

    @ViewBuilder private func badge(_ label: Text) -> some View {
        switch prominence.level {
        case 2:
            label.font(.caption).bold().foregroundColor(.white)
                .padding(.horizontal, 6).padding(.vertical, 1)
                .background(Capsule().fill(Color.red))
        case 1:
            label.font(.caption).foregroundColor(.secondary)
                .padding(.horizontal, 6).padding(.vertical, 1)
                .background(Capsule().fill(Color._separator))
        default:
            label.font(.caption).foregroundColor(.secondary)
        }
    }
}
