import Foundation
import Testing
import TintUI

/// iOS-only API with its desktop meaning: a full-screen cover is a sheet, size classes follow
/// the window, wheel pickers are menus, keyboard traits change nothing drawn.
@MainActor
@Suite struct IOSCompatibilityTests {
    @Test func aFullScreenCoverPresentsItsContentAsASheet() {
        struct Root: View {
            @State var covered = false
            @State var item: Tag?
            struct Tag: Identifiable { let id: Int }
            var body: some View {
                VStack {
                    Button("Cover") { covered = true }.accessibilityIdentifier("cover")
                    Button("Item") { item = Tag(id: 7) }.accessibilityIdentifier("item")
                }
                .fullScreenCover(isPresented: $covered) { Text("Covering").accessibilityIdentifier("covering") }
                .fullScreenCover(item: $item) { tag in Text("Item \(tag.id)").accessibilityIdentifier("item-\(tag.id)") }
            }
        }
        let host = HeadlessHost(rootView: Root(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "covering") == nil)
        host.tap("cover")
        host.renderFrame()
        #expect(host.frame(of: "covering") != nil)
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.frame(of: "covering") == nil)
        host.tap("item")
        host.renderFrame()
        #expect(host.frame(of: "item-7") != nil)
    }

    @Test func sizeClassesFollowTheWindow() {
        struct Adaptive: View {
            @Environment(\.horizontalSizeClass) var horizontal
            @Environment(\.verticalSizeClass) var vertical
            var body: some View {
                Text("x").accessibilityIdentifier("\(horizontal == .compact ? "compact" : "regular")-\(vertical == .compact ? "compact" : "regular")")
            }
        }
        let host = HeadlessHost(rootView: Adaptive(), width: 800, height: 600)
        host.renderFrame()
        #expect(host.frame(of: "regular-regular") != nil)
        host.resize(width: 400, height: 600)
        host.renderFrame()
        #expect(host.frame(of: "compact-regular") != nil)
        host.resize(width: 700, height: 300)
        host.renderFrame()
        #expect(host.frame(of: "regular-compact") != nil)
    }

    @Test func wheelAndNavigationLinkPickersAreMenusAndTraitsDrawNothing() {
        func pixels(_ view: some View) -> [RGBA8] {
            let host = HeadlessHost(rootView: view.frame(width: 200, height: 60), width: 200, height: 60)
            host.renderFrame()
            return (0..<60).flatMap { y in stride(from: 0, to: 200, by: 7).map { host.pixel(x: $0, y: y) } }
        }
        let picker = Picker("Size", selection: .constant(1)) { Text("One").tag(1); Text("Two").tag(2) }
        let menu = pixels(picker.pickerStyle(.menu))
        #expect(pixels(picker.pickerStyle(.wheel)) == menu)
        #expect(pixels(picker.pickerStyle(.navigationLink)) == menu)
        let field = TextField("Phone", text: .constant(""))
        #expect(pixels(field.keyboardType(.phonePad).textInputAutocapitalization(.never).statusBarHidden().hoverEffect(.lift)
            .defersSystemGestures(on: .all).scrollDismissesKeyboard(.interactively)) == pixels(field))
    }
}
