import Foundation
import Testing
import TintUI

/// `navigationDestination(item:)`, subtitles and documents in the bar, a path saved and read
/// back through its codable representation, and the split view's styles and compact column.
@MainActor
@Suite struct NavigationAdditionsTests {
    private struct ItemPusher: View {
        @State var item: Int?
        var body: some View {
            NavigationStack {
                VStack {
                    Text("item \(item.map(String.init) ?? "none")")
                    Button("Show 7") { item = 7 }.accessibilityIdentifier("show")
                }
                .navigationTitle("Root")
                .navigationSubtitle("3 unread")
                .navigationDestination(item: $item) { value in
                    Text("Detail \(value)").accessibilityIdentifier("detail")
                }
            }
        }
    }

    @Test func anItemPushesItsDestinationAndPoppingClearsIt() throws {
        let host = HeadlessHost(rootView: ItemPusher(), width: 400, height: 240)
        host.renderFrame()
        #expect(host.texts().contains("3 unread"))
        #expect(host.frame(of: "detail") == nil)
        host.tap("show")
        host.renderFrame()
        host.renderFrame()
        #expect(host.texts().contains("Detail 7"))
        host.tap("navigation-back")
        host.renderFrame()
        host.renderFrame()
        #expect(host.frame(of: "detail") == nil)
        #expect(host.texts().contains("item none"))
    }

    @Test func aDocumentTitlesALevelWithoutATitle() throws {
        let url = URL(fileURLWithPath: "/tmp/Report.txt")
        let untitled = HeadlessHost(rootView: NavigationStack { Text("body").navigationDocument(url) }, width: 300, height: 120)
        untitled.renderFrame()
        untitled.renderFrame()
        #expect(untitled.texts().contains("Report.txt"))
        let titled = HeadlessHost(rootView: NavigationStack { Text("body").navigationDocument(url).navigationTitle("Quarterly") }, width: 300, height: 120)
        titled.renderFrame()
        titled.renderFrame()
        #expect(titled.texts().contains("Quarterly"))
        #expect(!titled.texts().contains("Report.txt"))
    }

    struct Place: Codable, Hashable {
        var name: String
        var floor: Int
    }

    private struct Opaque: Hashable {}

    @Test func aPathSavedAsJSONComesBackWithItsValues() throws {
        let path = NavigationPath([1, 2]).appending("three").appending(Place(name: "Lab", floor: 4))
        let representation = try #require(path.codable)
        let data = try JSONEncoder().encode(representation)
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 4)
        // A value that is not Codable: no representation.
        #expect(NavigationPath([Opaque()]).codable == nil)
    }

    @Test func aSavedValueOfAnUnknownTypeEndsThePathWithAWarning() throws {
        let json = #"["Si","1","NoSuchType_Tint","{}","Si","2"]"#
        let representation = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
        let host = HeadlessHost(rootView: Text("x"), width: 50, height: 20)
        let path = NavigationPath(representation)
        #expect(path.count == 1)
        #expect(host.renderFrame().warnings.contains { $0.contains("cannot be decoded") })
    }

    private struct Split: View {
        let prominent: Bool
        @State var visibility = NavigationSplitViewVisibility.all
        @State var column = NavigationSplitViewColumn.detail
        var body: some View {
            let split = NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
                Text("Sidebar").accessibilityIdentifier("sidebar")
            } detail: {
                Color.gray.accessibilityIdentifier("detail")
            }
            if prominent {
                split.navigationSplitViewStyle(.prominentDetail)
            } else {
                split.navigationSplitViewStyle(.balanced)
            }
        }
    }

    @Test func aProminentDetailKeepsItsWidthWhereABalancedOneMakesRoom() throws {
        let balanced = HeadlessHost(rootView: Split(prominent: false), width: 600, height: 300)
        balanced.renderFrame()
        let prominent = HeadlessHost(rootView: Split(prominent: true), width: 600, height: 300)
        prominent.renderFrame()
        let narrow = try #require(balanced.frame(of: "detail")), wide = try #require(prominent.frame(of: "detail"))
        #expect(narrow.width < 450)
        #expect(wide.width == 600)
        // The sidebar shows in both, over the detail's leading edge in the prominent one.
        #expect(balanced.frame(of: "sidebar") != nil && prominent.frame(of: "sidebar") != nil)
    }
}

extension NavigationPath {
    func appending<V: Hashable>(_ value: V) -> NavigationPath {
        var copy = self
        copy.append(value)
        return copy
    }
}
