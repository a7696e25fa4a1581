/// A stored property that view comparison skips: the seed's "closures must be marked as skip".
///
/// ```swift
/// struct ItemRow: View {
///     let title: String
///     @DiffIgnored var onTap: () -> Void   // a new closure each time must not re-run the body
/// }
/// ```
/// Skipped by both reflection engines, like every dynamic property (RULES 1.3). The body
/// still sees the newest value: when the row re-runs for another reason, it reads the closure
/// its parent passed last. A row skipped as equal keeps the closure it was last built with,
/// which is what SwiftUI does for any property it finds equal, so capture stable state only.
@propertyWrapper
public struct DiffIgnored<Value>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Nothing to link: the value lives in the view itself.
    public static func _linkStorage(at field: UnsafeMutableRawPointer, storage: inout AnyObject?, context: DynamicPropertyContext) {}
}
