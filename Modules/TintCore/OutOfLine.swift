/// A value few instances of a type carry, held out of line: the type stays small where it is
/// stored inline (in every node, every body value and every copy of it), and a copy is one
/// retain. Immutable: a change makes a new cell. Compared by value, so two equal values in
/// different cells are equal.
public final class OutOfLine<Value: Equatable & Sendable>: Equatable, Sendable {
    public let value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public static func == (a: OutOfLine, b: OutOfLine) -> Bool {
        a === b || a.value == b.value
    }

    /// `value` changed by `change`, out of line again; `nil` when the result equals `empty`
    /// (so a type holding nothing rare holds no cell, and compares equal to one never given any).
    public static func updating(_ cell: OutOfLine?, empty: Value, _ change: (inout Value) -> Void) -> OutOfLine? {
        var value = cell?.value ?? empty
        change(&value)
        return value == empty ? nil : OutOfLine(value)
    }

    /// As `updating(_:empty:_:)`, with the cell taken from `recent` (`RecentCells`): for values
    /// many instances carry alike.
    ///
    /// Inlinable, so it is specialized for its value: unspecialized, the `Value?` of
    /// `cell?.value` made the runtime look up `Optional<Value>`'s metadata at every call (a
    /// hash-table search, a styled `Text` each).
    @inlinable
    package static func updating(_ cell: OutOfLine?, empty: Value, sharing recent: RecentCells<Value>,
                                _ change: (inout Value) -> Void) -> OutOfLine? {
        var value = cell?.value ?? empty
        change(&value)
        return value == empty ? nil : recent.cell(value)
    }
}
