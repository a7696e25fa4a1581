import TintBoxes
import TintCore
import TintViews

// The animation modifiers as boxes: each makes a passthrough box holding its scope or
// transition, which the render tree reads when it animates the changes below.

extension _AnimationModifier: @MainActor BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let value = self.value
        let scope = AnimationScope(kind: .onChange(animation, value: value, equals: { other in (other as? V) == value }))
        return .passthrough("animation") { $0.animationScope = scope }
    }
}

extension _ValueTransactionModifier: @MainActor BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let value = self.value
        let scope = AnimationScope(kind: .transformOnChange(transform, value: value, equals: { other in (other as? V) == value }))
        return .passthrough("transaction") { $0.animationScope = scope }
    }
}

extension _AlwaysAnimationModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("animation") { $0.animationScope = AnimationScope(kind: .always(animation)) }
    }
}

extension _TransactionModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("transaction") { $0.animationScope = AnimationScope(kind: .transform(transform)) }
    }
}

extension _TransitionModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let resolved = TransitionProbing.resolved(transition)
        let transition = BoxTransition(insertion: resolved.insertion, removal: resolved.removal, animation: resolved.animation)
        return .passthrough("transition") { $0.transition = transition }
    }
}

extension _MatchedGeometryModifier: @MainActor BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        let mark = MatchedGeometry(key: MatchedGeometry.Key(namespace: namespace.value, id: id),
                                   properties: MatchedGeometry.Properties(rawValue: properties.rawValue), anchor: anchor, isSource: isSource)
        return .passthrough("matchedGeometry") { $0.matchedGeometry = mark }
    }
}

extension _AnimationBodyModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("animation") { $0.animationScope = AnimationScope(kind: .body(animation)) }
    }
}

extension _AnimationBodyContentModifier: BoxModifierPrimitive {
    func boxContent(environment: EnvironmentValues) -> BoxContent {
        .passthrough("animationContent") { $0.animationScope = AnimationScope(kind: .bodyContent) }
    }
}
