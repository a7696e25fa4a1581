import Foundation
import Testing
@testable import TintUI

private struct Todo: Codable, Transferable, Equatable {
    var text: String
    var done = false
    static let type = UTType(exportedAs: "com.example.tint-test.share-todo", conformingTo: .json)
    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: Todo.type)
        ProxyRepresentation(exporting: \.text, importing: { Todo(text: $0) })
    }
}

/// Collects what an action received, across renders.
@MainActor private final class Received<T> {
    var values: [[T]] = []
    var urls: [URL] = []
}

/// `PasteButton` and `ShareLink`: typed forms through the host's clipboard, enabled only when
/// something fits, and the share menu's Copy, Open and Email.
@MainActor
@Suite(.serialized) struct ShareAndPasteTests {
    /// Renders frames until `done` holds (transfers run off the main actor), for at most 5 seconds.
    private func wait(_ host: HeadlessHost, until done: () -> Bool) async {
        for _ in 0..<500 where !done() {
            try? await Task.sleep(for: .milliseconds(10))
            host.renderFrame()
        }
    }

    @Test func pasteButtonPastesTextOnlyWhenTheClipboardHoldsSome() async {
        let received = Received<String>()
        let host = HeadlessHost(rootView: PasteButton(payloadType: String.self) { received.values.append($0) }
            .accessibilityIdentifier("paste"), width: 200, height: 60)
        host.renderFrame()
        host.tap("paste")
        host.renderFrame()
        try? await Task.sleep(for: .milliseconds(50))
        host.renderFrame()
        #expect(received.values.isEmpty, "an empty clipboard: the button is disabled")
        #expect(host.texts().contains("Paste"))

        host.clipboard = "hello"
        host.renderFrame()
        host.tap("paste")
        await wait(host) { !received.values.isEmpty }
        #expect(received.values == [["hello"]])
    }

    @Test func pasteButtonPrefersTheTypesOwnFormAndFallsBackToText() async throws {
        let received = Received<Todo>()
        let host = HeadlessHost(rootView: PasteButton(payloadType: Todo.self) { received.values.append($0) }
            .accessibilityIdentifier("paste"), width: 200, height: 60)
        let json = try JSONEncoder().encode(Todo(text: "Ship", done: true))
        host.clipboardContents = [.text("Ship"), ClipboardContent(type: Todo.type, data: json)]
        host.renderFrame()
        host.tap("paste")
        await wait(host) { received.values.count == 1 }
        #expect(received.values.last == [Todo(text: "Ship", done: true)], "its own type wins over text, wherever it sits")

        host.clipboard = "Buy milk\nCall Ann"
        host.renderFrame()
        host.tap("paste")
        await wait(host) { received.values.count == 2 }
        #expect(received.values.last == [Todo(text: "Buy milk"), Todo(text: "Call Ann")], "one value a line of text")

        host.clipboardContents = [ClipboardContent(type: .png, data: Data([0x89]))]
        host.renderFrame()
        host.tap("paste")
        try? await Task.sleep(for: .milliseconds(50))
        host.renderFrame()
        #expect(received.values.count == 2, "nothing on the clipboard fits: disabled")
    }

    @Test func shareLinkCopiesEveryFormOfItsItem() async throws {
        let host = HeadlessHost(rootView: VStack {
            ShareLink(item: Todo(text: "Ship"), preview: SharePreview("Release todo")).accessibilityIdentifier("share")
        }, width: 300, height: 240)
        host.renderFrame()
        #expect(host.texts().contains("Share"), "the default label")
        host.tap("share")
        host.renderFrame()
        #expect(host.texts().contains("Release todo"), "the preview's title heads the menu")
        #expect(host.texts().contains("Copy") && host.texts().contains("Email"))
        #expect(!host.texts().contains("Open"), "only a URL opens")
        host.tap("share-copy")
        host.renderFrame()
        await wait(host) { !host.clipboardContents.isEmpty }
        let contents = host.clipboardContents
        #expect(contents.map(\.type) == [Todo.type, .utf8PlainText], "its forms in its order of preference")
        #expect(try JSONDecoder().decode(Todo.self, from: contents[0].data) == Todo(text: "Ship"))
        #expect(host.clipboard == "Ship")
    }

    @Test func shareLinkOpensAURLAndWritesAnEmail() async throws {
        let received = Received<Never>()
        let url = URL(string: "https://example.com/tint?q=1")!
        let host = HeadlessHost(rootView: VStack {
            ShareLink(item: url, subject: Text("Look"), message: Text("Tint & you")).accessibilityIdentifier("share")
        }
        .environment(\.openURL, OpenURLAction { url in received.urls.append(url); return .handled }),
        width: 300, height: 240)
        host.renderFrame()
        host.tap("share")
        host.renderFrame()
        host.tap("share-open")
        host.renderFrame()
        #expect(received.urls == [url])

        host.tap("share")
        host.renderFrame()
        host.tap("share-email")
        await wait(host) { received.urls.count == 2 }
        let mail = try #require(received.urls.last)
        #expect(mail.scheme == "mailto")
        let query = URLComponents(url: mail, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(query.first { $0.name == "subject" }?.value == "Look")
        #expect(query.first { $0.name == "body" }?.value == "Tint & you\n\nhttps://example.com/tint?q=1")
    }

    @Test func shareLinkOfSeveralStringsAndOfNothing() async {
        let host = HeadlessHost(rootView: VStack {
            ShareLink("Send", items: ["one", "two"]).accessibilityIdentifier("share")
            ShareLink(items: [String]()).accessibilityIdentifier("empty")
        }, width: 300, height: 240)
        host.renderFrame()
        #expect(host.texts().contains("Send"))
        host.tap("empty")
        host.renderFrame()
        #expect(!host.texts().contains("Copy"), "nothing to share: disabled")
        host.tap("share")
        host.renderFrame()
        host.tap("share-copy")
        await wait(host) { host.clipboard != nil }
        #expect(host.clipboard == "one\ntwo")
    }
}
