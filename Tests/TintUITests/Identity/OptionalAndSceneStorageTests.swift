import Foundation
import Testing
import TintUI

/// Optional `@AppStorage` (nil until set, removed when set to nil) and `@SceneStorage` (the
/// window's state, in a file of its own).
@MainActor
@Suite struct OptionalAndSceneStorageTests {
    private func scratchFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tint-storage-\(UUID().uuidString)/\(name)")
    }

    struct Nickname: View {
        @AppStorage var nickname: String?
        init(store: _AppStorageStore) { _nickname = AppStorage("nickname", _store: store) }
        var body: some View {
            VStack {
                Text(nickname ?? "none").accessibilityIdentifier("nick-\(nickname ?? "none")")
                Button("Set") { nickname = "Ada" }.accessibilityIdentifier("set")
                Button("Clear") { nickname = nil }.accessibilityIdentifier("clear")
            }
        }
    }

    @Test func anOptionalSettingIsNilUntilSetAndRemovedWhenCleared() throws {
        let file = scratchFile("settings.json")
        let store = _AppStorageStore(file: file)
        let host = HeadlessHost(rootView: Nickname(store: store), width: 200, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "nick-none") != nil)
        host.tap("set")
        host.renderFrame()
        #expect(host.frame(of: "nick-Ada") != nil)
        store.flush()
        var saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["nickname"] as? String == "Ada")
        host.tap("clear")
        host.renderFrame()
        #expect(host.frame(of: "nick-none") != nil)
        store.flush()
        saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["nickname"] == nil)
    }

    struct Tabs: View {
        @SceneStorage var tab: Int
        @SceneStorage var draft: String?
        init(store: _AppStorageStore) {
            _tab = SceneStorage(wrappedValue: 0, "tab", _store: store)
            _draft = SceneStorage("draft", _store: store)
        }
        var body: some View {
            VStack {
                Text("t").accessibilityIdentifier("tab-\(tab) draft-\(draft ?? "none")")
                Button("Next") { tab += 1; draft = "note" }.accessibilityIdentifier("next")
            }
        }
    }

    @Test func sceneStateIsKeptInItsOwnFileAndComesBack() throws {
        let file = scratchFile("scene-state.json")
        let store = _AppStorageStore(file: file)
        let host = HeadlessHost(rootView: Tabs(store: store), width: 200, height: 200)
        host.renderFrame()
        host.tap("next")
        host.renderFrame()
        #expect(host.frame(of: "tab-1 draft-note") != nil)
        store.flush()
        let again = HeadlessHost(rootView: Tabs(store: _AppStorageStore(file: file)), width: 200, height: 200)
        again.renderFrame()
        #expect(again.frame(of: "tab-1 draft-note") != nil)
    }
}
