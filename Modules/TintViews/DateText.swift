import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date, as SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            case time, date, relative, offset, timer
        }

        package let kind: Kind

        /// The time of day ("10:13 PM").
        public static let time = DateStyle(kind: .time)
        /// The day ("November 14, 2023").
        public static let date = DateStyle(kind: .date)
        /// The time from now, in its two largest units ("2 hours, 23 minutes"), kept current.
        public static let relative = DateStyle(kind: .relative)
        /// The time from now, signed, in its largest unit ("+2 hours", "-3 months"), kept current.
        public static let offset = DateStyle(kind: .offset)
        /// The time from now as a clock counts ("2:03", "1:02:03"), kept current.
        public static let timer = DateStyle(kind: .timer)
    }

    /// `date` in `style`. The relative, offset and timer styles change with time: the text is
    /// shown again when it would read differently (each second at most).
    public nonisolated init(_ date: Date, style: DateStyle) {
        self.init(live: .date(date, style.kind))
    }

    /// The range between two dates ("Nov 14, 2023, 10:13 – 11:13 PM"), in the environment's
    /// locale, calendar and time zone.
    public nonisolated init(_ dates: ClosedRange<Date>) {
        self.init(live: .interval(dates.lowerBound, dates.upperBound))
    }

    /// The range of `interval`, as `Text(_: ClosedRange<Date>)`.
    public nonisolated init(_ interval: DateInterval) {
        self.init(live: .interval(interval.start, interval.end))
    }

    /// A timer over `timerInterval`: the time left (`countsDown`) or gone, as a clock counts,
    /// stopped at `pauseTime` when one is given; `showsHours` false counts minutes past 59.
    public nonisolated init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(live: .timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, pauseTime: pauseTime,
                               countsDown: countsDown, showsHours: showsHours))
    }

    /// `subject` as `formatter` writes it (a `NumberFormatter`, a `DateFormatter`).
    public nonisolated init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: Text.formatted(subject, formatter))
    }

    /// `subject` as `formatter` writes it.
    public nonisolated init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: Text.formatted(subject, formatter))
    }

    /// `subject` as `formatter` writes it, for values Foundation on Linux does not make
    /// `ReferenceConvertible` (`Date`, `Decimal`), which SwiftUI's two forms take on a Mac.
    @_disfavoredOverload
    public nonisolated init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: Text.formatted(subject, formatter))
    }

    private nonisolated static func formatted(_ subject: Any, _ formatter: Formatter) -> String {
        if let text = formatter.string(for: subject) { return text }
        RuntimeWarnings.emit("Text(_:formatter:): \(type(of: formatter)) cannot format \(type(of: subject)); showing it as it describes itself", fix: "pass a formatter for the subject's type (a DateFormatter for a Date, a NumberFormatter for a number)")
        return String(describing: subject)
    }

    private nonisolated init(live: LiveText) {
        // The text until it is shown: the current reading in the default environment (what a
        // joined text's own string holds before it is shown).
        self.init(verbatim: live.reading(at: Date(), in: EnvironmentValues()).text)
        self[mark: \.live] = live
    }

    /// Whether this text, or a piece of it, reads differently as time passes.
    package var isLive: Bool {
        if _marks?.live != nil { return true }
        guard let runs = _runs else { return false }
        return runs.contains { $0._marks?.live != nil }
    }

    /// This text as it reads at `now` in `environment`, and when it next reads differently
    /// (nil: never).
    package func reading(at now: Date, in environment: EnvironmentValues) -> (Text, Date?) {
        var next: Date?
        func read(_ piece: Text) -> Text {
            guard let live = piece[mark: \.live] else { return piece }
            let reading = live.reading(at: now, in: environment)
            if let change = reading.next { next = min(next ?? change, change) }
            var shown = piece
            shown.content = reading.text
            return shown
        }
        guard let runs = _runs else { return (read(self), next) }
        var shown = self
        shown._runs = runs.map(read)
        shown.content = shown._runs!.map(\.content).joined()
        return (shown, next)
    }
}

