import Foundation

/// Progress toward completion, as SwiftUI's `ProgressView`: with a value, a bar filled to the
/// fraction done (a value outside `0...total`, or not finite, is clamped with a warning);
/// without one, a spinner (`_Spinner`).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let fraction: Double?
    /// A timer's interval, for `init(timerInterval:)`: the fraction follows the clock.
    var timer: _ProgressTimer?
    /// A Foundation progress, for `init(_: Progress)`.
    var observed: _ObservedProgress?
    @Environment(\._tint) private var tint
    @Environment(\._progressViewStyle) private var style

    init(label: Label?, currentValueLabel: CurrentValueLabel? = nil, fraction: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
    }

    @ViewBuilder public var body: some View {
        if let timer {
            TimelineView(timer.schedule) { context in
                ProgressView(label: label, currentValueLabel: currentValueLabel, fraction: timer.fraction(at: context.date))
            }
        } else if let observed {
            if observed.progress.isFinished {
                ProgressView(label: label, currentValueLabel: currentValueLabel, fraction: observed.fraction)
            } else {
                TimelineView(.periodic(from: .distantPast, by: 0.1)) { _ in
                    ProgressView(label: label, currentValueLabel: currentValueLabel, fraction: observed.fraction)
                }
            }
        } else {
            drawn
        }
    }

    @ViewBuilder private var drawn: some View {
        if let custom = style.custom {
            custom.make(ProgressViewStyleConfiguration(fractionCompleted: fraction, label: label.map { _StyleContent($0) },
                                                       currentValueLabel: currentValueLabel.map { _StyleContent($0) }))
                .environment(\._progressViewStyle, _ProgressViewStyleKind())
        } else if style.isCircular, let fraction {
            VStack(spacing: 4) {
                ZStack {
                    Circle().stroke(Color._track, lineWidth: 3)
                    Circle().trim(from: 0, to: fraction).stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 18, height: 18)
                if let label { label }
                if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
            }
        } else {
            bar
        }
    }

    private var bar: some View {
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
            // Below the bar in the secondary colour, as macOS draws a progress indicator's detail.
            if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
        }
    }

    static func fraction(_ value: Double?, total: Double) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, total.isFinite, total > 0 else {
            RuntimeWarnings.emit("ProgressView value \(value) of total \(total) is not a finite fraction; showing 0", fix: "pass a finite value and a total greater than 0")
            return 0
        }
        if value < 0 || value > total {
            RuntimeWarnings.emit("ProgressView value \(value) is outside 0...\(total); clamped", fix: "keep the value within 0...total")
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

extension ProgressView {
    /// A bar with a label and a label of the current value (below the bar), filled to `value`
    /// of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: Self.fraction(value.map { Double($0) }, total: Double(total)))
    }

    /// A bar that fills (or, `countsDown`, empties) as the clock crosses `timerInterval`,
    /// redrawn as time passes, with a label and a label of the time.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: nil)
        timer = _ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar over `timerInterval` with a label, the time left (or gone) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
            DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar over `timerInterval`, the time left (or gone) below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar of a Foundation `Progress`: its `fractionCompleted` (a spinner while it is
    /// indeterminate). Foundation on Linux cannot observe a progress, so the view reads it ten
    /// times a second while it is shown and unfinished.
    public init(_ progress: Progress) {
        self.init(label: nil, fraction: nil)
        observed = _ObservedProgress(progress: progress)
    }
}

/// The time of a timer progress view, as SwiftUI's `DefaultDateProgressLabel`: the time left
/// (counting down) or gone, as a clock shows it.
public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View {
        Text(timerInterval: interval, countsDown: countsDown).monospacedDigit()
    }
}

/// A timer progress view's interval and direction.
struct _ProgressTimer: Equatable, Sendable {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// How full the bar is at `date`: the share of the interval gone, or (counting down) left.
    func fraction(at date: Date) -> Double {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard span > 0 else { return countsDown ? 0 : 1 }
        let gone = Swift.min(Swift.max(date.timeIntervalSince(interval.lowerBound) / span, 0), 1)
        return countsDown ? 1 - gone : gone
    }

    /// Ticks often enough for the bar to move a point at a time on a wide bar, and at most 30
    /// times a second.
    var schedule: PeriodicTimelineSchedule {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        return .periodic(from: interval.lowerBound, by: Swift.max(span / 400, 1.0 / 30))
    }
}

/// A Foundation `Progress` a view reads; two are the same when they are one object.
struct _ObservedProgress: Equatable, @unchecked Sendable {
    let progress: Progress
    static func == (a: Self, b: Self) -> Bool { a.progress === b.progress }

    var fraction: Double? {
        progress.isIndeterminate ? nil : Swift.min(Swift.max(progress.fractionCompleted.isFinite ? progress.fractionCompleted : 0, 0), 1)
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

/// Which progress view style is set: the built-in ones, or an app's.
/// Public because it is the requirement of the public `ProgressViewStyle` protocol; apps never
/// spell it.
public struct _ProgressViewStyleKind: Equatable, Sendable {
    var isCircular = false
    var custom: _AnyStyle<ProgressViewStyleConfiguration>?
}

/// A progress view style, as SwiftUI's `ProgressViewStyle`: `.linear` (a bar; a spinner while
/// the progress is unknown), `.circular` (a ring filling clockwise), `.automatic` (the bar), or
/// an app's whose `makeBody` draws from the configuration.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View = Never
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    var _kind: _ProgressViewStyleKind { get }
}

extension ProgressViewStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in progress view style; Tint draws it without makeBody")
    }
}

extension ProgressViewStyle {
    public var _kind: _ProgressViewStyleKind {
        _ProgressViewStyleKind(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `ProgressViewStyle` draws from, as SwiftUI's `ProgressViewStyleConfiguration`.
public struct ProgressViewStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias CurrentValueLabel = _StyleContent
    /// The fraction done, 0...1; nil while unknown.
    public let fractionCompleted: Double?
    public let label: Label?
    public let currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view of a configuration, in a style's `makeBody`: drawn in the built-in style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(label: configuration.label, fraction: configuration.fractionCompleted)
    }
}

/// The default progress style: a bar, a spinner while the progress is unknown.
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {}; public var _kind: _ProgressViewStyleKind { .init() } }
/// A bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {}; public var _kind: _ProgressViewStyleKind { .init() } }
/// A ring filling clockwise, as SwiftUI's `CircularProgressViewStyle`; a spinner while the
/// progress is unknown.
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {}; public var _kind: _ProgressViewStyleKind { .init(isCircular: true) } }

extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = _ProgressViewStyleKind()
}

extension EnvironmentValues {
    /// The style of the progress views here.
    package var _progressViewStyle: _ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the progress views here draw.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\._progressViewStyle, style._kind)
    }
}
