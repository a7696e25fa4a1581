/// Several views in a row, made by `@ViewBuilder`; `T` is the tuple of their types.
///
/// The reconciler reads the elements through the tuple's field layout (cached per type), so a
/// `TupleView` costs nothing beyond its elements.
public struct TupleView<T>: View {
    public typealias Body = Never
    public var value: T

    public init(_ value: T) {
        self.value = value
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, Equatable, Sendable {
    public typealias Body = Never
    public nonisolated init() {}
}
