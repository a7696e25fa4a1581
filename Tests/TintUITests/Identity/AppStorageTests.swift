import Foundation
import Testing
import TintUI

/// `@AppStorage`: values kept in a settings file, shared by views, written atomically; a
/// corrupt file is kept aside. What happens to files that cannot be read, or would grow too
/// large, is in `SettingsFileTests`.
@MainActor
@Suite struct AppStorageTests {
    enum Theme: String { case light, dark }

    struct Settings: View {
        let store: _AppStorageStore
        @AppStorage var launches: Int
        @AppStorage var theme: Theme

        init(store: _AppStorageStore) {
            self.store = store
            _launches = AppStorage(wrappedValue: 0, "launches", _store: store)
            _theme = AppStorage(wrappedValue: .light, "theme", _store: store)
        }

        var body: some View {
            VStack {
                Button("Launch") { launches += 1 }.accessibilityIdentifier("launch")
                Button("Dark") { theme = .dark }.accessibilityIdentifier("dark")
                Text("state").accessibilityIdentifier("state-\(launches)-\(theme.rawValue)")
            }
        }
    }

    private func scratchFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("tint-appstorage-\(UUID().uuidString)/settings.json")
    }

    @Test func valuesPersistInTheFileAndComeBack() throws {
        let file = scratchFile()
        let store = _AppStorageStore(file: file)
        let host = HeadlessHost(rootView: Settings(store: store), width: 300, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "state-0-light") != nil)
        host.tap("launch")
        host.renderFrame()
        host.tap("dark")
        host.renderFrame()
        #expect(host.frame(of: "state-1-dark") != nil)
        store.flush()
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["launches"] as? Int == 1)
        #expect(saved?["theme"] as? String == "dark")
        // A new store on the same file (the app started again) reads them back.
        let again = HeadlessHost(rootView: Settings(store: _AppStorageStore(file: file)), width: 300, height: 200)
        again.renderFrame()
        #expect(again.frame(of: "state-1-dark") != nil)
    }

    @Test func aCorruptFileIsKeptAsideAndTheDefaultsAreUsed() throws {
        let file = scratchFile()
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: file)
        let host = HeadlessHost(rootView: Settings(store: _AppStorageStore(file: file)), width: 300, height: 200)
        let report = host.renderFrame()
        #expect(report.warnings.contains { $0.contains("is not a settings file") && $0.contains("kept as") })
        #expect(host.frame(of: "state-0-light") != nil)
        let kept = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path).filter { $0.contains("corrupt") }
        #expect(kept.count == 1)
        let keptData = try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(kept[0]))
        #expect(String(decoding: keptData, as: UTF8.self) == "{not json")
        host.tap("launch")
        host.renderFrame()
        #expect(host.frame(of: "state-1-light") != nil)
    }

    @Test func twoViewsOfOneKeyStayInStep() throws {
        struct Pair: View {
            let store: _AppStorageStore
            var body: some View {
                VStack {
                    Settings(store: store)
                    Reader(store: store)
                }
            }
        }
        struct Reader: View {
            @AppStorage var launches: Int
            init(store: _AppStorageStore) { _launches = AppStorage(wrappedValue: 0, "launches", _store: store) }
            var body: some View { Text("reader").accessibilityIdentifier("reader-\(launches)") }
        }
        let host = HeadlessHost(rootView: Pair(store: _AppStorageStore(file: scratchFile())), width: 300, height: 300)
        host.renderFrame()
        host.tap("launch")
        host.renderFrame()
        #expect(host.frame(of: "reader-1") != nil)
    }

    @Test func theSwiftUISpellingReadsItsDefault() throws {
        struct Plain: View {
            @AppStorage("tint-tests-unwritten-key") var volume = 5
            @AppStorage("tint-tests-unwritten-theme") var theme: Theme = .dark
            var body: some View { Text("v").accessibilityIdentifier("volume-\(volume)-\(theme.rawValue)") }
        }
        let host = HeadlessHost(rootView: Plain(), width: 200, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "volume-5-dark") != nil)
    }
}
