import Foundation
import Observation
import Testing
import TintUI

/// A random scene: stacks, paddings, opacity, scroll views and leaves, as plain data, so a
/// random edit is a new value and the views built from it are diffed as usual.
indirect enum RandomScene: Equatable, Sendable {
    case text(String, Color)
    case color(Color, width: CGFloat, height: CGFloat)
    case circle(Color, diameter: CGFloat)
    case stack(kind: Int, spacing: CGFloat, [RandomScene])
    case padded(CGFloat, RandomScene)
    case faded(Double, RandomScene)
    case scrolled(height: CGFloat, [RandomScene])
}

extension RandomScene {
    var containsScrollView: Bool {
        switch self {
        case .text, .color, .circle: false
        case .scrolled: true
        case .stack(_, _, let children): children.contains { $0.containsScrollView }
        case .padded(_, let child), .faded(_, let child): child.containsScrollView
        }
    }
}

/// A deterministic generator (a linear congruential step, high bits out).
struct SceneRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(Swift.max(1, bound)))
    }

    mutating func color() -> Color {
        Color(red: Double(next(256)) / 255, green: Double(next(256)) / 255, blue: Double(next(256)) / 255, opacity: next(4) == 0 ? 0.6 : 1)
    }

    mutating func length() -> CGFloat { CGFloat(4 + next(40)) + CGFloat(next(4)) / 4 }

    mutating func scene(depth: Int) -> RandomScene {
        switch depth >= 3 ? next(3) : next(8) {
        case 0: return .text(["a", "Hi", "Tint", "wrap me please", "12:34", ""][next(6)], color())
        case 1: return .color(color(), width: length(), height: length())
        case 2: return .circle(color(), diameter: length())
        case 3, 4: return .stack(kind: next(3), spacing: CGFloat(next(10)), (0..<(1 + next(4))).map { _ in scene(depth: depth + 1) })
        case 5: return .padded(CGFloat(next(12)), scene(depth: depth + 1))
        case 6: return .faded(0.3 + Double(next(7)) / 10, scene(depth: depth + 1))
        default: return .scrolled(height: 20 + length(), (0..<(1 + next(5))).map { _ in scene(depth: depth + 1) })
        }
    }

    /// `scene` with one random node edited: a leaf's content or size, a child added or removed,
    /// a spacing, padding or opacity changed.
    mutating func edit(_ scene: RandomScene, depth: Int = 0) -> RandomScene {
        let descend = next(3) != 0
        switch scene {
        case .text(let string, let color):
            return next(2) == 0 ? .text(string + "x", color) : .text(string, self.color())
        case .color(let color, let width, let height):
            return next(2) == 0 ? .color(self.color(), width: width, height: height) : .color(color, width: length(), height: height)
        case .circle(let color, let diameter):
            return next(2) == 0 ? .circle(self.color(), diameter: diameter) : .circle(color, diameter: length())
        case .stack(let kind, let spacing, var children):
            if descend, !children.isEmpty {
                let index = next(children.count)
                children[index] = edit(children[index], depth: depth + 1)
            } else {
                switch next(3) {
                case 0: children.insert(self.scene(depth: depth + 1), at: next(children.count + 1))
                case 1 where children.count > 1: children.remove(at: next(children.count))
                default: return .stack(kind: kind, spacing: CGFloat(next(10)), children)
                }
            }
            return .stack(kind: kind, spacing: spacing, children)
        case .padded(let amount, let child):
            return descend ? .padded(amount, edit(child, depth: depth + 1)) : .padded(CGFloat(next(12)), child)
        case .faded(let opacity, let child):
            return descend ? .faded(opacity, edit(child, depth: depth + 1)) : .faded(0.3 + Double(next(7)) / 10, child)
        case .scrolled(let height, var children):
            if descend, !children.isEmpty {
                let index = next(children.count)
                children[index] = edit(children[index], depth: depth + 1)
                return .scrolled(height: height, children)
            }
            return .scrolled(height: 20 + length(), children)
        }
    }
}

/// Builds the views of a `RandomScene`; equal scenes give equal views, whose bodies are skipped.
struct RandomSceneView: View {
    let scene: RandomScene
    /// Whether stacks' children come and go with a move and a scale (not the default fade).
    var moves = false

