import Foundation
import Testing
import TintUI

/// Drag and drop inside the app (`draggable`, `dropDestination`, `onDrag`, `onDrop` with item
/// providers and a delegate), files dropped from a file manager, and the Copy and Paste
/// commands of focused views.
@MainActor
@Suite struct DragAndDropTests {
    @MainActor final class Log {
        var events: [String] = []
    }

    private struct Note: Codable, Transferable, Equatable {
        var text: String
        static var transferRepresentation: some TransferRepresentation { CodableRepresentation(contentType: .json) }
    }

    /// Waits (a bounded while) for the asynchronous export and import of a drop.
    private func wait(_ host: HeadlessHost, until done: () -> Bool) async {
        for _ in 0..<4000 where !done() {
            try? await Task.sleep(for: .milliseconds(5))
            host.renderFrame()
        }
    }

    private struct Board: View {
        let log: Log
        @State var targeted = false
        var body: some View {
            HStack(spacing: 40) {
                Text("Card").frame(width: 80, height: 50).background(Color.gray)
                    .draggable(Note(text: "moved card"))
                    .accessibilityIdentifier("card")
                Color(red: targeted ? 1 : 0, green: 0, blue: 0).frame(width: 100, height: 100)
                    .dropDestination(for: Note.self) { items, location in
                        log.events.append("dropped \(items.map(\.text)) at \(Int(location.x)),\(Int(location.y))")
                        return true
                    } isTargeted: { inside in
                        targeted = inside
                        log.events.append("targeted \(inside)")
                    }
                    .accessibilityIdentifier("bin")
                Color.blue.frame(width: 60, height: 60)
                    .dropDestination(for: URL.self) { urls, _ in log.events.append("urls \(urls.count)"); return true }
                    .accessibilityIdentifier("files")
            }
        }
    }

    @Test func aDraggedItemLandsOnTheDropTargetUnderThePointer() async throws {
        let log = Log()
        let host = HeadlessHost(rootView: Board(log: log), width: 420, height: 160)
        host.renderFrame()
        let card = try #require(host.frame(of: "card")), bin = try #require(host.frame(of: "bin"))
        let start = CGPoint(x: card.midX, y: card.midY)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        #expect(host.pixel(x: Int(card.maxX) + 10, y: Int(card.minY) + 3) == white)
        host.pointerDown(at: start)
        host.movePointer(to: CGPoint(x: start.x + 20, y: start.y))
        host.renderFrame()
        // The preview follows the pointer: the card's grey drawn 20 points right of the card.
        let previewPixel = host.pixel(x: Int(card.maxX) + 10, y: Int(card.minY) + 3)
        #expect(previewPixel != white && previewPixel.r > 150)
        host.movePointer(to: CGPoint(x: bin.midX, y: bin.midY))
        host.renderFrame()
        #expect(log.events == ["targeted true"])
        #expect(host.pixel(x: Int(bin.maxX) - 3, y: Int(bin.maxY) - 3) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        host.pointerUp(at: CGPoint(x: bin.midX, y: bin.midY))
        await wait(host) { log.events.count >= 3 }
        #expect(log.events == ["targeted true", "targeted false", "dropped [\"moved card\"] at 50,50"])
        // The preview is gone.
        #expect(host.pixel(x: Int(card.maxX) + 10, y: Int(card.minY) + 3) == white)
    }

    @Test func aDropOnAViewThatTakesOtherTypesDoesNothing() async throws {
        let log = Log()
        let host = HeadlessHost(rootView: Board(log: log), width: 420, height: 160)
        host.renderFrame()
        let card = try #require(host.frame(of: "card")), files = try #require(host.frame(of: "files"))
        host.drag(from: CGPoint(x: card.midX, y: card.midY), to: CGPoint(x: files.midX, y: files.midY))
        await wait(host) { false }
        // On its way it crossed the bin, which heard it pass; the files target never took it.
        #expect(log.events == ["targeted true", "targeted false"])
    }

    static let fileCount = 10_000

