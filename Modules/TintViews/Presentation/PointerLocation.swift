import Foundation

/// Where the last click went down, in window points: menus, context menus and popovers open
/// there (Tint does not yet tell a presenter its own frame).
@MainActor
package enum PointerLocation {
    package static var lastClick = CGPoint.zero
}