    /// A stack's child: with `moves`, under a transition that moves and scales it.
    private func child(_ scene: RandomScene) -> AnyView {
        moves ? AnyView(RandomSceneView(scene: scene, moves: true).transition(.move(edge: .leading).combined(with: .scale(scale: 0.5))))
            : AnyView(RandomSceneView(scene: scene))
    }

    var body: some View {
        switch scene {
        case .text(let string, let color):
            AnyView(Text(string).foregroundColor(color))
        case .color(let color, let width, let height):
            AnyView(color.frame(width: width, height: height))
        case .circle(let color, let diameter):
            AnyView(Circle().fill(color).frame(width: diameter, height: diameter))
        case .stack(let kind, let spacing, let children):
            AnyView(Group {
                if kind == 0 {
                    VStack(spacing: spacing) { ForEach(children.indices, id: \.self) { child(children[$0]) } }
                } else if kind == 1 {
                    HStack(spacing: spacing) { ForEach(children.indices, id: \.self) { child(children[$0]) } }
                } else {
                    ZStack { ForEach(children.indices, id: \.self) { child(children[$0]) } }
                }
            })
        case .padded(let amount, let child):
            AnyView(RandomSceneView(scene: child, moves: moves).padding(amount))
        case .faded(let opacity, let child):
            AnyView(RandomSceneView(scene: child, moves: moves).opacity(opacity))
        case .scrolled(let height, let children):
            AnyView(ScrollView { VStack(spacing: 2) { ForEach(children.indices, id: \.self) { self.child(children[$0]) } } }
                .frame(height: height))
        }
    }
}

@MainActor
@Observable
final class RandomSceneModel {
    var scene: RandomScene
    init(_ scene: RandomScene) { self.scene = scene }
}

struct RandomSceneRoot: View {
    let model: RandomSceneModel
    var moves = false
    var body: some View { RandomSceneView(scene: model.scene, moves: moves) }
}

/// Whether two buffers hold the same pixels; the first difference otherwise.
@MainActor
func firstDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> (x: Int, y: Int)? {
    guard a.width == b.width, a.height == b.height else { return (-1, -1) }
    for y in 0..<a.height {
        let rowA = a.pixels + y * a.stride, rowB = b.pixels + y * b.stride
        for x in 0..<a.width where rowA[x] != rowB[x] { return (x, y) }
    }
    return nil
}

/// RULES 4.1, the key invariant: after any sequence of updates, the picture painted only
/// inside the damage equals a full repaint of the same state, byte for byte. 150 random scenes
/// of 10 updates each (edits, scrolls), plain and tinted; a run of 1,000 scenes (10,000 frames
/// each way) passed too. It found that flattened curves leave a trace of coverage one pixel
/// outside their frame, so shapes now count a pixel around their frame as painted.
@MainActor
@Suite struct DamageInvariantTests {
    @Test(arguments: [false, true])
    func damageOnlyRepaintEqualsFullRepaint(tinted: Bool) throws {
        var cases = 0
        for seed in 1...150 as ClosedRange<UInt64> {
            var random = SceneRandom(seed: seed)
            let model = RandomSceneModel(random.scene(depth: 0))
            let host = HeadlessHost(rootView: RandomSceneRoot(model: model), width: 160, height: 120)
            host.options.debugTint = tinted
            host.renderFrame()
            for step in 0..<10 {
                if random.next(4) == 0, model.scene.containsScrollView {
                    host.scroll(at: CGPoint(x: random.next(160), y: random.next(120)), by: CGSize(width: 0, height: random.next(30) - 10))
                } else {
                    model.scene = random.edit(model.scene)
                }
                let report = host.renderFrame()
                cases += 1
                if let (x, y) = firstDifference(host.pixelBuffer, host.fullRepaint()) {
                    Issue.record("seed \(seed), step \(step): damage-only repaint differs from a full repaint at (\(x), \(y)); damage \(report.damage); scene \(model.scene)")
                    return
                }
            }
        }
        #expect(cases == 1_500)
    }

