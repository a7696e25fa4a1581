import Foundation
import Testing
import TintImageIO
import TintRaster
import TintUI

/// iOS-only API given its nearest desktop meaning: edit mode and `EditButton`, `UIImage`,
/// `MultiDatePicker`, keyboard toolbar items, the stack navigation view style, paged tab views,
/// list row and section spacing.
@MainActor
@Suite struct IOSCompatibilityTests {
    @Test func theEditButtonTogglesTheWindowsEditMode() {
        struct Screen: View {
            @Environment(\.editMode) var editMode
            var body: some View {
                VStack {
                    EditButton().accessibilityIdentifier("edit")
                    Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Idle")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["Edit", "Idle"])
        host.tap("edit")
        host.renderFrame()
        #expect(host.texts() == ["Done", "Editing"])
        host.tap("edit")
        host.renderFrame()
        #expect(host.texts() == ["Edit", "Idle"])
    }

    @Test func anAppsOwnEditModeBindingWins() {
        struct Screen: View {
            @State var mode = EditMode.active
            var body: some View {
                VStack {
                    EditButton().accessibilityIdentifier("edit")
                    Text(mode == .active ? "active" : "inactive")
                }
                .environment(\.editMode, $mode)
            }
        }
        let host = HeadlessHost(rootView: Screen(), width: 300, height: 100)
        host.renderFrame()
        #expect(host.texts() == ["Done", "active"])
        host.tap("edit")
        host.renderFrame()
        #expect(host.texts() == ["Edit", "inactive"])
    }

    @Test func uiImagesDrawThroughImage() throws {
        let (_, file) = try ImageTests.fixture()
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let fromData = try #require(UIImage(data: data))
        let fromFile = try #require(UIImage(contentsOfFile: file))
        #expect(UIImage(contentsOfFile: "/no/such/file.png") == nil)
        #expect(UIImage(data: Data()) == nil)
        let host = HeadlessHost(rootView: VStack(spacing: 0) {
            Image(uiImage: fromData).accessibilityIdentifier("data")
            Image(uiImage: fromFile).accessibilityIdentifier("file")
            Image(uiImage: UIImage()).accessibilityIdentifier("empty")
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 40, height: 20)
        let report = host.renderFrame()
        #expect(host.frame(of: "data")?.size == CGSize(width: 4, height: 2))
        #expect(host.frame(of: "file")?.size == CGSize(width: 4, height: 2))
        let red = host.pixel(x: 0, y: 0)
        #expect(red.r > 200 && red.b < 50, "the decoded bytes are drawn: \(red)")
        #expect(host.frame(of: "empty")?.size == .zero)
        #expect(report.warnings.isEmpty, "an empty UIImage draws nothing without a warning: \(report.warnings)")
    }

    @Test func bytesThatAreNotAnImageWarnAndDrawNothing() throws {
        let image = try #require(UIImage(data: Data("not an image".utf8)))
        let host = HeadlessHost(rootView: Image(uiImage: image).accessibilityIdentifier("bad"), width: 40, height: 20)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("UIImage(data:)") }, "\(report.warnings)")
        #expect(host.frame(of: "bad")?.size == .zero)
    }

    @Test func aMultiDatePickerAddsAndRemovesDays() throws {
        struct Screen: View {
            @State var days: Set<DateComponents> = [DateComponents(year: 2026, month: 3, day: 10)]
            var body: some View {
                VStack {
                    MultiDatePicker("Dates", selection: $days)
                    Text(days.compactMap(\.day).sorted().map(String.init).joined(separator: ",")).accessibilityIdentifier("days")
                }
            }
        }
        let host = HeadlessHost(rootView: Screen().environment(\.timeZone, TimeZone(identifier: "UTC")!), width: 400, height: 400)
        host.renderFrame()
        #expect(host.texts().contains("March 2026"), "the first chosen day's month: \(host.texts())")
        #expect(host.texts().contains("10"))
        host.tap("calendar-day-12")
        host.renderFrame()
        #expect(host.texts().contains("10,12"))
        host.tap("calendar-day-10")
        host.renderFrame()
        #expect(host.texts().contains("12") && !host.texts().contains("10,12"))
    }

    @Test func keyboardItemsAreNotShownOnTheDesktop() {
        let view = NavigationStack {
            Text("Body")
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) { Button("Done") {}.accessibilityIdentifier("done") }
                    ToolbarItem(placement: .primaryAction) { Button("Add") {}.accessibilityIdentifier("add") }
                }
        }
        let host = HeadlessHost(rootView: view, width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "add") != nil)
        #expect(host.frame(of: "done") == nil)
    }

    @Test func theStackStyleMakesTheFirstViewARootOfAStack() {
        let view = NavigationView {
            Text("Sidebar").accessibilityIdentifier("sidebar")
            Text("Detail").accessibilityIdentifier("detail")
        }
        let columns = HeadlessHost(rootView: view, width: 600, height: 300)
        columns.renderFrame()
        #expect(columns.frame(of: "sidebar") != nil && columns.frame(of: "detail") != nil)
        let stack = HeadlessHost(rootView: view.navigationViewStyle(.stack), width: 600, height: 300)
        stack.renderFrame()
        #expect(stack.frame(of: "sidebar") != nil)
        #expect(stack.frame(of: "detail") == nil, "one view at a time")
    }

    @Test func aPagedTabViewShowsDotsThatChooseThePage() {
        let tabs = TabView {
            Text("First").tabItem { Text("One") }
            Text("Second").tabItem { Text("Two") }
        }
        let paged = HeadlessHost(rootView: tabs.tabViewStyle(.page), width: 300, height: 200)
        paged.renderFrame()
        #expect(paged.texts() == ["First"], "no tab bar: \(paged.texts())")
        #expect(paged.frame(of: "page-dot-1") != nil)
        paged.tap("page-dot-1")
        paged.renderFrame()
        #expect(paged.texts() == ["Second"])
        let hidden = HeadlessHost(rootView: tabs.tabViewStyle(.page(indexDisplayMode: .never)).indexViewStyle(.page(backgroundDisplayMode: .always)),
                                  width: 300, height: 200)
        hidden.renderFrame()
        #expect(hidden.frame(of: "page-dot-0") == nil)
        let plain = HeadlessHost(rootView: tabs.tabViewStyle(.automatic), width: 300, height: 200)
        plain.renderFrame()
        #expect(plain.texts().contains("One"), "tabs: \(plain.texts())")
    }

    @Test func listRowAndSectionSpacing() {
        func gap(_ view: some View) -> CGFloat {
            let host = HeadlessHost(rootView: view, width: 300, height: 300)
            host.renderFrame()
            return (host.frame(of: "b")?.minY ?? 0) - (host.frame(of: "a")?.maxY ?? 0)
        }
        let list = List {
            Text("A").accessibilityIdentifier("a")
            Text("B").accessibilityIdentifier("b")
        }
        #expect(gap(list.listRowSpacing(12)) - gap(list) == 12)
        func headerTop(_ spacing: ListSectionSpacing) -> CGFloat {
            let host = HeadlessHost(rootView: List {
                Section { Text("Row") } header: { Text("Head").accessibilityIdentifier("head") }
            }.listSectionSpacing(spacing), width: 300, height: 300)
            host.renderFrame()
            return host.frame(of: "head")?.minY ?? 0
        }
        #expect(headerTop(.default) - headerTop(.compact) == 6)
        #expect(headerTop(.custom(30)) - headerTop(.default) == 20)
    }
}

