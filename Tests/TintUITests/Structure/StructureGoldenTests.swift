import Foundation
import Testing
import TintDemoScenes
import TintUI

/// Goldens of lists, forms, split views, sheets, alerts and tab views, as macOS draws them.
@MainActor
@Suite struct StructureGoldenTests {
    struct Mailboxes: View {
        @State var selection: Set<String> = ["Sent", "Drafts"]
        var body: some View {
            List(selection: $selection) {
                Section {
                    ForEach(["Inbox", "Sent", "Drafts", "Archive"], id: \.self) { Text($0) }
                } header: {
                    Text("Mailboxes")
                } footer: {
                    Text("4 mailboxes")
                }
                Section("Smart") {
                    Text("Today").tag("Today")
                    Text("Flagged").tag("Flagged")
                }
            }
            .listStyle(.inset(alternatesRowBackgrounds: true))
        }
    }

    @Test func aListWithSectionsAndSelection() throws {
        let host = HeadlessHost(rootView: Mailboxes(), width: 320, height: 300)
        let report = host.renderFrame()
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        try GoldenImage.check(host.pixelBuffer, named: "structure-list")
    }

    @Test func aPlainListWithSeparators() throws {
        let host = HeadlessHost(rootView: List(0..<8) { Text("Row \($0)") }.listStyle(.plain), width: 240, height: 200)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "structure-list-plain")
    }

    struct Settings: View {
        @State var sync = true
        @State var volume = 0.4
        var body: some View {
            Form {
                Section("General") {
                    LabeledContent("Version", value: "1.0 (20)")
                    Toggle("Sync with the cloud", isOn: $sync)
                    Slider(value: $volume, in: 0...1)
                }
                Section {
                    LabeledContent("Storage", value: "1.2 GB")
                    Button("Empty Trash") {}
                } header: {
                    Text("Storage")
                } footer: {
                    Text("Items in the trash are deleted after 30 days.")
                }
            }
        }
    }

    @Test func aForm() throws {
        let host = HeadlessHost(rootView: Settings(), width: 420, height: 380)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "structure-form")
    }

    @Test func aSplitViewWithAToolbar() throws {
        let host = try #require(DemoScene.named("notes")).makeHost(width: 720, height: 420)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "structure-split-view")
    }

    @Test func aSheet() throws {
        let host = try #require(DemoScene.named("notes")).makeHost(width: 720, height: 420)
        host.renderFrame()
        host.tap("new-note")
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "structure-sheet")
    }

    @Test func anAlert() throws {
        let host = try #require(DemoScene.named("notes")).makeHost(width: 720, height: 420)
        host.renderFrame()
        host.tap("delete-note")
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "structure-alert")
    }

    struct Tabs: View {
        @State var tab = 2
        var body: some View {
            TabView(selection: $tab) {
                Text("General settings").tabItem { Label("General", systemImage: "gear") }.tag(1)
                VStack(spacing: 8) {
                    Text("Accounts").font(.title2)
                    Text("No accounts yet.").foregroundColor(.secondary)
                }
                .tabItem { Label("Accounts", systemImage: "person") }.tag(2)
                Text("Advanced settings").tabItem { Label("Advanced", systemImage: "star") }.tag(3)
            }
        }
    }

    @Test func aTabView() throws {
        let host = HeadlessHost(rootView: Tabs(), width: 400, height: 240)
        host.renderFrame()
        try GoldenImage.check(host.pixelBuffer, named: "structure-tabs")
    }
}
