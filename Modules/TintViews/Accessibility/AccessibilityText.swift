import Foundation

/// The words controls give assistive technology.
package enum AccessibilityText {
    /// The text of a label that is a plain `Text` (a control named by its title); nil for
    /// other labels, whose drawn texts name the control instead.
    package static func plain<L: View>(_ label: L) -> String? {
        (label as? Text)?.content
    }
}
