import Foundation

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }

extension EnvironmentValues {
    /// The locale dates and numbers are shown in (the user's unless set).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are counted in (the user's unless set).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in (the system's unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