    /// The same invariant with animations in flight: edits made inside `withAnimation` with
    /// random curves (or none), the clock stepped by random amounts, so frames and contents
    /// move, views come and go with the default fade, and animations are interrupted.
    @Test func damageOnlyRepaintEqualsFullRepaintWhileAnimating() throws {
        var cases = 0, animatedFrames = 0
        for seed in 1...100 as ClosedRange<UInt64> {
            guard Self.playAnimatedScene(seed: seed, cases: &cases, animatedFrames: &animatedFrames) else { return }
        }
        #expect(cases == 1_200)
        // The test must exercise animations, not only plain edits.
        #expect(animatedFrames > 300, "\(animatedFrames) frames animated")
    }

    /// The same with views coming and going by a move and a scale rather than the default
    /// fade: a leaving view's old place must be erased as it moves away, and a view inserted
    /// inside a group still moving in is damaged where that group's transform puts it (seed
    /// 742 of a 4,000-seed run: the tree had not learnt that transforms exist, as no content
    /// but a transition's had one).
    @Test func damageOnlyRepaintEqualsFullRepaintWithMovingTransitions() throws {
        var cases = 0, animatedFrames = 0
        for seed in Array(1...100) + [742, 6824] as [UInt64] {
            guard Self.playAnimatedScene(seed: seed, moves: true, cases: &cases, animatedFrames: &animatedFrames) else { return }
        }
        #expect(cases == 1_224)
        #expect(animatedFrames > 300, "\(animatedFrames) frames animated")
    }

    /// Seeds that a run of 12,000 found failing, each for its own reason: a text whose frame
    /// had not moved yet but whose lines were laid out anew (793); a scroll view grown without
    /// animation, its content's record of what shows kept (1083); a parent removed while its
    /// child was going out, then freed under it (1501, a crash); a translucent fill faded
    /// without a layer until a sibling came into its group (5134); a leaving view's record of
    /// what shows not refreshed when its scroll view grew (8368); a circle in a fading group
    /// painted through a layer or folded into one faded drawing, a unit apart at its edge,
    /// as the group's chain changed (14362, of a later run).
    @Test(arguments: [793, 1083, 1501, 5134, 8368, 14362] as [UInt64])
    func damageOnlyRepaintEqualsFullRepaintWhileAnimating(seed: UInt64) throws {
        var cases = 0, animatedFrames = 0
        #expect(Self.playAnimatedScene(seed: seed, cases: &cases, animatedFrames: &animatedFrames))
        #expect(cases == 12)
    }

    /// Plays one random animated scene of 12 steps, comparing each frame's damage-only picture
    /// with a full repaint; records an issue and returns false at the first difference.
    private static func playAnimatedScene(seed: UInt64, moves: Bool = false, cases: inout Int, animatedFrames: inout Int) -> Bool {
        let animations: [Animation?] = [nil, .linear(duration: 0.3), .easeInOut(duration: 0.5), .spring(response: 0.4, dampingFraction: 0.6), .bouncy]
        var random = SceneRandom(seed: seed &+ 1_000)
        let model = RandomSceneModel(random.scene(depth: 0))
        let host = HeadlessHost(rootView: RandomSceneRoot(model: model, moves: moves), width: 160, height: 120)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 0)
        host.renderFrame()
        for step in 0..<12 {
            if random.next(3) != 0 {
                let animation = animations[random.next(animations.count)]
                withAnimation(animation) { model.scene = random.edit(model.scene) }
            }
            host.currentDate = host.currentDate.addingTimeInterval(Double(random.next(6)) / 20)
            let report = host.renderFrame()
            if host.isAnimating { animatedFrames += 1 }
            cases += 1
            if let (x, y) = firstDifference(host.pixelBuffer, host.fullRepaint()) {
                Issue.record("seed \(seed), step \(step): damage-only repaint differs from a full repaint at (\(x), \(y)) while animating; damage \(report.damage); scene \(model.scene)")
                return false
            }
        }
        return true
    }

    @Test func idleFramePaintsNothing() {
        var random = SceneRandom(seed: 7)
        let model = RandomSceneModel(random.scene(depth: 0))
        let host = HeadlessHost(rootView: RandomSceneRoot(model: model), width: 160, height: 120)
        host.renderFrame()
        let idle = host.renderFrame()
        #expect(idle.repaintedPixels == 0 && idle.damage.isEmpty && idle.totalBodyEvaluations == 0)
    }
}