    @Test func filesDroppedFromAFileManagerArriveAsFileURLs() async throws {
        let log = Log()
        let host = HeadlessHost(rootView: Board(log: log), width: 420, height: 160)
        host.renderFrame()
        let files = try #require(host.frame(of: "files"))
        let urls = (0..<(Self.fileCount)).map { URL(fileURLWithPath: "/tmp/dropped-\($0).txt") }
        host.dropFiles(urls, at: CGPoint(x: files.midX, y: files.midY))
        await wait(host) { !log.events.isEmpty }
        #expect(log.events == ["urls \(Self.fileCount)"])
        // Where no view takes files: a warning, nothing else.
        host.dropFiles(urls, at: CGPoint(x: 2, y: 2))
        #expect(host.renderFrame().warnings.contains { $0.contains("takes dropped files") })
    }

    private struct Providers: View {
        let log: Log
        @State var targeted = false
        var body: some View {
            HStack(spacing: 40) {
                Text("Text").frame(width: 80, height: 50).background(Color.gray)
                    .onDrag { NSItemProvider(object: "provided text" as NSString) }
                    .accessibilityIdentifier("source")
                Color.gray.frame(width: 100, height: 100)
                    .onDrop(of: [.plainText], isTargeted: $targeted) { providers, location in
                        log.events.append("providers \(providers.count) at \(Int(location.x))")
                        _ = providers.first?.loadObject(ofClass: NSString.self) { object, _ in
                            let text = (object as? NSString)?.description ?? "nil"
                            Task { @MainActor in log.events.append("loaded \(text)") }
                        }
                        return true
                    }
                    .accessibilityIdentifier("target")
            }
        }
    }

    @Test func itemProvidersCarryTheDragToOnDrop() async throws {
        let log = Log()
        let host = HeadlessHost(rootView: Providers(log: log), width: 420, height: 160)
        host.renderFrame()
        let source = try #require(host.frame(of: "source")), target = try #require(host.frame(of: "target"))
        host.drag(from: CGPoint(x: source.midX, y: source.midY), to: CGPoint(x: target.minX + 30, y: target.midY))
        await wait(host) { log.events.count >= 2 }
        #expect(log.events == ["providers 1 at 30", "loaded provided text"])
    }

    private struct Delegate: DropDelegate {
        let log: Log
        func validateDrop(info: DropInfo) -> Bool { info.hasItemsConforming(to: [.json]) }
        func dropEntered(info: DropInfo) { log.events.append("entered") }
        func dropExited(info: DropInfo) { log.events.append("exited") }
        func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }
        func performDrop(info: DropInfo) -> Bool {
            log.events.append("perform at \(Int(info.location.x)) with \(info.itemProviders(for: [.json]).count)")
            return true
        }
    }

    @Test func aDropDelegateHearsTheDrag() async throws {
        let log = Log()
        let view = HStack(spacing: 40) {
            Text("Card").frame(width: 80, height: 50).draggable(Note(text: "n")).accessibilityIdentifier("card")
            Color.gray.frame(width: 100, height: 100).onDrop(of: [.json], delegate: Delegate(log: log)).accessibilityIdentifier("target")
        }
        let host = HeadlessHost(rootView: view, width: 360, height: 160)
        host.renderFrame()
        let card = try #require(host.frame(of: "card")), target = try #require(host.frame(of: "target"))
        host.drag(from: CGPoint(x: card.midX, y: card.midY), to: CGPoint(x: target.minX + 10, y: target.midY))
        #expect(log.events == ["entered", "exited", "perform at 10 with 1"])
    }

    private struct Clipboardy: View {
        let log: Log
        var body: some View {
            Text("Notes").frame(width: 100, height: 40).focusable()
                .copyable([Note(text: "copied")])
                .pasteDestination(for: Note.self) { notes in log.events.append("pasted \(notes.map(\.text))") }
                .accessibilityIdentifier("notes")
        }
    }

    @Test func copyAndPasteCommandsOfTheFocusedView() async throws {
        let log = Log()
        let host = HeadlessHost(rootView: Clipboardy(log: log), width: 200, height: 80)
        host.renderFrame()
        // Without the focus, Ctrl+C is not this view's.
        #expect(!host.pressKey("C", control: true))
        host.tap("notes")
        #expect(host.pressKey("C", control: true))
        await wait(host) { host.clipboardContents.contains { $0.type == .json } }
        #expect(host.clipboardContents.contains { $0.type == .json })
        #expect(host.pressKey("V", control: true))
        await wait(host) { !log.events.isEmpty }
        #expect(log.events == ["pasted [\"copied\"]"])
    }
}
