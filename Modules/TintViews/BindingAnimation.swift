/// Bindings whose writes animate, as SwiftUI's `Binding.animation(_:)` and
/// `Binding.transaction(_:)`: a control bound to `$isOn.animation()` animates what its change
/// moves, without a `withAnimation` at the call site.
extension Binding {
    /// This binding, its writes made with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { value in withAnimation(animation) { self.wrappedValue = value } })
    }

    /// This binding, its writes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: { self.wrappedValue }, set: { value in withTransaction(transaction) { self.wrappedValue = value } })
    }
}
