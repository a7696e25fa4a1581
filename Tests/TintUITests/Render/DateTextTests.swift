import Foundation
import Testing
import TintUI

/// Texts of dates and timers (`Text(_:style:)`, `Text(timerInterval:)`, ranges, formatters)
/// and of images (`Text(Image(systemName:))`, `"\(Image(...))"`).
@MainActor
@Suite struct DateTextTests {
    private let start = Date(timeIntervalSince1970: 1_700_000_000) // 2023-11-14 22:13:20 UTC

    /// A host showing `view` in US English at UTC, its clock at `start`.
    private func host(_ view: some View) -> HeadlessHost {
        let host = HeadlessHost(rootView: view.environment(\.locale, Locale(identifier: "en_US"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!), width: 400, height: 80)
        host.currentDate = start
        host.renderFrame()
        return host
    }

    /// `text` with its no-break spaces (ICU puts a narrow one before "PM") as plain spaces.
    private func plain(_ texts: [String]) -> [String] {
        texts.map { $0.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{2009}", with: " ") }
    }

    @Test func datesAndTimesInTheEnvironmentsLocale() {
        #expect(plain(host(Text(start, style: .date)).texts()) == ["November 14, 2023"])
        #expect(plain(host(Text(start, style: .time)).texts()) == ["10:13 PM"])
        let german = HeadlessHost(rootView: Text(start, style: .date).environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, TimeZone(identifier: "UTC")!), width: 300, height: 40)
        german.renderFrame()
        #expect(german.texts() == ["14. November 2023"])
        let range = plain(host(Text(start...start.addingTimeInterval(3600))).texts())
        #expect(range == ["Nov 14, 2023, 10:13 – 11:13 PM"])
        #expect(plain(host(Text(DateInterval(start: start, duration: 3600))).texts()) == range)
    }

    @Test func relativeAndOffsetDatesStayCurrent() {
        let later = start.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        let relative = host(Text(later, style: .relative))
        #expect(relative.texts() == ["2 hours, 23 minutes"])
        relative.currentDate = start.addingTimeInterval(10 * 60 + 5)
        relative.renderFrame()
        #expect(relative.texts() == ["2 hours, 13 minutes"])
        relative.currentDate = later.addingTimeInterval(-30)
        relative.renderFrame()
        #expect(relative.texts() == ["30 seconds"])
        #expect(host(Text(start.addingTimeInterval(-3600), style: .relative)).texts() == ["1 hour"])
        #expect(host(Text(later, style: .offset)).texts() == ["+2 hours"])
        let monthsAgo = Calendar(identifier: .gregorian).date(byAdding: .month, value: -3, to: start)!
        #expect(host(Text(monthsAgo, style: .offset).environment(\.calendar, Calendar(identifier: .gregorian))).texts() == ["-3 months"])
    }

    @Test func timersCountAsAClockDoes() {
        let timer = host(Text(start.addingTimeInterval(65), style: .timer))
        #expect(timer.texts() == ["1:05"])
        timer.currentDate = start.addingTimeInterval(5.5)
        timer.renderFrame()
        #expect(timer.texts() == ["1:00"])
        #expect(host(Text(start.addingTimeInterval(-3725), style: .timer)).texts() == ["1:02:05"])

        let interval = start.addingTimeInterval(-30)...start.addingTimeInterval(60)
        #expect(host(Text(timerInterval: interval)).texts() == ["1:00"])
        #expect(host(Text(timerInterval: interval, countsDown: false)).texts() == ["0:30"])
        #expect(host(Text(timerInterval: interval, pauseTime: start.addingTimeInterval(-20))).texts() == ["1:20"])
        #expect(host(Text(timerInterval: start...start.addingTimeInterval(7200), countsDown: true, showsHours: false)).texts() == ["120:00"])
        // A timer that ran out stays at zero, and wakes nothing more.
        let running = host(Text(timerInterval: start...start.addingTimeInterval(2)))
        running.currentDate = start.addingTimeInterval(10)
        running.renderFrame()
        #expect(running.texts() == ["0:00"])
        running.currentDate = start.addingTimeInterval(20)
        #expect(running.renderFrame().repaintedPixels == 0)
    }

    @Test func liveTextRepaintsOnlyWhenItReadsDifferently() {
        let view = VStack {
            Text("Ends in ") + Text(start.addingTimeInterval(90), style: .timer)
            Text("static").accessibilityIdentifier("static")
        }
        let shown = host(view)
        #expect(shown.texts() == ["Ends in 1:30", "static"])
        shown.currentDate = start.addingTimeInterval(0.5)
        #expect(shown.renderFrame().repaintedPixels == 0)
        shown.currentDate = start.addingTimeInterval(1.0)
        let report = shown.renderFrame()
        #expect(report.repaintedPixels > 0)
        #expect(shown.texts() == ["Ends in 1:29", "static"])
        let staticFrame = shown.frame(of: "static")!
        #expect(!report.damage.contains { $0.intersects(staticFrame) })
        // Interpolated into a literal, the same.
        #expect(host(Text("Ends in \(start.addingTimeInterval(90), style: .timer)")).texts() == ["Ends in 1:30"])
    }

    @Test func formattersWriteTheirSubjects() {
        let currency = NumberFormatter()
        currency.numberStyle = .currency
        currency.locale = Locale(identifier: "en_US")
        #expect(host(Text(NSNumber(value: 3), formatter: currency)).texts() == ["$3.00"])
        #expect(host(Text("Total: \(NSNumber(value: 4.5), formatter: currency)")).texts() == ["Total: $4.50"])
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        #expect(host(Text(start, formatter: dates)).texts() == ["2023-11-14"])
    }

    @Test func systemSymbolsDrawInsideText() {
        func ink(_ view: some View) -> Int {
            let host = HeadlessHost(rootView: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 200, height: 40)
            host.renderFrame()
            let background = host.pixel(x: 199, y: 39)
            return (0..<40).reduce(0) { sum, y in sum + (0..<200).filter { host.pixel(x: $0, y: y) != background }.count }
        }
        #expect(ink(Text(Image(systemName: "star.fill"))) > 30)
        let rated = host(Text("Rated \(Image(systemName: "star.fill"))").accessibilityIdentifier("r"))
        let plainRated = host(Text("Rated ").accessibilityIdentifier("r"))
        #expect(rated.frame(of: "r")!.width > plainRated.frame(of: "r")!.width + 8)
        #expect(ink(Text("Rated \(Image(systemName: "star.fill"))")) > ink(Text("Rated ")) + 30)
        // In the text's colour: a red text draws a red star.
        let red = HeadlessHost(rootView: Text(Image(systemName: "star.fill")).foregroundColor(.red), width: 40, height: 40)
        red.renderFrame()
        #expect((0..<40).contains { y in (0..<40).contains { x in let p = red.pixel(x: x, y: y); return p.r > 200 && p.g < 60 } })
        // An unknown symbol, or an image that is not a symbol, is left out with a warning.
        let unknown = HeadlessHost(rootView: Text(Image(systemName: "no.such.symbol")), width: 40, height: 40)
        _ = unknown.renderFrame()
        #expect(ink(Text(Image(systemName: "no.such.symbol"))) == 0)
        #expect(ink(Text(Image("missing-picture"))) == 0)
    }
}
