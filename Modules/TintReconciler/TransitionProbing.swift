import TintBoxes
import TintCore
import TintLayout
import TintViews

/// Works out a transition made from an app's modifier (`AnyTransition.modifier(active:identity:)`)
/// into the numbers the render tree plays: the probe square is built under the modifier at each
/// state in a graph of its own, and the group effects and offsets of its boxes are read off.
/// The way in starts from (and the way out ends at) the active state's numbers relative to the
/// identity state's: its opacity, scale, turn and move. Done once per transition value.
@MainActor
enum TransitionProbing {
    /// What a state does to the probe.
    private struct Numbers {
        var opacity = 1.0
        var scale: CGFloat = 1
        var radians = 0.0
        var x: CGFloat = 0
        var y: CGFloat = 0
    }

    /// `transition` with its modifier states worked out (unchanged without any).
    static func resolved(_ transition: AnyTransition) -> AnyTransition {
        guard transition.insertionProbe != nil || transition.removalProbe != nil else { return transition }
        var result = transition
        if let probe = transition.insertionProbe, let state = state(of: probe) { result.insertion = state }
        if let probe = transition.removalProbe, let state = state(of: probe) { result.removal = state }
        return result
    }

    private static func state(of probe: TransitionProbe) -> TransitionState? {
        if probe.resolved.done { return probe.resolved.state }
        var state: TransitionState?
        if let active = numbers(of: probe.active()), let identity = numbers(of: probe.identity()) {
            var found = TransitionState()
            found.opacity = identity.opacity > 0 ? Swift.min(1, active.opacity / identity.opacity) : active.opacity
            found.scale = identity.scale != 0 ? active.scale / identity.scale : active.scale
            found.rotation = active.radians - identity.radians
            found.offset = CGSize(width: active.x - identity.x, height: active.y - identity.y)
            // A modifier that changes nothing this can read (a colour, a clip) fades instead.
            if found.isIdentity {
                found.opacity = 0
                RuntimeWarnings.emit("AnyTransition.modifier(active:identity:): the modifier changes no opacity, scale, rotation or offset Tint can play; played as a fade", fix: "build the modifiers from opacity, scaleEffect, rotationEffect or offset, or use a built-in transition")
            }
            state = found
        }
        probe.resolved = (state, true)
        return state
    }

    /// The probe view built in a graph of its own, its boxes' effects and offsets combined.
    private static func numbers(of view: AnyView) -> Numbers? {
        let graph = ViewGraph(root: view)
        let (changes, _) = graph.update()
        var numbers = Numbers()
        var found = false
        for operation in changes.operations {
            guard case .insert(_, let content) = operation else { continue }
            found = true
            if let effect = content.effect {
                numbers.opacity *= effect.opacity
                if let transform = effect.transform {
                    numbers.scale *= transform.scaleX
                    numbers.radians += transform.radians
                    numbers.x += transform.translationX
                    numbers.y += transform.translationY
                }
            }
            if let offset = content.layout as? OffsetLayout {
                numbers.x += offset.x
                numbers.y += offset.y
            }
        }
        return found ? numbers : nil
    }
}
