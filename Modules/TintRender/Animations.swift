import Foundation
import TintBoxes
import TintCore

/// The animations running in a render tree: frames and content on their way from what was
/// drawn to what the last update produced. An animation frame only interpolates: no body
/// runs, no layout is computed, and only the moving boxes' pixels are damaged.
///
/// A change animates when its transaction has an animation: the update's own (`withAnimation`)
/// changed on the way down from the root by the boxes of `.animation(_:value:)` and
/// `.transaction(_:)` above the changed box (`AnimationScope`). Each number moves on its own
/// (`Animation._value`), so a change that arrives while one runs starts from where the box is
/// drawn and keeps each number's velocity.
@MainActor
final class Animations {
    /// One box's content on its way. A class: a frame steps thousands of them, and a
    /// structure of arrays and references was copied, each reference retained, at every step.
    final class Track {
        let box: RenderBox
        let from: [Double]
        let to: [Double]
        let velocity: [Double]
        let animation: Animation
        let start: Double
        let completion: AnimationCompletion?
        /// The target, whose animatable numbers are replaced while it moves.
        let target: BoxContent
        /// For a fade (only the group's opacity moves): its place among the numbers; each
        /// step then sets one number, in place.
        var opacityOnly: Int?
        /// For a removal transition: the removed box (the holder's top), taken out of the tree
        /// when the transition ends.
        var leaving: RenderBox?
        /// What an app's own curve keeps for each number between steps (nil for the others).
        private lazy var states: [CustomCurveState]? = CustomCurveState.states(to.count, for: animation)

        init(box: RenderBox, from: [Double], to: [Double], velocity: [Double], animation: Animation, start: Double,
             completion: AnimationCompletion?, target: BoxContent) {
            self.box = box
            self.from = from
            self.to = to
            self.velocity = velocity
            self.animation = animation
            self.start = start
            self.completion = completion
            self.target = target
        }

        func values(at time: Double) -> [Double] {
            var values = to
            let states = self.states
            for i in values.indices where from[i] != to[i] || velocity[i] != 0 {
                values[i] = animation._value(from: from[i], to: to[i], velocity: velocity[i], at: time - start, state: states?[i])
            }
            return values
        }

        func velocities(at time: Double) -> [Double] {
            var velocities = [Double](repeating: 0, count: to.count)
            for i in velocities.indices where from[i] != to[i] || velocity[i] != 0 {
                velocities[i] = animation._velocity(from: from[i], to: to[i], velocity: velocity[i], at: time - start)
            }
            return velocities
        }
    }

    /// One box's frame on its way (x, y, width, height): no arrays, as a frame animation
    /// moves many boxes at once.
    private struct FrameTrack {
        let box: RenderBox
        var from: SIMD4<Double>
        var to: SIMD4<Double>
        var velocity: SIMD4<Double>
        var animation: Animation
        var start: Double
        var completion: AnimationCompletion?
        /// What an app's own curve keeps for each of the four numbers between steps.
        var states: [CustomCurveState]? = nil

        func value(at time: Double) -> CGRect {
            var value = to
            for i in 0..<4 where from[i] != to[i] || velocity[i] != 0 {
                value[i] = animation._value(from: from[i], to: to[i], velocity: velocity[i], at: time - start, state: states?[i])
            }
            return CGRect(x: value[0], y: value[1], width: Swift.max(0, value[2]), height: Swift.max(0, value[3]))
        }

        func velocities(at time: Double) -> SIMD4<Double> {
            var velocities = SIMD4<Double>()
            for i in 0..<4 where from[i] != to[i] || velocity[i] != 0 {
                velocities[i] = animation._velocity(from: from[i], to: to[i], velocity: velocity[i], at: time - start)
            }
            return velocities
        }
    }

    private var frames = TrackTable<FrameTrack>()

    /// An app's shape on its way between two values (`Animatable.animatableData`): drawn at
    /// each step with its path asked afresh.
    private struct ShapeTrack {
        let box: RenderBox
        var from: any CustomOutline
        var to: any CustomOutline
        var animation: Animation
        var start: Double
        var completion: AnimationCompletion?
        var target: BoxContent
    }

