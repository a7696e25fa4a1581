import Foundation
import Testing
import TintUI
import TintViews

/// `.tint`, `.onSubmit`, `.textFieldStyle` and `Link` with `\.openURL`.
@MainActor
@Suite struct ControlEnvironmentTests {
    @Test func tintColoursSwitchesSlidersAndProgressBars() throws {
        let view = VStack {
            Toggle("On", isOn: .constant(true)).accessibilityIdentifier("toggle")
            ProgressView(value: 1.0).frame(width: 100).accessibilityIdentifier("bar")
        }
        .tint(.green)
        .frame(width: 200)
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        host.renderFrame()
        let toggle = try #require(host.frame(of: "toggle"))
        #expect(host.pixel(x: Int(toggle.maxX) - 30, y: Int(toggle.midY)) == RGBA8(Color.green))
        let bar = try #require(host.frame(of: "bar"))
        #expect(host.pixel(x: Int(bar.midX), y: Int(bar.midY)) == RGBA8(Color.green))
    }

    @Test func onSubmitRunsOnReturnInAFieldBelow() throws {
        struct Search: View {
            @State var query = ""
            @State var submitted: [String] = []
            var body: some View {
                VStack {
                    TextField("Search", text: $query).accessibilityIdentifier("field")
                    Text("log").accessibilityIdentifier("log-" + submitted.joined(separator: ","))
                }
                .onSubmit { submitted.append(query) }
                .textFieldStyle(.roundedBorder)
            }
        }
        let host = HeadlessHost(rootView: Search(), width: 300, height: 100)
        host.renderFrame()
        host.tap("field")
        host.type("tint")
        host.pressKey("Return")
        host.renderFrame()
        #expect(host.frame(of: "log-tint") != nil)
    }

    @Test func aPlainTextFieldDrawsNoBorder() throws {
        let view = TextField("Name", text: .constant("")).textFieldStyle(.plain).frame(width: 120).accessibilityIdentifier("field")
        let host = HeadlessHost(rootView: view, width: 200, height: 60)
        host.renderFrame()
        let field = try #require(host.frame(of: "field"))
        #expect(host.pixel(x: Int(field.minX), y: Int(field.midY)) == RGBA8(Color.white))
    }

    @Test func aLinkHandsItsURLToOpenURL() throws {
        final class Opened: @unchecked Sendable { var urls: [URL] = [] }
        let opened = Opened()
        let url = try #require(URL(string: "https://example.org/tint"))
        let view = Link("Docs", destination: url).accessibilityIdentifier("link")
            .environment(\.openURL, OpenURLAction { url in
                opened.urls.append(url)
                return .handled
            })
        let host = HeadlessHost(rootView: view, width: 200, height: 60)
        host.renderFrame()
        host.tap("link")
        #expect(opened.urls == [url])
    }

    /// The desktop's opener gets only absolute URLs, each as one argument; a relative URL such
    /// as `-x` (which xdg-open would take as an option) and a desktop without xdg-open are
    /// warned about, and nothing is run.
    @Test func theDesktopOpenerTakesOnlyAbsoluteURLsAndSaysWhenItIsMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-opener-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = folder.appendingPathComponent("arguments")
        let script = folder.appendingPathComponent("xdg-open")
        try Data("#!/bin/sh\nprintf '%s\\n' \"$#\" \"$@\" > '\(record.path)'\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        _ = RuntimeWarnings.drain()
        for relative in ["-x", "notes.txt", "--help"] {
            #expect(OpenURLAction.openWithDesktop(URL(string: relative)!, searchPath: folder.path) == nil)
        }
        #expect(RuntimeWarnings.drain().filter { $0.contains("is not an absolute URL") }.count == 3)
        #expect(!FileManager.default.fileExists(atPath: record.path))
        let process = try #require(OpenURLAction.openWithDesktop(URL(string: "https://example.org/a b?c=-d")!, searchPath: folder.path))
        process.waitUntilExit()
        #expect(try String(contentsOf: record, encoding: .utf8) == "1\nhttps://example.org/a%20b?c=-d\n")
        #expect(OpenURLAction.openWithDesktop(URL(string: "https://example.org")!, searchPath: "/nonexistent") == nil)
        #expect(RuntimeWarnings.drain().contains { $0.contains("xdg-open was not found") })
    }
}
