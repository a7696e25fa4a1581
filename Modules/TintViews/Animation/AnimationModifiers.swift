/// `.animation(_:value:)`: changes inside the view are animated with `animation` in the
/// updates where `value` changed (`nil`: not animated, even inside `withAnimation`).
package struct _AnimationModifier<V: Equatable>: ViewModifier {
    public typealias Body = Never
    public let animation: Animation?
    public let value: V
}

// On the main actor: the value need not be `Sendable` (it is compared where views are).
extension _AnimationModifier: @MainActor Equatable {}

/// The deprecated `.animation(_:)`: every change inside the view is animated with
/// `animation`.
package struct _AlwaysAnimationModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let animation: Animation?
}

/// `.transaction(_:)`: changes the transaction of every change inside the view.
package struct _TransactionModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let transform: @MainActor (inout Transaction) -> Void

    /// Closures cannot be compared: a rebuilt modifier always replaces the old one.
    public nonisolated static func == (lhs: _TransactionModifier, rhs: _TransactionModifier) -> Bool { false }
}

/// `.transaction(value:_:)`: changes the transaction of the changes inside the view in the
/// updates where `value` changed.
package struct _ValueTransactionModifier<V: Equatable>: ViewModifier {
    public typealias Body = Never
    public let value: V
    public let transform: @MainActor (inout Transaction) -> Void
}

extension _ValueTransactionModifier: @MainActor Equatable {
    /// Closures cannot be compared: a rebuilt modifier always replaces the old one.
    public static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// `.animation(_:body:)`: the effects the body applies animate with `animation`; the view
/// they are applied to (`_AnimationBodyContentModifier`) keeps the transaction from outside.
package struct _AnimationBodyModifier: ViewModifier, Equatable {
    public typealias Body = Never
    public let animation: Animation?
}

/// The view inside an `.animation(_:body:)`'s body.
package struct _AnimationBodyContentModifier: ViewModifier, Equatable {
    public typealias Body = Never
}

extension View {
    /// Applies `animation` to the animatable values of the modifiers `body` applies to this
    /// view, and to those only: the view's own changes animate as they would without it.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        let content = PlaceholderContentView<Self>(content: AnyView(modifier(_AnimationBodyContentModifier())))
        return body(content).modifier(_AnimationBodyModifier(animation: animation))
    }

    /// Changes the transaction of the changes inside this view in the updates where `value`
    /// changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(_ValueTransactionModifier(value: value, transform: transform))
    }

    /// Animates the changes inside this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Animates every change inside this view with `animation` (deprecated in SwiftUI: use
    /// `animation(_:value:)`).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AlwaysAnimationModifier(animation: animation))
    }

    /// Changes the transaction of the changes inside this view (`$0.animation = nil`).
    public func transaction(_ transform: @escaping @MainActor (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform))
    }
}