    private var shapes: [ObjectIdentifier: ShapeTrack] = [:]
    var contents = TrackTable<Track>()
    /// The clock, in seconds (the host's date).
    private(set) var now: Double = 0
    /// The transaction of the update being applied.
    var transaction = Transaction()
    /// The boxes of `.animation(_:value:)` whose value changed in this update.
    private var firedScopes: Set<ObjectIdentifier> = []
    /// Whether any box has ever had an animation scope (until then, only the update's own
    /// transaction counts, and finding a box's transaction costs nothing).
    private var containsScopes = false
    /// Boxes whose content changed in this update, with the content drawn before.
    private var changedContents: [(box: RenderBox, old: BoxContent)] = []

    /// Boxes inserted by the update being applied (when an insertion may animate).
    var inserted: [RenderBox] = []
    /// Removed boxes still drawn while their removal transition plays, by their parent (the
    /// parent's `ObjectIdentifier`; roots under `rootKey`), with the parent kept alive.
    /// `@exclusivity(unchecked)`: the painter asks it of every box it walks (whether any child
    /// is leaving), and its dynamic access checks were a twentieth of recording a busy window;
    /// it is changed only by the transitions, never while read.
    @exclusivity(unchecked) var leaving: [ObjectIdentifier: (parent: RenderBox?, boxes: [RenderBox])] = [:]
    static let rootKey = ObjectIdentifier(Animations.self)
    /// Removed boxes whose transition ended: the tree takes them out.
    var finishedLeaving: [RenderBox] = []

    /// Less motion (`accessibilityReduceMotion`): frames and transforms change at once,
    /// transitions fade, colours and opacities still animate.
    var reducesMotion = false

    /// Whether anything is moving: the host asks for frames until nothing is.
    var isRunning: Bool { !frames.isEmpty || !contents.isEmpty || !shapes.isEmpty }
    /// How many boxes are moving (frames, contents and shapes), for the heads-up display.
    var count: Int { frames.count + contents.count + shapes.count }

    // MARK: Frames

    /// Starts a frame at `time`: every track moves to where it is at that time; finished
    /// ones land on their target and end. Returns whether any box moved.
    func advance(to time: Double) -> Bool {
        now = time
        guard isRunning else { return false }
        frames.compact()
        for position in frames.stepRange {
            guard let (key, track) = frames.entry(at: position) else { continue }
            guard track.box.isInTree else { endFrame(key); continue }
            if track.animation._isFinished(at: time - track.start) {
                track.box.frame = track.box.layoutFrame
                endFrame(key)
            } else {
                track.box.frame = track.value(at: time)
            }
            // (A clipping box that moves or resizes shows a different part of what is inside
            // it: the layout pass works out again what shows of its content, `resizedClips`.)
            track.box.needsPaint = true
        }
        for (key, track) in shapes {
            guard track.box.isInTree else { endShape(key); continue }
            if track.animation._isFinished(at: time - track.start) {
                track.box.present(track.target)
                endShape(key)
            } else if let shape = presentedShape(of: track, at: time) {
                track.box.updatePresented { content in
                    guard case .shape(var drawing)? = content.drawing else { return false }
                    drawing.outline = .custom(shape)
                    content.drawing = .shape(drawing)
                    return true
                }
            }
        }
        contents.compact()
        for position in contents.stepRange {
            guard let (key, track) = contents.entry(at: position) else { continue }
            let box = track.box
            guard box.isInTree else { endContent(key); continue }
            let elapsed = time - track.start
            if track.animation._isFinished(at: elapsed) {
                box.present(track.target)
                if let gone = track.leaving { finishedLeaving.append(gone) }
                endContent(key)
            } else if let index = track.opacityOnly {
                box.updatePresentedOpacity(track.animation._value(from: track.from[index], to: track.to[index], velocity: track.velocity[index], at: elapsed))
            } else {
                let values = track.values(at: time)
                box.updatePresented { $0.setAnimatableValues(values) }
            }
        }
        return true
    }

