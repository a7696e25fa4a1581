import Foundation
import Testing
import TintRaster
import TintUI
@testable import TintViews

/// `DatePicker`: the date written as the locale writes it, parts selected and stepped (rolling
/// within the part, as macOS does), a range keeping the date inside it, and the graphical
/// calendar.
@MainActor
@Suite struct DatePickerTests {
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-24 05:42:00 UTC, a Tuesday.
    static let start = Date(timeIntervalSince1970: 1_795_498_920)

    struct Picker: View {
        @State var date = DatePickerTests.start
        var components: DatePickerComponents = [.date, .hourAndMinute]
        var range: ClosedRange<Date>?
        var graphical = false
        var locale = "en_US"
        var body: some View {
            VStack(alignment: .leading) {
                if graphical { picker.datePickerStyle(.graphical) } else { picker.datePickerStyle(.compact) }
                Text(DatePickerTests.iso(date)).accessibilityIdentifier("date:" + DatePickerTests.iso(date))
            }
            .environment(\.locale, Locale(identifier: locale))
            .environment(\.timeZone, DatePickerTests.utc)
            .environment(\.calendar, Calendar(identifier: .gregorian))
        }

        @ViewBuilder var picker: some View {
            if let range {
                DatePicker("When", selection: $date, in: range, displayedComponents: components)
            } else {
                DatePicker("When", selection: $date, displayedComponents: components)
            }
        }
    }

    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = utc
        return formatter.string(from: date)
    }

    func render(_ picker: Picker) -> HeadlessHost {
        let host = HeadlessHost(rootView: picker, width: 400, height: 300)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        return host
    }

    /// The hour-and-minute field shows its whole value at scale 1: each part is as wide as its
    /// text alone (a two-digit hour was cut to "…" inside the field's frame).
    @Test func theTimeFieldShowsItsWholeValue() throws {
        for scale in [1.0, 2.0] {
            let host = HeadlessHost(rootView: Picker(components: .hourAndMinute), width: 320, height: 80, scale: scale)
            host.renderFrame()
            for (part, text) in [("hour12", "5"), ("minute", "42"), ("dayPeriod", "AM")] {
                let frame = try #require(host.frame(of: "date-field-\(part)"), "\(part)")
                let alone = HeadlessHost(rootView: Text(text).fixedSize().accessibilityIdentifier("alone"), width: 100, height: 40, scale: scale)
                alone.renderFrame()
                #expect(frame.width == alone.frame(of: "alone")?.width, "\(part) at scale \(scale)")
            }
        }
    }

    @Test func theFieldsFollowTheLocale() {
        let us = DateFields(components: [.date, .hourAndMinute], calendar: Calendar(identifier: .gregorian), timeZone: Self.utc, locale: Locale(identifier: "en_US"))
        #expect(us.fields == [.month, .day, .year, .hour12, .minute, .dayPeriod])
        let british = DateFields(components: [.date], calendar: Calendar(identifier: .gregorian), timeZone: Self.utc, locale: Locale(identifier: "en_GB"))
        #expect(british.fields == [.day, .month, .year])
        let text = us.pieces.map { piece -> String in
            switch piece {
            case .literal(let literal): literal
            case .field(let field, let width): us.text(of: field, width: width, in: Self.start)
            }
        }.joined()
        // ICU puts a narrow no-break space before AM, as macOS shows it.
        #expect(text.replacingOccurrences(of: "\u{202F}", with: " ") == "11/24/2026, 5:42 AM", "\(text)")
    }

    @Test func stepsRollWithinThePart() {
        let fields = DateFields(components: [.date, .hourAndMinute], calendar: Calendar(identifier: .gregorian), timeZone: Self.utc, locale: Locale(identifier: "en_US"))
        func iso(_ field: DateFields.Field, _ steps: Int, from date: Date = Self.start) -> String { Self.iso(fields.stepping(field, of: date, by: steps)) }
        #expect(iso(.minute, 20) == "2026-11-24T05:02:00Z")
        #expect(iso(.month, 2) == "2026-01-24T05:42:00Z")
        #expect(iso(.day, 7) == "2026-11-01T05:42:00Z")
        #expect(iso(.dayPeriod, 1) == "2026-11-24T17:42:00Z")
        #expect(iso(.year, -1) == "2025-11-24T05:42:00Z")
        // The 31st moved to a shorter month is that month's last day.
        let january31 = Date(timeIntervalSince1970: 1_769_817_600)  // 2026-01-31T00:00:00Z
        #expect(iso(.month, 1, from: january31) == "2026-02-28T00:00:00Z")
    }

    @Test func clickingAPartAndTheArrowsStepsIt() {
        let host = render(Picker())
        host.tap("date-field-day")
        host.renderFrame()
        host.tap("stepper-increment")
        host.renderFrame()
        #expect(host.frame(of: "date:2026-11-25T05:42:00Z") != nil)
        // The keyboard: Right moves to the year, Up steps it.
        _ = host.pressKey("Right")
        _ = host.pressKey("Up")
        host.renderFrame()
        #expect(host.frame(of: "date:2027-11-25T05:42:00Z") != nil)
    }

    @Test func aRangeKeepsTheDateInside() {
        let upper = Self.start.addingTimeInterval(3600)
        let host = render(Picker(range: Self.start.addingTimeInterval(-3600)...upper))
        host.tap("date-field-day")
        host.renderFrame()
        host.tap("stepper-increment")
        host.renderFrame()
        #expect(host.frame(of: "date:" + Self.iso(upper)) != nil)
    }

    @Test func theCalendarPicksADayAndKeepsTheTime() {
        let host = render(Picker(components: [.date], graphical: true))
        host.tap("calendar-day-3")
        host.renderFrame()
        #expect(host.frame(of: "date:2026-11-03T05:42:00Z") != nil)
        host.tap("calendar-next")
        host.renderFrame()
        host.tap("calendar-day-1")
        host.renderFrame()
        #expect(host.frame(of: "date:2026-12-01T05:42:00Z") != nil)
    }

    /// A field picker in two locales and the graphical calendar, for a person to look at.
    @Test func theDatePickerGallery() throws {
        let view = HStack(alignment: .top, spacing: 20) {
            VStack(alignment: .leading, spacing: 12) {
                Picker()
                Picker(components: [.date], locale: "en_GB")
                Picker(components: [.hourAndMinute], locale: "de_DE")
            }
            Picker(components: [.date], graphical: true)
        }.padding(10)
        let host = HeadlessHost(rootView: view, width: 640, height: 260)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "date-pickers")
    }
}
