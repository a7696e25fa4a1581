import Foundation
import Testing
import TintUI

/// `NavigationStack`, `NavigationLink`, `.navigationDestination`, `.navigationTitle`,
/// `\.dismiss`, paths, and the toolbar in the bar.
@MainActor
@Suite struct NavigationTests {
    struct Note: Hashable, Identifiable {
        let id: Int
    }

    struct Detail: View {
        let note: Note
        @State var taps = 0
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("Detail \(note.id) taps \(taps)").accessibilityIdentifier("detail-\(note.id)-taps-\(taps)")
                Button("Tap") { taps += 1 }.accessibilityIdentifier("tap-\(note.id)")
                NavigationLink("Next", value: Note(id: note.id + 1)).accessibilityIdentifier("next-\(note.id)")
                Button("Close") { dismiss() }.accessibilityIdentifier("close-\(note.id)")
            }
            .navigationTitle("Note \(note.id)")
        }
    }

    struct RootRow: View {
        let index: Int
        var body: some View { Text("Row \(index)") }
    }

    struct Notes: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink(value: Note(id: 1)) { Text("Open 1") }.accessibilityIdentifier("open-1")
                    ForEach(0..<1_000) { RootRow(index: $0) }
                }
                .navigationTitle("Notes")
                .navigationDestination(for: Note.self) { note in Detail(note: note) }
            }
        }
    }

    @Test func aLinkPushesItsValuesDestinationAndTheBackButtonPops() throws {
        let host = HeadlessHost(rootView: Notes(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "navigation-back") == nil)
        host.tap("open-1")
        let push = host.renderFrame()
        // Pushing runs no body of the root's 1,000 rows, nor the root's own.
        #expect(push.bodyEvaluations["RootRow"] == nil)
        #expect(push.bodyEvaluations["Notes"] == nil)
        #expect(host.frame(of: "detail-1-taps-0") != nil)
        #expect(host.frame(of: "open-1") == nil)
        // Damage-only repaint erased the hidden root and drew the pushed level.
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
        host.tap("navigation-back")
        host.renderFrame()
        #expect(host.frame(of: "open-1") != nil)
        #expect(host.frame(of: "detail-1-taps-0") == nil)
        #expect(firstDifference(host.pixelBuffer, host.fullRepaint()) == nil)
    }

    @Test func pushedViewsKeepTheirStateWhileOnTheStackAndLoseItWhenPopped() throws {
        let host = HeadlessHost(rootView: Notes(), width: 400, height: 300)
        host.renderFrame()
        host.tap("open-1")
        host.renderFrame()
        host.tap("tap-1")
        host.renderFrame()
        host.tap("next-1")
        host.renderFrame()
        #expect(host.frame(of: "detail-2-taps-0") != nil)
        // Level 1 is hidden but alive.
        #expect(host.frame(of: "detail-1-taps-1") == nil)
        host.tap("close-2")
        host.renderFrame()
        #expect(host.frame(of: "detail-1-taps-1") != nil)
        host.tap("navigation-back")
        host.renderFrame()
        host.tap("open-1")
        host.renderFrame()
        #expect(host.frame(of: "detail-1-taps-0") != nil)
    }

    @Test func theBarShowsTheTopLevelsTitle() throws {
        let host = HeadlessHost(rootView: Notes(), width: 400, height: 300)
        host.renderFrame()
        let bar = { (0..<400).flatMap { x in (10..<30).map { y in host.pixel(x: x, y: y) } } }
        let before = bar()
        // The bar has text in it (not one flat colour).
        #expect(Set(before).count > 2)
        host.tap("open-1")
        host.renderFrame()
        // The title changed from "Notes" to "Note 1" and a back button appeared.
        #expect(bar() != before)
        host.tap("navigation-back")
        host.renderFrame()
        #expect(bar() == before)
    }

    struct PathBound: View {
        @State var path: [Int] = [3, 4]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root").accessibilityIdentifier("root")
                    .navigationDestination(for: Int.self) { value in
                        Button("Value \(value)") { path.removeAll() }.accessibilityIdentifier("value-\(value)")
                    }
            }
        }
    }

    @Test func aPathBindingDecidesTheLevelsAndPopsWhenItsValuesAreRemoved() throws {
        let host = HeadlessHost(rootView: PathBound(), width: 400, height: 300)
        host.renderFrame()
        // The path was set before the first frame: its destinations show at once.
        #expect(host.frame(of: "value-4") != nil)
        host.tap("navigation-back")
        host.renderFrame()
        #expect(host.frame(of: "value-3") != nil)
        host.tap("value-3")
        host.renderFrame()
        #expect(host.frame(of: "root") != nil)
    }

    @Test func aNavigationPathHoldsValuesOfSeveralTypes() throws {
        struct Mixed: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Push") { path.append(7); path.append("seven") }.accessibilityIdentifier("push")
                        .navigationDestination(for: Int.self) { Text("Int \($0)").accessibilityIdentifier("int-\($0)") }
                        .navigationDestination(for: String.self) { Text("String \($0)").accessibilityIdentifier("string-\($0)") }
                }
            }
        }
        let host = HeadlessHost(rootView: Mixed(), width: 400, height: 300)
        host.renderFrame()
        host.tap("push")
        host.renderFrame()
        #expect(host.frame(of: "string-seven") != nil)
        host.tap("navigation-back")
        host.renderFrame()
        #expect(host.frame(of: "int-7") != nil)
    }

    @Test func aValueWithoutADestinationShowsAPlaceholderAndWarns() throws {
        struct Missing: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", value: 3.5).accessibilityIdentifier("open")
                }
            }
        }
        let host = HeadlessHost(rootView: Missing(), width: 400, height: 300)
        host.renderFrame()
        host.tap("open")
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("Double") && $0.contains("navigationDestination") })
        #expect(host.frame(of: "navigation-back") != nil)
    }

    @Test func aDestinationLinkPushesItsView() throws {
        struct Legacy: View {
            var body: some View {
                NavigationView {
                    NavigationLink(destination: Text("Pushed").accessibilityIdentifier("pushed")) {
                        Text("Go")
                    }
                    .accessibilityIdentifier("go")
                }
            }
        }
        let host = HeadlessHost(rootView: Legacy(), width: 400, height: 300)
        host.renderFrame()
        host.tap("go")
        host.renderFrame()
        #expect(host.frame(of: "pushed") != nil)
        host.pressKey("Escape")
        host.tap("navigation-back")
        host.renderFrame()
        #expect(host.frame(of: "go") != nil)
    }

    @Test func toolbarItemsShowInTheBar() throws {
        struct WithToolbar: View {
            @State var added = 0
            var body: some View {
                NavigationStack {
                    Text("Added \(added)").accessibilityIdentifier("added-\(added)")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Add") { added += 1 }.accessibilityIdentifier("add")
                            }
                        }
                }
            }
        }
        let host = HeadlessHost(rootView: WithToolbar(), width: 400, height: 300)
        host.renderFrame()
        let add = try #require(host.frame(of: "add"))
        // In the bar, at its trailing end.
        #expect(add.maxY <= 40)
        #expect(add.maxX > 340)
        host.tap("add")
        host.renderFrame()
        #expect(host.frame(of: "added-1") != nil)
    }
}

