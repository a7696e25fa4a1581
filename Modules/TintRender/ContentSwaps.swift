import Foundation
import TintBoxes
import TintCore

/// Content transitions (`.contentTransition`): a box whose drawing changed in an animated
/// update shows the old drawing going out, on a copy of the box kept as a leaving box, while
/// the new one comes in, each by its `ContentSwap`'s states.
extension Animations {
    /// Starts `box`'s swap from `old` to its content, if its content has a swap and the two
    /// differ in more than their animatable numbers. Returns whether it started.
    func startSwap(_ box: RenderBox, from old: BoxContent, animation: Animation, completion: AnimationCompletion?) -> Bool {
        let target = box.content
        guard let swap = target.contentSwap, box.wasPlaced, !target.differsOnlyInAnimatableValues(from: old) else { return false }
        let frame = box.layoutFrame
        let states = swap.states(from: old.contentSwap, height: frame.height)
        let removal = Animations.reduced(states.removal, reducesMotion), insertion = Animations.reduced(states.insertion, reducesMotion)
        guard let gone = Animations.content(old, in: removal, frame: frame),
              let coming = Animations.content(target, in: insertion, frame: frame) else { return false }
        let key = ObjectIdentifier(box)
        endContent(key)
        // The old drawing, on a copy of the box drawn with its parent until it is out.
        let ghost = box.ghost(showing: old)
        let oldValues = old.animatableValues
        completion?.hold()
        let leavingTrack = Track(box: ghost, from: oldValues, to: gone.animatableValues, velocity: [Double](repeating: 0, count: oldValues.count),
                                 animation: animation, start: now, completion: completion, target: gone)
        leavingTrack.leaving = ghost
        contents[ObjectIdentifier(ghost)] = leavingTrack
        let parentKey = box.parent.map(ObjectIdentifier.init) ?? Animations.rootKey
        leaving[parentKey, default: (box.parent, [])].boxes.append(ghost)
        // The parent's bounds take in its leaving children when worked out again.
        box.parent?.invalidateSubtreeBounds()
        // The new one, in from its state.
        let newValues = target.animatableValues
        completion?.hold()
        contents[key] = Track(box: box, from: coming.animatableValues, to: newValues, velocity: [Double](repeating: 0, count: newValues.count),
                              animation: animation, start: now, completion: completion, target: target)
        box.present(coming)
        return true
    }
}
