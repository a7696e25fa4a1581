import TintUI

/// Animation: a ball per curve moving along its track (`.animation(_:value:)`), a card that
/// springs to a new size, colour, corner radius and angle (`withAnimation`), a progress ring
/// (a trimmed circle, animated through its `animatableData`), rows that slide in and fade out
/// (transitions), a dot that pulses for ever while its toggle is on (with a spinner beside it),
/// a ring that wiggles through phases (`phaseAnimator`) while the card hops through keyframes
/// (`keyframeAnimator`), and a percentage that counts on its way (an `Animatable` view). Animation frames run no body but that one: with the debug tint
/// on, only the percentage changes colour while things move.
public struct AnimationScene: View {
    @State private var moved = false
    @State private var expanded = false
    @State private var pulsing = false
    @State private var pulse = false
    @State private var rows = [1, 2, 3]
    @State private var nextRow = 4
    @State private var wiggles = 0

    public init() {}

    static let curves: [(String, Animation)] = [
        ("linear", .linear(duration: 0.8)),
        ("easeIn", .easeIn(duration: 0.8)),
        ("easeOut", .easeOut(duration: 0.8)),
        ("easeInOut", .easeInOut(duration: 0.8)),
        ("spring", .spring(response: 0.6, dampingFraction: 0.7)),
        ("bouncy", .bouncy),
        ("snappy", .snappy),
    ]

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(title: "Animation", caption: "curves and springs on the host's clock; animation frames run no body and repaint only what moves")
            HStack(spacing: 10) {
                Button(moved ? "Move back" : "Move") { moved.toggle() }.accessibilityIdentifier("move")
                Button(expanded ? "Shrink card" : "Grow card") { withAnimation(.bouncy) { expanded.toggle() } }.accessibilityIdentifier("card")
                Toggle("Pulse", isOn: $pulsing).fixedSize().accessibilityIdentifier("pulse")
                Button("Add row") {
                    withAnimation(.easeOut(duration: 0.4)) {
                        rows.insert(nextRow, at: 0)
                        nextRow += 1
                    }
                }.accessibilityIdentifier("add-row")
                Button("Remove row") { withAnimation(.easeIn(duration: 0.4)) { _ = rows.popLast() } }.accessibilityIdentifier("remove-row")
                Button("Wiggle") { wiggles += 1 }.accessibilityIdentifier("wiggle")
            }
            VStack(alignment: .leading, spacing: 6) {
                ForEach(AnimationScene.curves, id: \.0) { name, curve in
                    HStack(spacing: 8) {
                        Text(name).font(.caption).foregroundColor(Color.demoGrey(0.45)).frame(width: 64, alignment: .leading)
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color.demoGrey(0.92)).frame(width: 260, height: 14)
                            Circle().fill(Color.accentColor).frame(width: 14, height: 14)
                                .offset(x: moved ? 246 : 0)
                                .animation(curve, value: moved)
                        }
                    }
                }
            }
            HStack(alignment: .center, spacing: 40) {
                RoundedRectangle(cornerRadius: expanded ? 28 : 6)
                    .fill(expanded ? Color.purple : Color.orange)
                    .frame(width: expanded ? 170 : 110, height: expanded ? 90 : 60)
                    .rotationEffect(.degrees(expanded ? 6 : 0))
                    .shadow(color: .black.opacity(0.25), radius: expanded ? 10 : 2, x: 0, y: expanded ? 6 : 1)
                    .frame(width: 190, height: 110)
                    // A hop at each wiggle: up fast, then a bouncy spring back down.
                    .keyframeAnimator(initialValue: 0.0, trigger: wiggles) { card, lift in
                        card.offset(y: lift)
                    } keyframes: { _ in
                        CubicKeyframe(-14.0, duration: 0.15)
                        SpringKeyframe(0.0, duration: 0.5, spring: .bouncy)
                    }
                    .accessibilityIdentifier("the-card")
                ZStack {
                    Circle().stroke(Color.demoGrey(0.9), lineWidth: 8)
                    Circle().trim(from: 0, to: expanded ? 0.85 : 0.2).stroke(Color.green, lineWidth: 8)
                        .rotationEffect(.degrees(-90))
                    PercentLabel(percent: expanded ? 85 : 20)
                }
                .frame(width: 64, height: 64)
                .phaseAnimator([0.0, -12, 12, 0], trigger: wiggles) { ring, angle in
                    ring.rotationEffect(.degrees(angle))
                } animation: { _ in .easeInOut(duration: 0.15) }
                .accessibilityIdentifier("ring")
                Circle().fill(Color.pink)
                    .frame(width: 30, height: 30)
                    .scaleEffect(pulse ? 1.6 : 1)
                    .opacity(pulse ? 0.4 : 1)
                    .animation(pulsing ? .easeInOut(duration: 0.6).repeatForever() : .easeOut(duration: 0.2), value: pulse)
                    .frame(width: 60, height: 60)
                    .overlay(alignment: .bottomTrailing) {
                        if pulsing { ProgressView() }
                    }
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(rows, id: \.self) { row in
                        Text("Row \(row)")
                            .padding(.horizontal, 8)
                            .frame(width: 120, height: 22, alignment: .leading)
                            .background(Color.demoHighlight)
                            .transition(.asymmetric(insertion: .move(edge: .leading).combined(with: .opacity), removal: .opacity))
                    }
                }
                .frame(width: 130, height: 110, alignment: .top)
                .clipped()
            }
            .onChange(of: pulsing) { _, on in pulse = on }
        }
        .padding(16)
    }
}

/// The ring's percentage, counting through the numbers on its way: an `Animatable` view, whose
/// body runs at each frame of its animation with the number part way (the one body an
/// animation frame runs, as in SwiftUI).
private struct PercentLabel: View, Animatable {
    var percent: Double
    var animatableData: Double {
        get { percent }
        set { percent = newValue }
    }

    var body: some View {
        Text("\(Int(percent.rounded())) %").font(.caption)
    }
}