/// A text that reads differently as time passes (`Text(_:style:)`, `Text(timerInterval:)`), or
/// that depends on the environment's locale (`Text(_: ClosedRange<Date>)`).
package enum LiveText: Hashable, Sendable {
    case date(Date, Text.DateStyle.Kind)
    case interval(Date, Date)
    case timer(start: Date, end: Date, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

    /// What the text reads at `now`, and when that next changes.
    func reading(at now: Date, in environment: EnvironmentValues) -> (text: String, next: Date?) {
        switch self {
        case .date(let date, .date):
            return (Self.formatter(environment, date: .long, time: .none).string(from: date), nil)
        case .date(let date, .time):
            return (Self.formatter(environment, date: .none, time: .short).string(from: date), nil)
        case .interval(let start, let end):
            let formatter = DateIntervalFormatter()
            formatter.locale = environment.locale
            formatter.calendar = environment.calendar
            formatter.timeZone = environment.timeZone
            formatter.dateStyle = .medium
            formatter.timeStyle = .short
            return (formatter.string(from: min(start, end), to: max(start, end)), nil)
        case .date(let date, .relative):
            let units = DateUnits.between(now, date, calendar: environment.calendar)
            return (units.spelled(count: 2), Self.nextSecond(after: now, toward: date))
        case .date(let date, .offset):
            let units = DateUnits.between(now, date, calendar: environment.calendar)
            let sign = date < now ? "-" : "+"
            return (sign + units.spelled(count: 1), Self.nextSecond(after: now, toward: date))
        case .date(let date, .timer):
            let difference = date.timeIntervalSince(now)
            return (Self.clock(abs(difference), showsHours: true, countingDown: difference > 0), Self.nextSecond(after: now, toward: date))
        case .timer(let start, let end, let pauseTime, let countsDown, let showsHours):
            let at = pauseTime ?? now
            let duration = max(0, end.timeIntervalSince(start))
            let elapsed = min(max(0, at.timeIntervalSince(start)), duration)
            let shown = countsDown ? duration - elapsed : elapsed
            // A paused timer, or one past its end or before its start, stays as it is.
            let running = pauseTime == nil && now >= start && now < end
            return (Self.clock(shown, showsHours: showsHours, countingDown: countsDown),
                    running ? Self.nextSecond(after: now, toward: start) : (pauseTime == nil && now < start ? start : nil))
        }
    }

    /// A clock's reading of `seconds`: "m:ss", or "h:mm:ss" from an hour (minutes past 59 when
    /// hours are not shown). Counting down, a part second reads as the second it is in (0.3 s
    /// left reads 0:01); counting up, as the seconds gone.
    static func clock(_ seconds: TimeInterval, showsHours: Bool, countingDown: Bool) -> String {
        let whole = Int(seconds.isFinite ? min(seconds.rounded(countingDown ? .up : .down), 1e9) : 0)
        let hours = whole / 3600, minutes = (whole % 3600) / 60, rest = whole % 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
        return "\(showsHours ? minutes : whole / 60):\(two(rest))"
    }

    /// When a reading of the time between now and `date` next changes by a second: when the
    /// difference next crosses a whole second (it falls toward a later date and grows from an
    /// earlier one, and either way that is its fraction away).
    static func nextSecond(after now: Date, toward date: Date) -> Date {
        let difference = date.timeIntervalSince(now)
        guard difference.isFinite else { return now.addingTimeInterval(1) }
        let fraction = difference - difference.rounded(.down)
        return now.addingTimeInterval(fraction > 0.000_001 ? fraction : 1)
    }

    private static func formatter(_ environment: EnvironmentValues, date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.calendar = environment.calendar
        formatter.timeZone = environment.timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
}

/// The calendar units between two dates, largest first ("1 year, 1 month").
struct DateUnits {
    var values: [(Int, String)]

    static func between(_ a: Date, _ b: Date, calendar: Calendar) -> DateUnits {
        let (from, to) = a < b ? (a, b) : (b, a)
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: from, to: to)
        return DateUnits(values: [(parts.year ?? 0, "year"), (parts.month ?? 0, "month"), (parts.day ?? 0, "day"),
                                  (parts.hour ?? 0, "hour"), (parts.minute ?? 0, "minute"), (parts.second ?? 0, "second")])
    }

    /// The `count` largest units from the first that is not zero, in English ("2 hours, 23
    /// minutes"); zero units after the first are left out ("1 hour", not "1 hour, 0 minutes").
    func spelled(count: Int) -> String {
        guard let first = values.firstIndex(where: { $0.0 != 0 }) else { return "0 seconds" }
        return values[first..<min(values.count, first + count)]
            .enumerated()
            .filter { $0.offset == 0 || $0.element.0 != 0 }
            .map { "\($0.element.0) \($0.element.1)\($0.element.0 == 1 ? "" : "s")" }
            .joined(separator: ", ")
    }
}
