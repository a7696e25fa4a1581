/// Effects that change how a view looks, not where it is laid out, as SwiftUI's `VisualEffect`:
/// built in `.visualEffect { content, proxy in content.offset(y: ...) }` from the view's
/// geometry, and applied to it as the matching view modifiers.
public protocol VisualEffect {
    /// The effect applied to `content`.
    @MainActor func _apply(to content: AnyView) -> AnyView
}

/// No effect: where a `visualEffect` closure starts, as SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    public func _apply(to content: AnyView) -> AnyView { content }
}

/// An effect followed by one more step.
public struct _VisualEffectStep<Base: VisualEffect>: VisualEffect {
    let base: Base
    let step: @MainActor (AnyView) -> AnyView

    public func _apply(to content: AnyView) -> AnyView { step(base._apply(to: content)) }
}

extension VisualEffect {
    private func then(_ step: @escaping @MainActor (AnyView) -> AnyView) -> _VisualEffectStep<Self> {
        _VisualEffectStep(base: self, step: step)
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { then { AnyView($0.offset(offset)) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then { AnyView($0.offset(x: x, y: y)) } }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { then { AnyView($0.scaleEffect(s, anchor: anchor)) } }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
    }
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { then { AnyView($0.transformEffect(transform)) } }
    public func opacity(_ opacity: Double) -> some VisualEffect { then { AnyView($0.opacity(opacity)) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then { AnyView($0.blur(radius: radius, opaque: opaque)) } }
    public func brightness(_ amount: Double) -> some VisualEffect { then { AnyView($0.brightness(amount)) } }
    public func contrast(_ amount: Double) -> some VisualEffect { then { AnyView($0.contrast(amount)) } }
    public func saturation(_ amount: Double) -> some VisualEffect { then { AnyView($0.saturation(amount)) } }
    public func grayscale(_ amount: Double) -> some VisualEffect { then { AnyView($0.grayscale(amount)) } }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then { AnyView($0.hueRotation(angle)) } }
}

/// `.visualEffect`: the view's frame after each placement, and the effect made from it. The
/// effects do not move the view's layout, so the frame they are made from stays put.
struct _VisualEffectModifier<Effect: VisualEffect>: ViewModifier {
    let effect: @MainActor (EmptyVisualEffect, GeometryProxy) -> Effect
    @State private var proxy = GeometryProxy(frame: .zero)
    @Environment(\._coordinateSpaces) private var spaces

    func body(content: Content) -> some View {
        let spaces = spaces
        let current = $proxy
        return effect(EmptyVisualEffect(), proxy)._apply(to: AnyView(content))
            .modifier(_PlacementObserver { frame in
                let placed = GeometryProxy(frame: frame, spaces: spaces.frames())
                if placed != current.wrappedValue { current.wrappedValue = placed }
            })
    }
}

extension View {
    /// Applies the effect `effect` makes from this view's geometry (its frame in any space),
    /// without changing its layout: `content.offset(y: proxy.frame(in: .global).minY * -0.1)`.
    public func visualEffect<Effect: VisualEffect>(_ effect: @escaping @MainActor (EmptyVisualEffect, GeometryProxy) -> Effect) -> some View {
        modifier(_VisualEffectModifier(effect: effect))
    }
}
