/// What made the `body` that is running now run, set by the reconciler around each body so
/// `Self._printChanges()` can tell (SEMANTICS 1.10).
@MainActor
public enum BodyEvaluationContext {
    /// `@identity`, `@self`, or the names of written state (`_count`) and of `@Environment`
    /// properties whose values changed (`_theme`).
    @exclusivity(unchecked) public static var changedItems: [String] = []
    /// Where `_printChanges()` writes its line; standard output unless a test captures it.
    public static var printer: @MainActor (String) -> Void = { print($0) }
}

extension View {
    /// Prints why this view's body is running, in SwiftUI's format:
    /// `"Counter: _count changed."`, `"Row: @self changed."`, `"Row: @identity changed."`.
    /// Call it inside `body`.
    public static func _printChanges() {
        let items = BodyEvaluationContext.changedItems
        BodyEvaluationContext.printer("\(Self.self): \(items.isEmpty ? "nothing" : items.joined(separator: ", ")) changed.")
    }
}
