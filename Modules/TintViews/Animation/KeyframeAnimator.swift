import Foundation

/// A container that plays keyframes over a value and builds its content from the value at each
/// frame, as SwiftUI's `KeyframeAnimator`: continuously from when it appears (`repeating`), or
/// once each time `trigger` changes, each play starting from the value the last one ended at.
///
/// Its frames come from a timeline of its own (the host's clock, which tests set): only the
/// content closure runs at each, nothing around it; between plays the timeline sleeps.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let initialValue: Value
    private let trigger: _AnyEquatable?
    private let repeating: Bool
    private let content: (Value) -> Content
    private let keyframes: (Value) -> KeyframePath
    /// The play being shown: the first from the initial value (its keyframes asked for when it
    /// first shows), then one a trigger.
    @State private var play: _KeyframePlay<Value>

    /// Plays the keyframes from when the view appears: again and again, or once when not
    /// `repeating`.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
        _play = State(initialValue: _KeyframePlay(from: initialValue, repeating: repeating) {
            KeyframeTimeline(initialValue: initialValue, lanes: keyframes(initialValue)._lanes)
        })
    }

    /// Rests at the initial value, and plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = _AnyEquatable(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
        _play = State(initialValue: _KeyframePlay(from: initialValue, repeating: false, timeline: nil))
    }

    public var body: some View {
        let shown = play, content = self.content, keyframes = self.keyframes
        return TimelineView(_KeyframeSchedule(play: shown)) { context in
            content(shown.value(at: context.date))
        }
        .onChange(of: trigger) {
            let from = shown.lastValue
            play = _KeyframePlay(from: from, repeating: false) {
                KeyframeTimeline(initialValue: from, lanes: keyframes(from)._lanes)
            }
        }
    }
}

/// One play of an animator's keyframes: its start (the clock's date when its timeline first
/// asked for dates) and the value last shown, where the next play starts.
@MainActor
final class _KeyframePlay<Value> {
    /// The keyframes, asked for once the play first shows (nil: a rest).
    private var makeTimeline: (() -> KeyframeTimeline<Value>)?
    private var planned: KeyframeTimeline<Value>?
    let repeating: Bool
    var start: Date?
    private(set) var lastValue: Value

    init(from value: Value, repeating: Bool, timeline: (() -> KeyframeTimeline<Value>)?) {
        makeTimeline = timeline
        self.repeating = repeating
        lastValue = value
    }

    private var timeline: KeyframeTimeline<Value>? {
        if planned == nil, let make = makeTimeline {
            planned = make()
            makeTimeline = nil
        }
        return planned
    }

    /// The value at `date` (a play that repeats starts over at each end).
    func value(at date: Date) -> Value {
        guard let timeline else { return lastValue }
        let began = start ?? date
        if start == nil { start = date }
        var elapsed = date.timeIntervalSince(began)
        if repeating, timeline.duration > 0, elapsed >= timeline.duration {
            elapsed = elapsed.truncatingRemainder(dividingBy: timeline.duration)
        }
        lastValue = timeline.value(time: elapsed)
        return lastValue
    }

    /// How long the play goes on from its start (nil: for ever; 0: it rests).
    var length: Double? {
        guard let timeline else { return 0 }
        return repeating && timeline.duration > 0 ? nil : timeline.duration
    }
}

/// A play's frames: one a display frame (1/60 s) from its start to its end, then the end itself;
/// a resting play has only its first date. Equal only for the same play, so a new play starts
/// the timeline over.
struct _KeyframeSchedule<Value>: TimelineSchedule, Equatable {
    let play: _KeyframePlay<Value>

    nonisolated static func == (lhs: _KeyframeSchedule, rhs: _KeyframeSchedule) -> Bool { lhs.play === rhs.play }

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let (start, length) = MainActor.assumeIsolated { () -> (Date, Double?) in
            if play.start == nil { play.start = startDate }
            return (play.start ?? startDate, play.length)
        }
        // The frames counted from the play's start (a date computed from its index, not added
        // up: a frame at 0.5 s is at 0.5 s).
        let skipped = Swift.max(0, (startDate.timeIntervalSince(start) * 60).rounded(.down))
        return Entries(start: start, index: skipped, end: length.map { start.addingTimeInterval($0) })
    }

    struct Entries: Sequence, IteratorProtocol {
        let start: Date
        var index: Double
        let end: Date?
        var ended = false

        mutating func next() -> Date? {
            guard !ended else { return nil }
            var date = start.addingTimeInterval(index / 60)
            if let end, date >= end {
                date = end
                ended = true
            }
            index += 1
            return date
        }
    }
}

extension View {
    /// Plays keyframes over a value from when the view appears, applying the effects `content`
    /// builds from it to this view: again and again, or once when not `repeating`.
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(view, $0) }, keyframes: keyframes)
    }

    /// Plays keyframes over a value once each time `trigger` changes, applying the effects
    /// `content` builds from it to this view.
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let view = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(view, $0) }, keyframes: keyframes)
    }
}