/// Split views: the sidebar's selection drives the detail; links there select their rows.
@MainActor
@Suite struct SplitViewTests {
    struct Item: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    struct Split: View {
        let items = [Item(id: 1, name: "One"), Item(id: 2, name: "Two")]
        @State var selection: Int?
        var body: some View {
            NavigationSplitView {
                List(items, selection: $selection) { item in
                    NavigationLink(item.name, value: item).accessibilityIdentifier("link-\(item.id)")
                }
            } detail: {
                if let selection {
                    Text("Detail \(selection)").accessibilityIdentifier("detail-\(selection)")
                } else {
                    Text("Nothing selected").accessibilityIdentifier("empty")
                }
            }
        }
    }

    @Test func aLinkInASelectableSidebarSelectsItsRowAndTheDetailFollows() throws {
        let host = HeadlessHost(rootView: Split(), width: 640, height: 300)
        let first = host.renderFrame()
        #expect(host.frame(of: "empty") != nil)
        host.tap("link-2")
        let report = host.renderFrame()
        #expect(host.frame(of: "detail-2") != nil)
        // No destination is declared for Item: selecting pushes nothing and warns of nothing.
        #expect(!report.warnings.contains { $0.contains("navigationDestination") }, "\(report.warnings) \(first.warnings)")
        let sidebar = try #require(host.frame(of: "link-2"))
        #expect(sidebar.maxX < 200)
    }

    @Test func aLinkInTheSidebarOfANavigationViewShowsItsDestinationInTheDetail() throws {
        struct Legacy: View {
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink("Apples", destination: Text("About apples").accessibilityIdentifier("apples"))
                            .accessibilityIdentifier("link-apples")
                    }
                    Text("Pick a fruit").accessibilityIdentifier("placeholder")
                }
            }
        }
        let host = HeadlessHost(rootView: Legacy(), width: 640, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "placeholder") != nil)
        host.tap("link-apples")
        host.renderFrame()
        let apples = try #require(host.frame(of: "apples"))
        #expect(apples.minX > 200)
        #expect(host.frame(of: "placeholder") == nil)
    }
}

/// Column widths, and the iOS spellings real code uses.
@MainActor
@Suite struct NavigationCompatibilityTests {
    @Test func aColumnWidthSetsTheSidebarsWidth() throws {
        struct Split: View {
            var body: some View {
                NavigationSplitView {
                    Color.clear.accessibilityIdentifier("sidebar").navigationSplitViewColumnWidth(min: 150, ideal: 150)
                } detail: {
                    Text("Detail")
                }
            }
        }
        let host = HeadlessHost(rootView: Split(), width: 600, height: 300)
        host.renderFrame()
        let sidebar = try #require(host.frame(of: "sidebar"))
        #expect(sidebar.width == 150)
    }

    @Test func iOSBarSpellingsCompileAndMapToTheBar() throws {
        struct Phone: View {
            @State var count = 0
            var body: some View {
                NavigationView {
                    List {
                        Text("Count \(count)").accessibilityIdentifier("count-\(count)")
                    }
                    .listStyle(.insetGrouped)
                    .navigationBarTitle("Phone", displayMode: .inline)
                    .navigationBarTitleDisplayMode(.large)
                    .navigationBarItems(trailing: Button("Add") { count += 1 }.accessibilityIdentifier("add"))
                    .toolbar {
                        ToolbarItem(placement: .navigationBarLeading) { Text("Left").accessibilityIdentifier("left") }
                    }
                }
            }
        }
        let host = HeadlessHost(rootView: Phone(), width: 400, height: 300)
        host.renderFrame()
        let add = try #require(host.frame(of: "add"))
        let left = try #require(host.frame(of: "left"))
        #expect(add.maxY <= 40 && left.maxY <= 40)
        #expect(left.minX < add.minX)
        host.tap("add")
        host.renderFrame()
        #expect(host.frame(of: "count-1") != nil)
    }
}
