import Foundation
import TintBoxes
import TintCore

/// Transitions: how inserted views come in and removed views go out (`AnyTransition`),
/// played by the render tree's animations on the view's layer.
extension Animations {
    /// A box the update inserted: it may come in with a transition (worked out after layout,
    /// when its size is known).
    func noteInserted(_ box: RenderBox) {
        guard !nothingAnimates || box.content.transition?.animation != nil else { return }
        inserted.append(box)
    }

    /// Starts the insertion transitions of the boxes the update inserted, now laid out: each
    /// inserted subtree's top comes in from its transition's state (the default fades).
    /// Returns whether any started (their first state must be painted).
    func startInsertions() -> Bool {
        guard !inserted.isEmpty else { return false }
        let boxes = inserted
        inserted.removeAll()
        let keys = Set(boxes.map(ObjectIdentifier.init))
        var started = false
        for box in boxes where box.isInTree {
            if let parent = box.parent, keys.contains(ObjectIdentifier(parent)) { continue }
            let (holder, transition) = Animations.transitionHolder(from: box)
            // Inserted into its parent: the transaction there (the box's own `.animation` scope
            // is about the changes inside it).
            guard let animation = transition?.animation ?? transaction(around: box).animation else { continue }
            let state = Animations.reduced((transition ?? .opacity).insertion, reducesMotion)
            guard !state.isIdentity else { continue }
            let target = holder.content
            guard let from = Animations.content(target, in: state, frame: holder.layoutFrame) else { continue }
            let completion = transaction.completion
            completion?.hold()
            contents[ObjectIdentifier(holder)] = Track(box: holder, from: from.animatableValues, to: target.animatableValues,
                                                       velocity: [Double](repeating: 0, count: target.animatableValues.count),
                                                       animation: animation, start: now, completion: completion, target: target)
            holder.present(from)
            started = true
        }
        return started
    }

    /// Whether `box`, removed by the update, stays drawn while a removal transition plays
    /// (then it is kept as a leaving box until the transition ends).
    func beginLeaving(_ box: RenderBox) -> Bool {
        guard !nothingAnimates || box.content.transition?.animation != nil || hasTransitionBelow(box) else { return false }
        guard box.wasPlaced else { return false }
        let (holder, transition) = Animations.transitionHolder(from: box)
        guard let animation = transition?.animation ?? transaction(around: box).animation else { return false }
        let state = Animations.reduced((transition ?? .opacity).removal, reducesMotion)
        guard !state.isIdentity, let to = Animations.content(holder.content, in: state, frame: holder.layoutFrame) else { return false }
        let key = ObjectIdentifier(holder)
        let from = holder.content.animatableValues
        let velocity = contents[key]?.velocities(at: now) ?? [Double](repeating: 0, count: from.count)
        endContent(key)
        let completion = transaction.completion
        completion?.hold()
        let track = Track(box: holder, from: from, to: to.animatableValues, velocity: velocity.count == from.count ? velocity : [Double](repeating: 0, count: from.count),
                          animation: animation, start: now, completion: completion, target: to)
        track.leaving = box
        contents[key] = track
        let parentKey = box.parent.map(ObjectIdentifier.init) ?? Animations.rootKey
        leaving[parentKey, default: (box.parent, [])].boxes.append(box)
        return true
    }

    private func hasTransitionBelow(_ box: RenderBox) -> Bool {
        Animations.transitionHolder(from: box).1?.animation != nil
    }

    /// A leaving box is out: forget it.
    func forgetLeaving(_ box: RenderBox) {
        let parentKey = box.parent.map(ObjectIdentifier.init) ?? Animations.rootKey
        guard var entry = leaving[parentKey] else { return }
        entry.boxes.removeAll { $0 === box }
        leaving[parentKey] = entry.boxes.isEmpty ? nil : entry
    }

    /// The leaving boxes drawn with `parent` (nil: with the roots).
    func leavingBoxes(of parent: RenderBox?) -> [RenderBox] {
        guard !leaving.isEmpty else { return [] }
        return leaving[parent.map(ObjectIdentifier.init) ?? Animations.rootKey]?.boxes ?? []
    }

    /// The box whose `.transition` is the transition of the subtree under `box` (down a chain
    /// of single children, as modifiers wrap a view), and that transition; `box` itself and
    /// nil (the default fade) when there is none.
    static func transitionHolder(from box: RenderBox) -> (RenderBox, BoxTransition?) {
        var current = box
        for _ in 0..<8 {
            if let transition = current.content.transition { return (current, transition) }
            guard current.children.count == 1 else { break }
            current = current.children[0]
        }
        return (box, nil)
    }

    /// A transition's state with less motion: a move or a scale becomes a fade.
    static func reduced(_ state: TransitionState, _ reduce: Bool) -> TransitionState {
        guard reduce, state.scale != 1 || state.offset != .zero || state.edge != nil || state.rotation != 0 else { return state }
        return BoxTransition.opacity.insertion
    }

    /// `content` in a transition's `state`: faded, scaled about its anchor and moved (by an
    /// offset, or by its own size towards an edge).
    static func content(_ content: BoxContent, in state: TransitionState, frame: CGRect) -> BoxContent? {
        var result = content
        var effect = content.effect ?? GroupEffect()
        effect.opacity *= state.opacity
        var transform = effect.transform ?? GroupEffect.Transform(anchor: state.anchor)
        if state.scale != 1 {
            transform.scaleX *= state.scale
            transform.scaleY *= state.scale
            transform.anchor = state.anchor
        }
        if state.rotation != 0 {
            transform.radians += state.rotation
            transform.anchor = state.anchor
        }
        var dx = state.offset.width, dy = state.offset.height
        switch state.edge {
        case .leading?: dx -= frame.width
        case .trailing?: dx += frame.width
        case .top?: dy -= frame.height
        case .bottom?: dy += frame.height
        case nil: break
        }
        transform.translationX += dx
        transform.translationY += dy
        if effect.transform != nil || state.scale != 1 || state.rotation != 0 || dx != 0 || dy != 0 { effect.transform = transform }
        result.effect = effect
        return result
    }
}

