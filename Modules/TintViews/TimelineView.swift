import Foundation

/// A view rebuilt on a schedule, as SwiftUI's `TimelineView`: `TimelineView(.periodic(from:
/// .now, by: 1)) { context in Text(context.date, ...) }`. Between updates the window sleeps;
/// each of the schedule's dates asks for one frame.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Body = Never
    /// What the content is built for.
    public typealias Context = TimelineViewDefaultContext
    public let schedule: Schedule
    public let content: @MainActor (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping @MainActor (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// What a timeline's content is built for.
public struct TimelineViewDefaultContext: Sendable {
    /// The date being shown (one of the schedule's, not the exact time of drawing).
    public let date: Date
    /// How often the view is being updated: Tint keeps every schedule's own pace (`.live`).
    public let cadence: Cadence

    public init(date: Date, cadence: Cadence = .live) {
        self.date = date
        self.cadence = cadence
    }

    /// How often a timeline is updated, fastest first.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

/// When a `TimelineView` updates: the dates of its entries, from a start date on.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates to show from `startDate` on, in increasing order; the first may be at or
    /// before `startDate` (what to show at the start).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How a schedule is asked for its entries: normally, or in a low-frequency state.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Dates every `interval` seconds from `start`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    public let start: Date
    public let interval: TimeInterval

    public init(from start: Date, by interval: TimeInterval) {
        self.start = start
        // A tick faster than 1 ms, or not a number, would spin: at most 1,000 a second.
        self.interval = interval.isFinite ? Swift.max(0.001, interval) : 1
    }

    /// The last tick at or before `date` (the start, before it).
    public func tick(atOrBefore date: Date) -> Date {
        let elapsed = date.timeIntervalSince(start)
        guard elapsed > 0 else { return start }
        return start.addingTimeInterval((elapsed / interval).rounded(.down) * interval)
    }

    /// The first tick after `date`.
    public func tick(after date: Date) -> Date {
        let elapsed = date.timeIntervalSince(start)
        guard elapsed >= 0 else { return start }
        return start.addingTimeInterval(((elapsed / interval).rounded(.down) + 1) * interval)
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: tick(atOrBefore: startDate), interval: interval)
    }

    /// The ticks from the one at or before a start date, without end.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// A date at the start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// The dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    public init(_ dates: Dates) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// Dates as fast as frames are drawn (or every `minimumInterval`), for views that animate by
/// the clock, as SwiftUI's `AnimationTimelineSchedule`; a paused one stays at its first date.
public struct AnimationTimelineSchedule: TimelineSchedule, Equatable, Sendable {
    /// The least time between two dates (nil: a frame's, 1/60 s).
    public let minimumInterval: Double?
    public let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let interval = minimumInterval.flatMap { $0.isFinite ? Swift.max(0.001, $0) : nil } ?? 1.0 / 60
        return Entries(upcoming: startDate, interval: interval, paused: paused)
    }

    /// From the start date, one a frame; only the start date when paused.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        let paused: Bool

        public mutating func next() -> Date? {
            defer { upcoming = paused ? nil : upcoming?.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `start`.
    public static func periodic(from start: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: start, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// At the dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As fast as frames are drawn.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As fast as frames are drawn, at most every `minimumInterval`; paused stays put.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
