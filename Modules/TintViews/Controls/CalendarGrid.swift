import Foundation

/// A month of days, as macOS's graphical date picker draws it: the month and year with arrows
/// to the previous and next month, the weekdays from the calendar's first, and the days in
/// weeks; a click picks a day (keeping the time), days outside the range are dimmed.
struct _CalendarGrid: View {
    @Binding var selection: Date
    /// The month shown, when the arrows moved away from the selection's.
    @Binding var shownMonth: Date?
    let lower: Date?
    let upper: Date?
    /// Several days chosen at once (`MultiDatePicker`): a click adds or removes a day, and
    /// `selection` only says which month shows first.
    var days: Binding<Set<DateComponents>>? = nil
    @Environment(\.calendar) private var baseCalendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\._tint) private var tint

    var body: some View {
        var calendar = baseCalendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        let month = calendar.dateInterval(of: .month, for: shownMonth ?? selection)?.start ?? selection
        let days = calendar.range(of: .day, in: .month, for: month) ?? 1..<31
        // Blank cells before the first day, counted from the calendar's first weekday.
        let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
        let cells: [Int?] = Array(repeating: nil, count: lead) + days.map { Optional($0) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<Swift.min($0 + 7, cells.count)]) }
        let symbols = calendar.veryShortWeekdaySymbols
        let weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7] }
        let selectedDay = calendar.isDate(selection, equalTo: month, toGranularity: .month) ? calendar.component(.day, from: selection) : nil
        return VStack(spacing: 4) {
            HStack {
                Text(title(of: month, calendar)).bold()
                Spacer(minLength: 8)
                Text("◀").onTapGesture { shownMonth = calendar.date(byAdding: .month, value: -1, to: month) }.accessibilityIdentifier("calendar-previous")
                Text("▶").onTapGesture { shownMonth = calendar.date(byAdding: .month, value: 1, to: month) }.accessibilityIdentifier("calendar-next")
            }
            HStack(spacing: 0) {
                ForEach(0..<7, id: \.self) { Text(weekdays[$0]).font(.caption).foregroundColor(.secondary).frame(width: 26) }
            }
            ForEach(weeks.indices, id: \.self) { week in
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { column in
                        let day = column < weeks[week].count ? weeks[week][column] : nil
                        dayCell(day, month: month, calendar: calendar, selected: day != nil && isChosen(day!, month: month, calendar: calendar, selectedDay: selectedDay))
                    }
                }
            }
        }
        .fixedSize()
    }

    @ViewBuilder private func dayCell(_ day: Int?, month: Date, calendar: Calendar, selected: Bool) -> some View {
        if let day, let date = calendar.date(byAdding: .day, value: day - 1, to: month) {
            let allowed = isAllowed(date, calendar)
            Text("\(day)")
                .font(.callout)
                .foregroundColor(selected ? .white : allowed ? nil : Color._disabledText)
                .frame(width: 26, height: 22)
                .background { if selected { Circle().fill(tint ?? .accentColor) } }
                .onTapGesture { if allowed { pick(date, calendar) } }
                .accessibilityIdentifier("calendar-day-\(day)")
        } else {
            Color.clear.frame(width: 26, height: 22)
        }
    }

    /// Whether the day is chosen: the selection's day, or one of the set's.
    private func isChosen(_ day: Int, month: Date, calendar: Calendar, selectedDay: Int?) -> Bool {
        guard let days else { return day == selectedDay }
        guard let date = calendar.date(byAdding: .day, value: day - 1, to: month) else { return false }
        let parts = Self.components(of: date, calendar)
        return days.wrappedValue.contains { Self.sameDay($0, parts) }
    }

    /// A day as a `MultiDatePicker` keeps it: its calendar, era, year, month and day.
    static func components(of date: Date, _ calendar: Calendar) -> DateComponents {
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
        parts.calendar = calendar
        return parts
    }

    /// Whether any moment of the day `start` is inside the range.
    private func isAllowed(_ start: Date, _ calendar: Calendar) -> Bool {
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? start
        if let lower, end <= lower { return false }
        if let upper, start > upper { return false }
        return true
    }

    /// The day `day`, at the selection's time of day, kept inside the range.
    private func pick(_ day: Date, _ calendar: Calendar) {
        if let days {
            let parts = Self.components(of: day, calendar)
            // A set read through its own calendar's days: the same day from another calendar
            // instance (equal components) is the same day.
            if let chosen = days.wrappedValue.first(where: { Self.sameDay($0, parts) }) {
                days.wrappedValue.remove(chosen)
            } else {
                days.wrappedValue.insert(parts)
            }
            return
        }
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: selection)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        parts.nanosecond = time.nanosecond
        var date = calendar.date(from: parts) ?? day
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        selection = date
        shownMonth = nil
    }

    private static func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
        a.year == b.year && a.month == b.month && a.day == b.day && (a.era ?? b.era) == (b.era ?? a.era)
    }

    private func title(of month: Date, _ calendar: Calendar) -> String {
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        return formatter.string(from: month)
    }
}
