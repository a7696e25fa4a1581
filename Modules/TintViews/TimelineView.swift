import Foundation

/// A view rebuilt on a schedule, as SwiftUI's `TimelineView`: `TimelineView(.periodic(from:
/// .now, by: 1)) { context in Text(context.date, ...) }`. Between updates the window sleeps;
/// each tick asks for one frame.
public struct TimelineView<Content: View>: View {
    public typealias Body = Never
    public let schedule: PeriodicTimelineSchedule
    public let content: @MainActor (TimelineViewDefaultContext) -> Content

    public init(_ schedule: PeriodicTimelineSchedule, @ViewBuilder content: @escaping @MainActor (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }
}

/// What a timeline's content is built for.
public struct TimelineViewDefaultContext: Sendable {
    /// The tick being shown (a date of the schedule, not the exact time of drawing).
    public let date: Date

    public init(date: Date) {
        self.date = date
    }
}

/// Ticks every `interval` seconds from `start`, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: Equatable, Sendable {
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

    /// Every `interval` seconds from `start`.
    public static func periodic(from start: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: start, by: interval)
    }
}
