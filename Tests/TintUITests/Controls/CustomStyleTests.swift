import Foundation
import Testing
import TintUI

/// An app's `ToggleStyle` and `LabelStyle`: `makeBody` draws from the configuration, and the
/// configuration's control inside a style is drawn in the built-in style.
@MainActor
@Suite struct CustomStyleTests {
    struct CheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button { configuration.isOn.toggle() } label: {
                HStack {
                    Text(configuration.isOn ? "[x]" : "[ ]").accessibilityIdentifier(configuration.isOn ? "checked" : "unchecked")
                    configuration.label
                }
            }
            .accessibilityIdentifier("check")
        }
    }

    struct Faded: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            Toggle(configuration).opacity(configuration.isMixed ? 0.5 : 1).accessibilityIdentifier("inner")
        }
    }

    struct Root: View {
        @State var on = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $on).toggleStyle(CheckStyle())
                Toggle("Bluetooth", isOn: $on).toggleStyle(Faded())
                Text("v").accessibilityIdentifier("on-\(on)")
            }.frame(width: 300)
        }
    }

    @Test func anAppsToggleStyleDrawsAndFlipsTheValue() {
        let host = HeadlessHost(rootView: Root(), width: 320, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "unchecked") != nil)
        #expect(host.texts().contains("Wi-Fi"))
        host.tap("check")
        host.renderFrame()
        #expect(host.frame(of: "checked") != nil && host.frame(of: "on-true") != nil)
        // `Toggle(configuration)` in a style: the built-in switch, which a tap flips back.
        host.tap("inner")
        host.renderFrame()
        #expect(host.frame(of: "on-false") != nil)
    }

    struct Vertical: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.icon.accessibilityIdentifier("icon")
                configuration.title.accessibilityIdentifier("title")
            }
        }
    }

    @Test func anAppsLabelStylePlacesTitleAndIcon() throws {
        let host = HeadlessHost(rootView: Label("Star", systemImage: "star").labelStyle(Vertical()), width: 200, height: 200)
        host.renderFrame()
        let icon = try #require(host.frame(of: "icon")), title = try #require(host.frame(of: "title"))
        #expect(icon.maxY <= title.minY)
        // A built-in style still works.
        let row = HeadlessHost(rootView: Label("Star", systemImage: "star").labelStyle(.titleOnly), width: 200, height: 100)
        row.renderFrame()
        #expect(row.texts() == ["Star"])
    }
}

/// Progress view and group box styles: the built-in circular ring, and an app's styles.
@MainActor
@Suite struct ProgressAndGroupBoxStyleTests {
    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
            }
        }
    }

    struct Card: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading) {
                configuration.label.accessibilityIdentifier("card-label")
                configuration.content.accessibilityIdentifier("card-content")
            }
        }
    }

    @Test func anAppsProgressStyleDrawsTheFraction() {
        let host = HeadlessHost(rootView: ProgressView("Copying", value: 0.25).progressViewStyle(Percent()), width: 200, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["Copying", "25%"])
    }

    @Test func theCircularStyleIsARingFilledToTheFraction() {
        let host = HeadlessHost(rootView: ProgressView(value: 0.5).progressViewStyle(.circular).tint(Color(red: 1, green: 0, blue: 0))
            .frame(width: 18, height: 18), width: 18, height: 18)
        host.renderFrame()
        // Half a ring from the top, clockwise: the right side is red, the left grey.
        let right = host.pixel(x: 16, y: 9), left = host.pixel(x: 1, y: 9)
        #expect(right.r > 200 && right.g < 80)
        #expect(left.r < 235 && abs(Int(left.r) - Int(left.g)) < 10)
        let linear = HeadlessHost(rootView: ProgressView(value: 0.5).progressViewStyle(.linear).frame(width: 100), width: 100, height: 20)
        linear.renderFrame()
        #expect(linear.pixel(x: 25, y: 10) != linear.pixel(x: 75, y: 10))
    }

    @Test func anAppsGroupBoxStylePlacesLabelAndContent() throws {
        let host = HeadlessHost(rootView: GroupBox("Title") { Text("Body") }.groupBoxStyle(Card()), width: 200, height: 100)
        host.renderFrame()
        let label = try #require(host.frame(of: "card-label")), content = try #require(host.frame(of: "card-content"))
        #expect(label.maxY <= content.minY)
        let panel = HeadlessHost(rootView: GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic), width: 200, height: 100)
        panel.renderFrame()
        #expect(panel.texts() == ["Title", "Body"])
    }
}

/// `.buttonStyle(.link)`: the label alone, in the link colour, still a button.
@MainActor
@Suite struct LinkButtonStyleTests {
    @Test func aLinkButtonIsItsLabelInTheLinkColourAndStillRunsItsAction() throws {
        struct Root: View {
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Open the docs") { taps += 1 }.buttonStyle(.link).accessibilityIdentifier("link")
                    Button("Open the docs") { }.buttonStyle(.plain).accessibilityIdentifier("plain")
                    Text("t").accessibilityIdentifier("taps-\(taps)")
                }
            }
        }
        let host = HeadlessHost(rootView: Root(), width: 200, height: 120)
        host.renderFrame()
        let link = try #require(host.frame(of: "link")), plain = try #require(host.frame(of: "plain"))
        // No padding, as a plain button.
        #expect(link.size == plain.size)
        // Some glyph pixels are blue: scan the link's frame for the link colour's hue.
        var blue = false
        for y in Int(link.minY)..<Int(link.maxY) {
            for x in Int(link.minX)..<Int(link.maxX) {
                let p = host.pixel(x: x, y: y)
                if p.b > 150 && p.r < 80 { blue = true }
            }
        }
        #expect(blue)
        host.tap("link")
        host.renderFrame()
        #expect(host.frame(of: "taps-1") != nil)
    }
}
