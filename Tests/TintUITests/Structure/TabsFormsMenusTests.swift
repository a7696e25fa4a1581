import Foundation
import Testing
import TintUI

/// `TabView`, `Form`, `LabeledContent`, `Menu`, `.contextMenu` and `.popover`.
@MainActor
@Suite struct TabsFormsMenusTests {
    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }.accessibilityIdentifier("\(name)-\(count)")
        }
    }

    struct Tabs: View {
        @State var selection = "mail"
        var body: some View {
            VStack {
                TabView(selection: $selection) {
                    Counter(name: "mail")
                        .tabItem { Label("Mail", systemImage: "envelope").accessibilityIdentifier("tab-mail") }
                        .tag("mail")
                    Counter(name: "notes")
                        .tabItem { Label("Notes", systemImage: "note").accessibilityIdentifier("tab-notes") }
                        .tag("notes")
                }
                Text("selection").accessibilityIdentifier("selection-\(selection)")
            }
        }
    }

    @Test func tabsSwitchBySelectionAndKeepTheirState() throws {
        let host = HeadlessHost(rootView: Tabs(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "mail-0") != nil)
        #expect(host.frame(of: "notes-0") == nil)
        host.tap("mail-0")
        host.renderFrame()
        host.tap("tab-notes")
        host.renderFrame()
        #expect(host.frame(of: "selection-notes") != nil)
        #expect(host.frame(of: "notes-0") != nil)
        #expect(host.frame(of: "mail-1") == nil)
        host.tap("tab-mail")
        host.renderFrame()
        // The mail tab kept its count while hidden.
        #expect(host.frame(of: "mail-1") != nil)
        // Its pixels match a repaint from scratch: the hidden tab's pixels were erased.
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
    }

    @Test func aTabViewWithoutSelectionShowsTheFirstTab() throws {
        struct Plain: View {
            var body: some View {
                TabView {
                    Text("One").accessibilityIdentifier("one").tabItem { Text("1") }
                    Text("Two").accessibilityIdentifier("two").tabItem { Text("2").accessibilityIdentifier("tab-2") }
                }
            }
        }
        let host = HeadlessHost(rootView: Plain(), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "one") != nil)
        host.tap("tab-2")
        host.renderFrame()
        #expect(host.frame(of: "two") != nil)
        #expect(host.frame(of: "one") == nil)
    }

    @Test func aSelectionMatchingNoTabWarnsAndShowsNone() throws {
        struct Stray: View {
            @State var selection = 9
            var body: some View {
                TabView(selection: $selection) {
                    Text("One").accessibilityIdentifier("one").tabItem { Text("1") }.tag(1)
                }
            }
        }
        let host = HeadlessHost(rootView: Stray(), width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("matches no tab") })
        #expect(host.frame(of: "one") == nil)
    }

    @Test func aFormGroupsSectionsWithLabelsLeadingAndValuesTrailing() throws {
        struct Settings: View {
            @State var on = true
            var body: some View {
                Form {
                    Section("General") {
                        LabeledContent("Version", value: "1.0").accessibilityIdentifier("version")
                        Toggle("Sync", isOn: $on).accessibilityIdentifier("sync")
                    }
                    Section {
                        Text("About").accessibilityIdentifier("about")
                    } footer: {
                        Text("Tint").accessibilityIdentifier("footer")
                    }
                }
            }
        }
        let host = HeadlessHost(rootView: Settings(), width: 400, height: 300)
        host.renderFrame()
        let version = try #require(host.frame(of: "version"))
        let sync = try #require(host.frame(of: "sync"))
        let about = try #require(host.frame(of: "about"))
        let footer = try #require(host.frame(of: "footer"))
        #expect(version.maxY <= sync.minY)
        #expect(sync.maxY < about.minY)
        #expect(about.maxY <= footer.minY)
        // A row spans the box: the label at the leading edge, the value at the trailing.
        #expect(version.minX < 60)
        #expect(version.maxX > 340)
    }

    struct Menus: View {
        @State var log: [String] = []
        @State var showPopover = false
        var body: some View {
            VStack {
                Menu("Actions") {
                    Button("Copy") { log.append("copy") }.accessibilityIdentifier("copy")
                    Button("Paste") { log.append("paste") }.accessibilityIdentifier("paste")
                }
                .accessibilityIdentifier("menu")
                Text("Target").padding().accessibilityIdentifier("target")
                    .contextMenu {
                        Button("Rename") { log.append("rename") }.accessibilityIdentifier("rename")
                    }
                Button("Info") { showPopover = true }.accessibilityIdentifier("info")
                    .popover(isPresented: $showPopover) { Text("Details").padding().accessibilityIdentifier("details") }
                Text("log").accessibilityIdentifier("log-" + log.joined(separator: ","))
            }
        }
    }

    @Test func aMenuOpensWhereClickedRunsAnItemAndCloses() throws {
        let host = HeadlessHost(rootView: Menus(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "copy") == nil)
        let menu = try #require(host.frame(of: "menu"))
        host.tap("menu")
        host.renderFrame()
        let copy = try #require(host.frame(of: "copy"))
        #expect(abs(copy.minY - menu.midY) < 20)
        host.tap("paste")
        host.renderFrame()
        #expect(host.frame(of: "copy") == nil)
        #expect(host.frame(of: "log-paste") != nil)
    }

    @Test func aSecondaryClickOpensTheContextMenuAndAClickOutsideClosesIt() throws {
        let host = HeadlessHost(rootView: Menus(), width: 400, height: 300)
        host.renderFrame()
        host.secondaryTap("target")
        host.renderFrame()
        #expect(host.frame(of: "rename") != nil)
        // A click outside the menu closes it without running anything.
        host.tap(at: CGPoint(x: 5, y: 295))
        host.renderFrame()
        #expect(host.frame(of: "rename") == nil)
        #expect(host.frame(of: "log-") != nil)
        host.secondaryTap("target")
        host.renderFrame()
        host.tap("rename")
        host.renderFrame()
        #expect(host.frame(of: "log-rename") != nil)
    }

    @Test func aPopoverShowsUntilEscape() throws {
        let host = HeadlessHost(rootView: Menus(), width: 400, height: 300)
        host.renderFrame()
        host.tap("info")
        host.renderFrame()
        #expect(host.frame(of: "details") != nil)
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.frame(of: "details") == nil)
    }
}

/// An identifier on a segmented picker's option reaches the segment drawn for it.
@MainActor
@Suite struct SegmentedOptionIdentifierTests {
    @Test func anOptionsIdentifierNamesItsSegmentAndATapOnItSelects() {
        struct Root: View {
            @State var size = 1
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(1).accessibilityIdentifier("small")
                        Text("Large").tag(2).accessibilityIdentifier("large")
                    }
                    .pickerStyle(.segmented)
                    Text("s").accessibilityIdentifier("size-\(size)")
                }.frame(width: 300)
            }
        }
        let host = HeadlessHost(rootView: Root(), width: 320, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "small") != nil)
        #expect(host.frame(of: "large") != nil)
        host.tap("large")
        host.renderFrame()
        #expect(host.frame(of: "size-2") != nil)
    }
}
