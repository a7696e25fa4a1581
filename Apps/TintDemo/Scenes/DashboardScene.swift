import Foundation
import TintUI

/// A live dashboard: a clock and three meters redrawn 60 times a second beside static text.
/// Only the timeline's views run and only their pixels are repainted (the heads-up display, H,
/// shows the share of the window).
public struct DashboardScene: View {
    /// The ticks count from here (a fixed date, so headless renders are reproducible).
    static let epoch = Date(timeIntervalSince1970: 0)

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            SceneHeader(title: "Live dashboard", caption: "The clock and meters tick at 60 Hz; the text and the list do not change, so they are never repainted. Press H for the figures, T to see what runs.")
            TimelineView(.periodic(from: DashboardScene.epoch, by: 1.0 / 60)) { context in
                LiveReadout(seconds: context.date.timeIntervalSince(DashboardScene.epoch))
            }
            VStack(alignment: .leading, spacing: 4) {
                ForEach(["CPU: 2 cores", "Memory: 24 GiB", "Display: 60 Hz", "Renderer: software, damage only"], id: \.self) { line in
                    Text(line)
                }
            }
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.demoGrey(0.96))
        }
        .padding(16)
    }
}

/// The changing part: a clock (UTC) and three meters.
struct LiveReadout: View, Equatable {
    let seconds: Double

    private var clock: String { UTCClock.text(seconds, hundredths: true) }

    var body: some View {
        HStack(alignment: .top, spacing: 24) {
            Text(clock).font(.system(size: 22, weight: .bold))
            VStack(alignment: .leading, spacing: 6) {
                Meter(label: "Load", value: 0.5 + 0.45 * sin(seconds * 2.1))
                Meter(label: "Net", value: 0.5 + 0.45 * sin(seconds * 3.7 + 1))
                Meter(label: "Disk", value: 0.5 + 0.45 * sin(seconds * 1.3 + 2))
            }
        }
    }
}

struct Meter: View, Equatable {
    let label: String
    let value: Double

    var body: some View {
        HStack(spacing: 8) {
            Text(label).frame(width: 40, alignment: .leading)
            ZStack(alignment: .leading) {
                Capsule().fill(Color.demoGrey(0.88)).frame(width: 160, height: 10)
                Capsule().fill(Color.accentColor).frame(width: 160 * Swift.min(1, Swift.max(0, value)), height: 10)
            }
        }
    }
}

/// A time of day in UTC, written the same on every machine (no locale, no time zone), so
/// headless renders repeat.
enum UTCClock {
    static func text(_ secondsSince1970: Double, hundredths: Bool) -> String {
        let total = Int(secondsSince1970.rounded(.down))
        let hours = (total / 3600) % 24, minutes = (total / 60) % 60, seconds = total % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let base = "\(two(hours)):\(two(minutes)):\(two(seconds))"
        guard hundredths else { return base + " UTC" }
        return base + ".\(two(Int((secondsSince1970 - Double(total)) * 100))) UTC"
    }
}
