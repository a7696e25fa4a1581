import Foundation
import Testing
import TintUI
import UniformTypeIdentifiers

/// The inspector column, a context menu's preview, and the file importer and exporter with
/// their answers.
@MainActor
@Suite struct InspectorAndFileDialogTests {
    struct Inspected: View {
        @State var showing = true
        var width: CGFloat?
        var body: some View {
            Color.white.accessibilityIdentifier("main")
                .inspector(isPresented: $showing) {
                    if let width {
                        Text("Info").accessibilityIdentifier("inspector").inspectorColumnWidth(width)
                    } else {
                        Text("Info").accessibilityIdentifier("inspector").inspectorColumnWidth(min: 150, ideal: 200, max: 300)
                    }
                }
                .overlay(alignment: .bottom) { Button("Toggle") { showing.toggle() }.accessibilityIdentifier("toggle") }
        }
    }

    @Test func theInspectorIsATrailingColumnResizedByItsSeparator() throws {
        let host = HeadlessHost(rootView: Inspected(), width: 600, height: 300)
        host.renderFrame()
        host.renderFrame()
        let main = try #require(host.frame(of: "main"))
        #expect(abs(main.width - (600 - 200 - 1)) < 0.01, "the inspector at its ideal width, after a 1-point line")
        let separator = try #require(host.frame(of: "inspector-separator"))
        host.drag(from: CGPoint(x: separator.midX, y: 150), to: CGPoint(x: separator.midX - 60, y: 150), steps: 4)
        host.renderFrame()
        #expect(abs(try #require(host.frame(of: "main")).width - (600 - 260 - 1)) < 0.01, "\(String(describing: host.frame(of: "main")))")
        // Not beyond its maximum.
        let moved = try #require(host.frame(of: "inspector-separator"))
        host.drag(from: CGPoint(x: moved.midX, y: 150), to: CGPoint(x: moved.midX - 200, y: 150), steps: 4)
        host.renderFrame()
        #expect(abs(try #require(host.frame(of: "main")).width - (600 - 300 - 1)) < 0.01, "\(String(describing: host.frame(of: "main")))")
        host.tap("toggle")
        host.renderFrame()
        #expect(host.frame(of: "inspector") == nil)
        #expect(try #require(host.frame(of: "main")).width == 600)
    }

    @Test func aFixedWidthDoesNotResize() throws {
        let host = HeadlessHost(rootView: Inspected(width: 180), width: 600, height: 300)
        host.renderFrame()
        host.renderFrame()
        #expect(abs(try #require(host.frame(of: "main")).width - (600 - 180 - 1)) < 0.01)
        let separator = try #require(host.frame(of: "inspector-separator"))
        host.drag(from: CGPoint(x: separator.midX, y: 150), to: CGPoint(x: separator.midX - 60, y: 150), steps: 4)
        host.renderFrame()
        #expect(abs(try #require(host.frame(of: "main")).width - (600 - 180 - 1)) < 0.01)
    }

    struct Previewed: View {
        var body: some View {
            Text("Photo").accessibilityIdentifier("photo")
                .contextMenu {
                    Button("Copy") {}
                } preview: {
                    Text("Big photo")
                }
        }
    }

    @Test func aContextMenuShowsItsPreviewOverItsItems() throws {
        let host = HeadlessHost(rootView: Previewed(), width: 400, height: 300)
        host.renderFrame()
        host.secondaryTap("photo")
        host.renderFrame()
        #expect(host.texts().contains("Big photo") && host.texts().contains("Copy"))
        let preview = try #require(host.frame(of: "context-menu-preview"))
        #expect(host.frame(of: "photo") != nil)
        #expect(preview.height > 0)
    }

    final class Results {
        var opened: [URL] = []
        var failures = 0
        var cancellations = 0
        var saved: URL?
        var saveError: (any Error)?
    }

    struct Files: View {
        let results: Results
        @State var importing = false
        @State var importingMany = false
        @State var exporting = false
        var body: some View {
            VStack {
                Button("Open") { importing = true }.accessibilityIdentifier("open")
                Button("Open many") { importingMany = true }.accessibilityIdentifier("open-many")
                Button("Save") { exporting = true }.accessibilityIdentifier("save")
            }
            .fileImporter(isPresented: $importing, allowedContentTypes: [.plainText]) { result in
                switch result {
                case .success(let url): results.opened.append(url)
                case .failure: results.failures += 1
                }
            }
            .fileImporter(isPresented: $importingMany, allowedContentTypes: [.image], allowsMultipleSelection: true) { result in
                if case .success(let urls) = result { results.opened += urls }
            } onCancellation: {
                results.cancellations += 1
            }
            .fileExporter(isPresented: $exporting, item: "Hello, file", defaultFilename: "note.txt") { result in
                switch result {
                case .success(let url): results.saved = url
                case .failure(let error): results.saveError = error
                }
            } onCancellation: {
                results.cancellations += 1
            }
        }
    }

    @Test func theImporterAsksForFilesAndHandsOverTheAnswer() throws {
        let results = Results()
        let host = HeadlessHost(rootView: Files(results: results), width: 300, height: 200)
        host.renderFrame()
        #expect(host.fileDialog == nil)
        host.tap("open")
        host.renderFrame()
        let dialog = try #require(host.fileDialog)
        #expect(!dialog.isSave && !dialog.allowsMultipleSelection && dialog.allowedContentTypes == [.plainText])
        host.chooseInFileDialog([URL(fileURLWithPath: "/tmp/a.txt")])
        host.renderFrame()
        #expect(results.opened == [URL(fileURLWithPath: "/tmp/a.txt")])
        #expect(host.fileDialog == nil)
        // A cancel is a failure (CocoaError.userCancelled) for this form.
        host.tap("open")
        host.renderFrame()
        host.cancelFileDialog()
        host.renderFrame()
        #expect(results.failures == 1)
        // Several files, and a cancel told apart.
        host.tap("open-many")
        host.renderFrame()
        #expect(host.fileDialog?.allowsMultipleSelection == true)
        host.chooseInFileDialog([URL(fileURLWithPath: "/tmp/1.png"), URL(fileURLWithPath: "/tmp/2.png")])
        host.renderFrame()
        #expect(results.opened.count == 3)
        host.tap("open-many")
        host.renderFrame()
        host.cancelFileDialog()
        host.renderFrame()
        #expect(results.cancellations == 1)
    }

    @Test func theExporterWritesTheItemWhereTheDialogSays() async throws {
        let results = Results()
        let host = HeadlessHost(rootView: Files(results: results), width: 300, height: 200)
        host.renderFrame()
        host.tap("save")
        host.renderFrame()
        let dialog = try #require(host.fileDialog)
        #expect(dialog.isSave && dialog.defaultFilename == "note.txt")
        #expect(dialog.allowedContentTypes.contains(.plainText) || dialog.allowedContentTypes.contains(.utf8PlainText))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tint-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("note.txt")
        host.chooseInFileDialog([target])
        for _ in 0..<50 where results.saved == nil && results.saveError == nil {
            try await Task.sleep(for: .milliseconds(10))
            host.renderFrame()
        }
        #expect(results.saved == target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "Hello, file")
        // Into a folder that does not exist: an error, and nothing written.
        host.tap("save")
        host.renderFrame()
        host.chooseInFileDialog([directory.appendingPathComponent("missing/note.txt")])
        for _ in 0..<50 where results.saveError == nil {
            try await Task.sleep(for: .milliseconds(10))
            host.renderFrame()
        }
        #expect(results.saveError != nil)
    }
}
