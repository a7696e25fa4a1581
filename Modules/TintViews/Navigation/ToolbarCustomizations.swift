import Foundation
import Observation

/// Which items of the customizable toolbars (`.toolbar(id:)`) the user hid or showed, kept in
/// the app's defaults under `TintToolbar.<toolbar>.<item>` so that they last across launches.
@MainActor
@Observable
final class _ToolbarCustomizations {
    static let shared = _ToolbarCustomizations()

    /// Bumped at each change: bars read it, and run again.
    private(set) var changes = 0
    @ObservationIgnored private let defaults = UserDefaults.standard

    private func key(_ item: String, _ toolbar: String) -> String { "TintToolbar.\(toolbar).\(item)" }

    func isShown(_ item: String, in toolbar: String, byDefault: Bool) -> Bool {
        _ = changes
        return defaults.object(forKey: key(item, toolbar)) as? Bool ?? byDefault
    }

    func setShown(_ shown: Bool, _ item: String, in toolbar: String) {
        defaults.set(shown, forKey: key(item, toolbar))
        changes += 1
    }
}
