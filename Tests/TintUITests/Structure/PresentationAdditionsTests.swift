import Foundation
import Testing
import TintUI

/// An alert about an error, a popover for an item, a sheet that Escape may not dismiss, and a
/// view's help tooltip.
@MainActor
@Suite struct PresentationAdditionsTests {
    struct SaveError: LocalizedError {
        var errorDescription: String? { "The note could not be saved." }
        var failureReason: String? { "The disk is full." }
        var recoverySuggestion: String? { "Free some space." }
    }

    private struct Saver: View {
        @State var showing = false
        @State var error: SaveError?
        var body: some View {
            Button("Save") { error = SaveError(); showing = true }.accessibilityIdentifier("save")
                .alert(isPresented: $showing, error: error) { Button("OK") {}.accessibilityIdentifier("ok") }
        }
    }

    @Test func anErrorsAlertIsTitledByItsDescription() throws {
        let host = HeadlessHost(rootView: Saver(), width: 400, height: 300)
        host.renderFrame()
        host.tap("save")
        host.renderFrame()
        #expect(host.texts().contains("The note could not be saved."))
        #expect(host.texts().contains("The disk is full. Free some space."))
        host.tap("ok")
        host.renderFrame()
        #expect(!host.texts().contains("The note could not be saved."))
    }

    private struct CustomMessage: View {
        @State var showing = true
        var body: some View {
            Text("doc").alert(isPresented: $showing, error: Optional(SaveError())) { error in
                Button("Retry") {}
            } message: { error in
                Text("Because: \(error.failureReason ?? "")")
            }
        }
    }

    @Test func anErrorsAlertWithItsOwnMessage() throws {
        let host = HeadlessHost(rootView: CustomMessage(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.texts().contains("Because: The disk is full."))
        #expect(host.texts().contains("Retry"))
    }

    struct Tag: Identifiable, Hashable {
        let id: Int
    }

    private struct Tags: View {
        @State var shown: Tag?
        var body: some View {
            Button("Show 3") { shown = Tag(id: 3) }.accessibilityIdentifier("show")
                .popover(item: $shown) { tag in Text("Tag \(tag.id)") }
        }
    }

    @Test func aPopoverForAnItemClosesByClearingIt() throws {
        let host = HeadlessHost(rootView: Tags(), width: 400, height: 300)
        host.renderFrame()
        host.tap("show")
        host.renderFrame()
        #expect(host.texts().contains("Tag 3"))
        host.pressKey("Escape")
        host.renderFrame()
        #expect(!host.texts().contains("Tag 3"))
    }

    private struct Editor: View {
        @State var editing = true
        var body: some View {
            Text("main").sheet(isPresented: $editing) {
                Closer().interactiveDismissDisabled()
            }
        }
    }

    private struct Closer: View {
        @Environment(\.dismiss) var dismiss
        var body: some View {
            VStack {
                Text("Unsaved changes")
                Button("Done") { dismiss() }.accessibilityIdentifier("done")
            }
        }
    }

    @Test func aSheetWithInteractiveDismissDisabledIgnoresEscape() throws {
        let host = HeadlessHost(rootView: Editor(), width: 400, height: 300)
        host.renderFrame()
        #expect(host.texts().contains("Unsaved changes"))
        host.pressKey("Escape")
        host.renderFrame()
        #expect(host.texts().contains("Unsaved changes"))
        host.tap("done")
        host.renderFrame()
        #expect(!host.texts().contains("Unsaved changes"))
    }

    @Test func helpShowsATooltipAfterTheHoverRests() throws {
        let view = Button("Save") {}.help("Saves the document").accessibilityIdentifier("save").padding(40)
        let host = HeadlessHost(rootView: view, width: 300, height: 160)
        host.currentDate = Date(timeIntervalSinceReferenceDate: 5_000)
        host.renderFrame()
        let save = try #require(host.frame(of: "save"))
        host.movePointer(to: CGPoint(x: save.midX, y: save.midY))
        host.renderFrame()
        #expect(!host.texts().contains("Saves the document"))
        host.currentDate = host.currentDate.addingTimeInterval(0.5)
        host.renderFrame()
        #expect(!host.texts().contains("Saves the document"))
        host.currentDate = host.currentDate.addingTimeInterval(0.6)
        host.renderFrame()
        #expect(host.texts().contains("Saves the document"))
        let tip = try #require(host.frame(of: "help-tooltip"))
        #expect(tip.minY > save.maxY - 1)
        host.movePointer(to: CGPoint(x: 2, y: 2))
        host.renderFrame()
        #expect(!host.texts().contains("Saves the document"))
    }
}
