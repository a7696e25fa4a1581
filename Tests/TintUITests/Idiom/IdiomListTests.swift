import Foundation
import Testing
import TintUI

/// In the iPad idiom the automatic list style is iOS's inset grouped one: each section's rows
/// on a rounded card standing 20 points in from the list's sides, on the grouped grey, rows at
/// least 44 points tall, headers in capitals in line with the rows' text. `.insetGrouped` and
/// `.grouped` draw so in either idiom; the Mac's automatic list is its inset one.
@MainActor
@Suite struct IdiomListTests {
    struct Settings: View {
        var body: some View {
            List {
                Section("Network") {
                    Text("Wi-Fi").accessibilityIdentifier("wifi")
                    Text("Bluetooth").accessibilityIdentifier("bluetooth")
                }
                Section {
                    Text("General").accessibilityIdentifier("general")
                } footer: {
                    Text("About this device")
                }
            }
        }
    }

    let grey = RGBA8(Color(uiColor: .systemGroupedBackground))
    let card = RGBA8(Color(uiColor: .secondarySystemGroupedBackground))

    /// The lines down column `x` between `top` and `bottom` drawn in neither the card's colour
    /// nor the grey: separators.
    func lines(_ host: HeadlessHost, x: Int, from top: CGFloat, to bottom: CGFloat) -> [Int] {
        (Int(top)..<Int(bottom)).filter { y in host.pixel(x: x, y: y) != card && host.pixel(x: x, y: y) != grey }
    }

    @Test func theIPadsAutomaticListIsCardsOnGrey() throws {
        let pad = HeadlessHost(rootView: Settings(), width: 400, height: 400)
        pad.options.idiom = .pad
        pad.renderFrame()
        let wifi = try #require(pad.frame(of: "wifi")), bluetooth = try #require(pad.frame(of: "bluetooth"))
        let general = try #require(pad.frame(of: "general"))
        #expect(wifi.minX == 36, "the card's 20-point margin and its 16-point inset: \(wifi)")
        #expect(bluetooth.minY - wifi.minY >= 44, "44-point rows: \(wifi) \(bluetooth)")
        #expect(pad.texts().contains("NETWORK") && !pad.texts().contains("Network"), "headers in capitals: \(pad.texts())")
        #expect(pad.texts().contains("About this device"), "footers as written")
        #expect(general.minY - bluetooth.maxY > 40, "the second section stands apart: \(bluetooth) \(general)")

        let row = Int(wifi.midY)
        #expect(pad.pixel(x: 10, y: row) == grey, "the grouped grey beside the card")
        #expect(pad.pixel(x: 25, y: row) == card, "the card")
        #expect(pad.pixel(x: 390, y: row) == grey)
        // The card's top corner is rounded: its very corner shows the grey.
        let cardTop = Int(wifi.minY) - 11
        #expect(pad.pixel(x: 20, y: cardTop) == grey && pad.pixel(x: 40, y: cardTop + 1) == card, "rounded at the top")
        // Between the two rows of a card, a separator from the text's leading edge.
        #expect(lines(pad, x: 40, from: wifi.maxY, to: bluetooth.minY).count == 1, "one separator between the rows")
        #expect(lines(pad, x: 25, from: wifi.maxY, to: bluetooth.minY).isEmpty, "starting at the text")
        #expect(lines(pad, x: 40, from: bluetooth.maxY, to: general.minY).isEmpty, "none under a card's last row")
    }

    @Test func theMacsAutomaticListIsItsInsetList() throws {
        let mac = HeadlessHost(rootView: Settings(), width: 400, height: 400)
        mac.renderFrame()
        let wifi = try #require(mac.frame(of: "wifi"))
        #expect(wifi.minX == 18 && wifi.height < 24, "\(wifi)")
        #expect(mac.texts().contains("Network"))
        #expect(mac.pixel(x: 10, y: Int(wifi.midY)) != grey)
    }

