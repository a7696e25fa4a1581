/// Progress toward completion, as SwiftUI's `ProgressView`: with a value, a bar filled to the
/// fraction done (a value outside `0...total`, or not finite, is clamped with a warning);
/// without one, a spinner (`_Spinner`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let fraction: Double?
    @Environment(\._tint) private var tint

    init(label: Label?, fraction: Double?) {
        self.label = label
        self.fraction = fraction
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if let fraction {
                ZStack(alignment: .leading) {
                    Capsule().fill(Color._track)
                    GeometryReader { proxy in
                        Capsule().fill(tint ?? .accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(minWidth: 60, idealWidth: 160, maxWidth: .infinity, minHeight: 6, maxHeight: 6)
            } else {
                _Spinner().frame(width: 20, height: 20)
            }
        }
    }

    static func fraction(_ value: Double?, total: Double) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, total.isFinite, total > 0 else {
            RuntimeWarnings.emit("ProgressView value \(value) of total \(total) is not a finite fraction; showing 0")
            return 0
        }
        if value < 0 || value > total {
            RuntimeWarnings.emit("ProgressView value \(value) is outside 0...\(total); clamped")
        }
        return Swift.min(Swift.max(value / total, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(label: nil, fraction: nil)
    }

    /// A bar filled to `value` of `total` (a spinner when `value` is `nil`).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, fraction: Self.fraction(value.map { Double($0) }, total: Double(total)))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), fraction: nil)
    }

    /// A bar titled `title`, filled to `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), fraction: Self.fraction(value.map { Double($0) }, total: Double(total)))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: nil)
    }

    /// A bar with a label, filled to `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), fraction: Self.fraction(value.map { Double($0) }, total: Double(total)))
    }
}

/// The indeterminate spinner: ten dots round a circle, fading from dark to light, turning once
/// a second for as long as it is shown (the host draws frames while it turns, as any
/// animation; less motion keeps it still).
struct _Spinner: View {
    @State private var turning = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        ZStack {
            ForEach(0..<10) { dot in
                let angle = Double(dot) / 10 * 2 * Double.pi
                Circle()
                    .fill(Color(light: Color(white: 0.3), dark: Color(white: 0.8)).opacity(1 - 0.08 * Double(dot)))
                    .frame(width: 3.5, height: 3.5)
                    // The darkest dot leads as it turns clockwise: the fading ones trail behind it.
                    .offset(x: -7 * sin(angle), y: -7 * cos(angle))
            }
        }
        .frame(width: 18, height: 18)
        .rotationEffect(.degrees(turning ? 360 : 0))
        .animation(reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false), value: turning)
        .onAppear { turning = true }
    }
}