    func endContent(_ key: ObjectIdentifier) {
        contents.removeValue(forKey: key)?.completion?.release()
    }

    private func endShape(_ key: ObjectIdentifier) {
        shapes.removeValue(forKey: key)?.completion?.release()
    }

    private func presentedShape(of track: ShapeTrack, at time: Double) -> (any CustomOutline)? {
        let fraction = track.animation._value(from: 0, to: 1, velocity: 0, at: time - track.start)
        return track.to.interpolated(from: track.from, fraction: fraction)
    }

    /// Starts `box`'s shape moving from the one drawn (`old`) to the new one, when both are
    /// an app's shape of one type, painted alike, with different animatable data.
    private func startShape(_ box: RenderBox, from old: BoxContent, animation: Animation, completion: AnimationCompletion?) -> Bool {
        let target = box.content
        guard case .shape(let new)? = target.drawing, case .shape(let drawn)? = old.drawing,
              case .custom(let to) = new.outline, case .custom(let from) = drawn.outline,
              new.fill == drawn.fill, new.stroke == drawn.stroke, new.inset == drawn.inset,
              to.differsInAnimatableData(from: from) else { return false }
        let key = ObjectIdentifier(box)
        endShape(key)
        completion?.hold()
        shapes[key] = ShapeTrack(box: box, from: from, to: to, animation: animation, start: now, completion: completion, target: target)
        var presented = target
        var drawing = new
        drawing.outline = .custom(from)
        presented.drawing = .shape(drawing)
        box.present(presented)
        return true
    }

    /// `box` left the tree: whatever of it was moving stops (its completions counted as done).
    func forget(_ box: RenderBox) {
        let key = ObjectIdentifier(box)
        endFrame(key)
        endShape(key)
        endContent(key)
    }

    private func endFrame(_ key: ObjectIdentifier) {
        frames.removeValue(forKey: key)?.completion?.release()
    }

    /// Takes the transaction of an update being applied.
    func begin(_ transaction: Transaction) {
        // Several updates in one frame (layout passes): an animated one is kept.
        if transaction.animation != nil || transaction.completion != nil || self.transaction.animation == nil {
            self.transaction = transaction
        }
    }

    /// The update's frame is over: a completion whose transaction started nothing runs now.
    func endFrame() {
        transaction.completion?.frameEnded()
        transaction = Transaction()
        firedScopes.removeAll()
    }

    /// The box's scope changed (`fired`: its `.animation(_:value:)` value did).
    func scopeChanged(_ box: RenderBox, fired: Bool) {
        containsScopes = true
        if fired { firedScopes.insert(ObjectIdentifier(box)) }
    }

    /// The transaction a change of `box` is made in: the update's, through each scope from
    /// the root down to the box (`forFrames`: a change of its frame).
    func transaction(for box: RenderBox, forFrames: Bool = false) -> Transaction {
        guard containsScopes else { return transaction }
        var scopes: [(AnimationScope, Bool)] = []
        var current: RenderBox? = box
        while let node = current {
            if let scope = node.content.animationScope { scopes.append((scope, firedScopes.contains(ObjectIdentifier(node)))) }
            current = node.parent
        }
        var result = transaction
        for (scope, fired) in scopes.reversed() { scope.apply(to: &result, fired: fired, forFrames: forFrames) }
        return result
    }

    /// The transaction `box` is inserted or removed in: its parent's (the update's for a root).
    func transaction(around box: RenderBox) -> Transaction {
        guard let parent = box.parent else { return transaction }
        return transaction(for: parent)
    }

    /// Whether no change of this update can animate (the common case: nothing to look up).
    var nothingAnimates: Bool { transaction.animation == nil && !containsScopes }