    @Test func insetGroupedIsCardsInEitherIdiom() throws {
        let host = HeadlessHost(rootView: Settings().listStyle(.insetGrouped), width: 400, height: 400)
        host.renderFrame()
        let wifi = try #require(host.frame(of: "wifi"))
        #expect(wifi.minX == 36 && host.pixel(x: 10, y: Int(wifi.midY)) == grey && host.pixel(x: 25, y: Int(wifi.midY)) == card)

        let grouped = HeadlessHost(rootView: Settings().listStyle(.grouped), width: 400, height: 400)
        grouped.renderFrame()
        let band = try #require(grouped.frame(of: "wifi"))
        #expect(band.minX == 16 && grouped.pixel(x: 4, y: Int(band.midY)) == card, "a band as wide as the list: \(band)")
    }

    /// Rows from data sit on one card: the first row rounds its top, the last its bottom, and
    /// the last draws no separator; a row added at the end takes over the rounded bottom.
    @Test func rowsFromDataShareOneCard() throws {
        struct Numbers: View {
            @State var count = 3
            var body: some View {
                VStack(spacing: 0) {
                    Button("Add") { count += 1 }.accessibilityIdentifier("add")
                    List(0..<count, id: \.self) { n in
                        Text("Row \(n)").accessibilityIdentifier("row-\(n)")
                    }
                    .listStyle(.insetGrouped)
                }
            }
        }
        let host = HeadlessHost(rootView: Numbers(), width: 300, height: 400)
        host.renderFrame()
        let first = try #require(host.frame(of: "row-0")), last = try #require(host.frame(of: "row-2"))
        #expect(host.pixel(x: 20, y: Int(first.minY) - 11) == grey, "the first row rounds the card's top")
        let middle = try #require(host.frame(of: "row-1"))
        #expect(host.pixel(x: 20, y: Int(last.maxY) + 10) == grey, "the last row rounds its bottom")
        #expect(lines(host, x: 40, from: first.maxY, to: middle.minY).count == 1)
        #expect(lines(host, x: 40, from: last.maxY, to: last.maxY + 20).isEmpty, "the last row draws no separator")
        host.tap("add")
        host.renderFrame()
        let added = try #require(host.frame(of: "row-3"))
        #expect(host.pixel(x: 20, y: Int(last.maxY) + 10) == card, "an added row: the old last row is square")
        #expect(lines(host, x: 40, from: last.maxY, to: added.minY).count == 1, "and has a separator")
        #expect(host.pixel(x: 20, y: Int(added.maxY) + 10) == grey)
    }

    /// A form in the iPad idiom: borderless rounded cards of 44-point rows, headers in capitals;
    /// on the Mac, bordered boxes with bold headers.
    @Test func theIPadsFormIsCards() throws {
        struct Preferences: View {
            @State var on = true
            var body: some View {
                Form {
                    Section("Sound") {
                        Toggle("Chimes", isOn: $on).accessibilityIdentifier("chimes")
                        Text("Volume").accessibilityIdentifier("volume")
                    }
                }
            }
        }
        let pad = HeadlessHost(rootView: Preferences(), width: 400, height: 300)
        pad.options.idiom = .pad
        pad.renderFrame()
        let chimes = try #require(pad.frame(of: "chimes")), volume = try #require(pad.frame(of: "volume"))
        #expect(volume.midY - chimes.midY >= 44, "44-point rows: \(chimes) \(volume)")
        #expect(pad.texts().contains("SOUND"))
        // No border: the card's colour runs to its edge at the middle of its left side.
        #expect(pad.pixel(x: 20, y: Int(chimes.midY)) == card && pad.pixel(x: 19, y: Int(chimes.midY)) == grey)

        let mac = HeadlessHost(rootView: Preferences(), width: 400, height: 300)
        mac.renderFrame()
        let macChimes = try #require(mac.frame(of: "chimes"))
        #expect(mac.texts().contains("Sound") && mac.pixel(x: 20, y: Int(macChimes.midY)) != card, "the Mac's box has a border")
    }

    @Test func listsGolden() throws {
        struct Screen: View {
            @State var selection: String? = "Bluetooth"
            var body: some View {
                List(selection: $selection) {
                    Section("Network") {
                        Label("Wi-Fi", systemImage: "wifi").tag("Wi-Fi")
                        Label("Bluetooth", systemImage: "star").tag("Bluetooth")
                    }
                    Section {
                        Text("General").tag("General")
                        Text("Display").tag("Display")
                        Text("Sound").tag("Sound")
                    } footer: {
                        Text("Changes apply at once.")
                    }
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 360, height: 420)
        host.options.idiom = .pad
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "idiom-pad-list")
    }
}
