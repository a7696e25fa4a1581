import TintViews

/// Why a body runs: the explanations hook. The graph turns it into the host's explanation line
/// and into the items `Self._printChanges()` prints (RULES 1.10).
enum BodyCause {
    /// The view is new: first mount, or a new identity.
    case identity
    /// Dynamic properties it owns were written (`_count`).
    case state([String])
    /// Environment values it reads changed, named by their `@Environment` properties (`_theme`).
    case environment([String])
    /// The parent handed it a value the comparator found different; the difference is known
    /// when explanations are recorded.
    case value(ViewDifference?)

    private static let selfItems = ["@self"]

    /// The line after `"TypeName: "`: `"_count changed."`, `"onTap changed (closure identity)"`.
    var explanation: String {
        switch self {
        case .identity: "@identity changed."
        case .state(let names): "\(names.joined(separator: ", ")) changed."
        case .environment(let names): "\(names.joined(separator: ", ")) changed (environment)."
        case .value(let difference?): difference.description
        case .value(nil): "@self changed."
        }
    }

    /// SwiftUI's `_printChanges` items: on a first body `@self` (and, for a view with
    /// `@State`, `@identity` and every state's `_name`: `stateNames`), else `@self` or the
    /// written `_name`s.
    func printItems(stateNames: [String]) -> [String] {
        switch self {
        case .identity: stateNames.isEmpty ? BodyCause.selfItems : ["@self", "@identity"] + stateNames
        case .state(let names): names
        case .environment(let names): names
        case .value: BodyCause.selfItems
        }
    }
}
