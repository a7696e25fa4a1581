/// What made the `body` that is running now run, set by the reconciler around each body so
/// `Self._printChanges()` can tell (RULES 1.10).
@MainActor
public enum BodyEvaluationContext {
    /// `@identity`, `@self`, or the names of written state (`_count`) and of `@Environment`
    /// properties whose values changed (`_theme`).
    @exclusivity(unchecked) public static var changedItems: [String] = []

    /// Sets `changedItems` from the reconciler: accesses from another module are checked at
    /// run time (the attribute holds in this module only), one check per body run. `package`,
    /// as `InPlace`: the graph's hook, not API an app sees.
    package static func setChangedItems(_ items: [String]) {
        changedItems = items
    }
    /// Where `_printChanges()` writes its line; standard output unless a test captures it.
    public static var printer: @MainActor (String) -> Void = { print($0) }
}

extension View {
    /// Prints why this view's body is running, in SwiftUI's format:
    /// `"Counter: _count changed."`, `"Row: @self changed."`, `"Row: @identity changed."`.
    /// Call it inside `body`.
    package static func _printChanges() {
        let items = BodyEvaluationContext.changedItems
        BodyEvaluationContext.printer("\(_printedName(of: Self.self)): \(items.isEmpty ? "nothing" : items.joined(separator: ", ")) changed.")
    }
}

/// A type's name as `_printChanges` prints it: with its enclosing types (`Outer.Row`), without
/// its module or the anonymous contexts of private and local types.
func _printedName(of type: Any.Type) -> String {
    let full = String(reflecting: type)
    // Generic arguments are kept whole: only the part before them is split.
    let head = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    let tail = full.firstIndex(of: "<").map { String(full[$0...]) } ?? ""
    var parts = head.split(separator: ".").map(String.init)
    if parts.count > 1 { parts.removeFirst() }
    parts.removeAll { $0.hasPrefix("(") || $0.hasSuffix(")") || $0.hasPrefix("$") }
    return parts.joined(separator: ".") + tail
}

/// Marks `@State`, which `_printChanges` names on a view's first body.
package protocol _StateProperty {}