    /// Layout moved `box` to `target` (its `layoutFrame`): drawn there at once, or on its way
    /// there from where it is drawn now.
    func move(_ box: RenderBox, to target: CGRect) {
        let key = ObjectIdentifier(box)
        // Most layouts move boxes with nothing animating: no look-up then.
        guard !nothingAnimates || (!frames.isEmpty && frames[key] != nil) else {
            box.frame = target
            return
        }
        let found = transaction(for: box, forFrames: true)
        guard let animation = found.animation, target.isFinite, !reducesMotion else {
            endFrame(key)
            box.frame = target
            return
        }
        let from = SIMD4(Double(box.frame.minX), Double(box.frame.minY), Double(box.frame.width), Double(box.frame.height))
        let velocity = frames[key]?.velocities(at: now) ?? SIMD4<Double>()
        endFrame(key)
        found.completion?.hold()
        frames[key] = FrameTrack(box: box, from: from, to: SIMD4(Double(target.minX), Double(target.minY), Double(target.width), Double(target.height)),
                                 velocity: velocity, animation: animation, start: now, completion: found.completion,
                                 states: CustomCurveState.states(4, for: animation))
    }

    /// Draws `box` at `from` now and moves it to `to` with `animation` (a matched geometry's
    /// flight; `to` is its layout frame, or for a member going out, where it goes).
    func fly(_ box: RenderBox, from: CGRect, to: CGRect, animation: Animation) {
        guard from.isFinite, to.isFinite else { return }
        let key = ObjectIdentifier(box)
        endFrame(key)
        box.frame = from
        box.needsPaint = true
        transaction.completion?.hold()
        frames[key] = FrameTrack(box: box, from: SIMD4(Double(from.minX), Double(from.minY), Double(from.width), Double(from.height)),
                                 to: SIMD4(Double(to.minX), Double(to.minY), Double(to.width), Double(to.height)),
                                 velocity: SIMD4<Double>(), animation: animation, start: now, completion: transaction.completion,
                                 states: CustomCurveState.states(4, for: animation))
    }

    // MARK: Content

    /// `box`'s content is about to change from `old` (as drawn now).
    func contentChanging(_ box: RenderBox, from old: BoxContent) {
        guard !nothingAnimates || (isRunning && (contents[ObjectIdentifier(box)] != nil || shapes[ObjectIdentifier(box)] != nil)) else { return }
        changedContents.append((box, old))
    }

    /// Starts the content animations of the update just applied (the tree is complete: the
    /// scopes above each box are known).
    func startContentAnimations() {
        guard !changedContents.isEmpty else { return }
        let changed = changedContents
        changedContents.removeAll()
        for (box, old) in changed where box.isInTree {
            let key = ObjectIdentifier(box)
            let target = box.content
            let running = contents[key]
            let found = transaction(for: box)
            if let animation = found.animation, startShape(box, from: old, animation: animation, completion: found.completion) {
                continue
            }
            if let animation = found.animation, target.contentSwap != nil, startSwap(box, from: old, animation: animation, completion: found.completion) {
                endShape(key)
                continue
            }
            endShape(key)
            guard let animation = found.animation, target.differsOnlyInAnimatableValues(from: old) else {
                endContent(key)
                continue
            }
            var from = old.animatableValues
            let to = target.animatableValues
            if reducesMotion, let opacity = target.opacityValueIndex, old.effect != nil {
                // Scale, turn and move (the numbers after the opacity) change at once.
                for i in (opacity + 1)..<Swift.min(opacity + 7, from.count) { from[i] = to[i] }
            }
            // Nothing animatable changed (a layout did, which the frames animate).
            guard from != to || running != nil else { continue }
            let velocity = running?.velocities(at: now) ?? [Double](repeating: 0, count: to.count)
            endContent(key)
            found.completion?.hold()
            let velocities = velocity.count == to.count ? velocity : [Double](repeating: 0, count: to.count)
            let track = Track(box: box, from: from, to: to, velocity: velocities, animation: animation, start: now,
                              completion: found.completion, target: target)
            if let index = target.opacityValueIndex, old.effect != nil,
               from.indices.allSatisfy({ $0 == index || (from[$0] == to[$0] && velocities[$0] == 0) }) {
                track.opacityOnly = index
            }
            contents[key] = track
            // Drawn as it was until the clock moves.
            if let presented = target.withAnimatableValues(from) { box.present(presented) }
        }
    }
}

private extension CGRect {
    var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}
