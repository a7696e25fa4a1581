/// A container that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`: each step sets the next phase inside `withAnimation` with the animation the
/// `animation` closure gives for that phase, and takes the following step when that animation
/// is done. Without a trigger it cycles for as long as it is shown; with one, it rests at the
/// first phase and plays the whole cycle once each time the trigger changes.
///
/// Built from Tint's own parts (state, `onAppear`, `onChange`, `withAnimation`'s completion):
/// its frames in between are the render tree's interpolation, and run no body.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: _AnyEquatable?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Steps left in a triggered cycle.
    @State private var remaining = 0

    /// Cycles through `phases` continuously, animating each change with `animation(phase)`
    /// (the phase being moved to).
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Plays the cycle through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = _AnyEquatable(trigger)
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            Text("PhaseAnimator: no phases").foregroundColor(.red)
                .onAppear { RuntimeWarnings.emit("PhaseAnimator was given no phases; it shows a warning in their place", fix: "pass at least one phase") }
        } else {
            content(phases[Swift.min(index, phases.count - 1)])
                .onAppear { if trigger == nil { step() } }
                .onChange(of: trigger) {
                    remaining = phases.count
                    step()
                }
        }
    }

    /// Moves to the next phase with its animation; the one after follows when it is done.
    private func step() {
        guard phases.count > 1 else { return }
        if trigger != nil {
            guard remaining > 0 else { return }
            remaining -= 1
        }
        let next = (index + 1) % phases.count
        let index = $index, stepAgain = Step(run: step)
        withAnimation(animation(phases[next])) {
            index.wrappedValue = next
        } completion: {
            MainActor.assumeIsolated { stepAgain.run() }
        }
    }
}

/// The next step of a phase animator, carried into a completion handler (run on the main
/// actor, where the animator's state lives).
private struct Step: @unchecked Sendable {
    let run: @MainActor () -> Void
}

/// A value compared by `==` whatever its type (a `PhaseAnimator`'s trigger).
package struct _AnyEquatable: Equatable {
    let value: any Equatable

    init(_ value: some Equatable) { self.value = value }

    public static func == (lhs: _AnyEquatable, rhs: _AnyEquatable) -> Bool {
        func equals<T: Equatable>(_ a: T) -> Bool { (rhs.value as? T) == a }
        return equals(lhs.value)
    }
}

extension View {
    /// Animates effects applied to this view through `phases`, continuously.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                               @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                               animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }

    /// Animates effects applied to this view through `phases`, once each time `trigger`
    /// changes.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                               @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                               animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView<Self>(content: AnyView(self))
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }
}