/// `.listRowSeparatorLeading` and `.listRowSeparatorTrailing` guides move a row's separator.
@MainActor
@Suite struct ListRowSeparatorGuideTests {
    /// The first and last x of the separator's colour on the row's last line.
    private func separatorSpan(_ row: some View) -> (Int, Int)? {
        let host = HeadlessHost(rootView: List { row.accessibilityIdentifier("row"); Text("Next") }.listStyle(.plain).tint(.red), width: 300, height: 200)
        host.renderFrame()
        guard let frame = host.frame(of: "row") else { return nil }
        // The row's box is inside the row chrome: the separator lies on the chrome's bottom line,
        // at or just below the row's padded frame.
        for y in Int(frame.maxY)..<Int(frame.maxY) + 8 {
            let xs = (0..<300).filter { x in
                let p = host.pixel(x: x, y: y)
                return p.r < 240 && p.r > 150 && abs(Int(p.r) - Int(p.g)) < 8 && abs(Int(p.g) - Int(p.b)) < 8
            }
            if xs.count > 20, let first = xs.first, let last = xs.last { return (first, last) }
        }
        return nil
    }

    @Test func theGuidesMoveTheSeparator() throws {
        let plain = try #require(separatorSpan(Text("Row")))
        let indented = try #require(separatorSpan(HStack {
            Color.blue.frame(width: 40, height: 10)
            Text("Row").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
        }))
        #expect(indented.0 > plain.0 + 40, "the separator starts at the text, past the icon: \(plain) → \(indented)")
        let short = try #require(separatorSpan(Text("Row").frame(maxWidth: .infinity, alignment: .leading)
            .alignmentGuide(.listRowSeparatorTrailing) { $0.width / 2 }))
        #expect(short.1 < plain.1 - 100, "and ends where the trailing guide says: \(plain) → \(short)")
    }
}
