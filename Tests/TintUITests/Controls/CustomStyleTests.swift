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
