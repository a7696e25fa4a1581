import Foundation
import Testing
@testable import TintViews
import TintUI

/// The settings file behind `@AppStorage` under abuse: a file that cannot be read is never
/// saved over, saves coalesce off the main thread, and what a file may hold is bounded.
@MainActor
@Suite struct SettingsFileTests {
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func launches(_ store: _AppStorageStore) -> AppStorage<Int> {
        AppStorage(wrappedValue: 0, "launches", _store: store)
    }

    /// A store on `file` whose "launches" reads its default (the file was not taken as
    /// settings) and is then written and flushed; warnings from before are drained first.
    private func writeLaunchesOverDefault(_ file: URL) -> (_AppStorageStore, AppStorage<Int>) {
        _ = RuntimeWarnings.drain()
        let store = _AppStorageStore(file: file)
        let value = launches(store)
        #expect(value.wrappedValue == 0)
        value.wrappedValue = 1
        store.flush()
        return (store, value)
    }

    /// A settings file the app may not read (mode 000, owned by another user) holds settings
    /// all the same: the first write must not replace it.
    /// Root reads any file whatever its mode, so this case runs only as another user (the
    /// paths that are not files below take the same branch as root).
    @Test(.enabled(if: geteuid() != 0, "root reads a file of mode 000"))
    func aFileThatCannotBeReadIsNeverSavedOver() throws {
        let file = try scratchFolder().appendingPathComponent("settings.json")
        let original = Data(#"{"launches": 41, "theme": "dark"}"#.utf8)
        try original.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
        let (_, value) = writeLaunchesOverDefault(file)
        #expect(value.wrappedValue == 1, "kept in memory for the run")
        #expect(RuntimeWarnings.drain().contains { $0.contains("cannot be read") && $0.contains("Permission denied") })
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try Data(contentsOf: file) == original)
    }

    /// The same rule for paths that are not files: a directory and a named pipe (which would
    /// also block the main thread in `open`). One warning names the cause; saves say nothing more.
    @Test func aPathThatIsNotAFileIsLeftAloneWithOneWarning() throws {
        let folder = try scratchFolder()
        let directory = folder.appendingPathComponent("settings.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let pipe = folder.appendingPathComponent("pipe.json")
        #expect(mkfifo(pipe.path, 0o600) == 0)
        for (file, kind) in [(directory, "a directory"), (pipe, "a named pipe")] {
            _ = RuntimeWarnings.drain()
            let store = _AppStorageStore(file: file)
            let value = launches(store)
            for count in 1...5 {
                value.wrappedValue = count
                store.flush()
            }
            #expect(value.wrappedValue == 5)
            let warnings = RuntimeWarnings.drain()
            #expect(warnings.count == 1, "\(warnings)")
            #expect(warnings.first.map { $0.contains("it is \(kind), not a file") && $0.contains(file.path) } == true, "\(warnings)")
            #expect(store.saveCount == 0)
        }
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// A path under a file (not a folder) cannot be read or saved: said once, in the system's
    /// words, not as an error dump on every save.
    @Test func aPathUnderAFileSaysNotADirectoryOnce() throws {
        let folder = try scratchFolder()
        try Data("x".utf8).write(to: folder.appendingPathComponent("plain"))
        let file = folder.appendingPathComponent("plain/settings.json")
        _ = RuntimeWarnings.drain()
        let store = _AppStorageStore(file: file)
        let value = launches(store)
        value.wrappedValue = 1
        value.wrappedValue = 2
        store.flush()
        let warnings = RuntimeWarnings.drain()
        #expect(warnings.count == 1 && warnings[0].contains("Not a directory"), "\(warnings)")
    }

    /// A burst of changes is one save or two, not one per change, and the file ends with the
    /// last value.
    @Test func aBurstOfChangesCoalesces() throws {
        let file = try scratchFolder().appendingPathComponent("settings.json")
        let store = _AppStorageStore(file: file)
        let value = launches(store)
        for count in 1...1_000 { value.wrappedValue = count }
        store.flush()
        #expect(store.saveCount >= 1 && store.saveCount <= 2, "\(store.saveCount) saves")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["launches"] as? Int == 1_000)
    }

    /// Keys the app never touched survive its saves: the writer merges changes into what the
    /// file held.
    @Test func otherKeysSurviveASave() throws {
        let file = try scratchFolder().appendingPathComponent("settings.json")
        try Data(#"{"launches": 3, "nested": {"a": [1, 2]}, "name": "x"}"#.utf8).write(to: file)
        let store = _AppStorageStore(file: file)
        let value = launches(store)
        #expect(value.wrappedValue == 3)
        value.wrappedValue = 4
        store.flush()
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        #expect(saved?["launches"] as? Int == 4)
        #expect(saved?["name"] as? String == "x")
        #expect((saved?["nested"] as? [String: Any])?["a"] as? [Int] == [1, 2])
    }

    /// A file larger than a settings file may be is not read (parsing it would hold the main
    /// thread) and not saved over.
    @Test func aFileTooLargeIsLeftAlone() throws {
        let file = try scratchFolder().appendingPathComponent("settings.json")
        var big = Data(#"{"launches": 7, "padding": ""#.utf8)
        big.append(Data(repeating: UInt8(ascii: "x"), count: _AppStorageStore.maximumFileBytes))
        big.append(Data(#""}"#.utf8))
        try big.write(to: file)
        _ = writeLaunchesOverDefault(file)
        #expect(RuntimeWarnings.drain().contains { $0.contains("more than the 16 MiB allowed") })
        #expect(try Data(contentsOf: file) == big)
    }

    /// Values that would encode past the limit are kept for the run, the file keeps its last
    /// good contents, and the warning comes once.
    @Test func settingsTooLargeToSaveKeepTheOldFile() throws {
        let file = try scratchFolder().appendingPathComponent("settings.json")
        let store = _AppStorageStore(file: file)
        let value = launches(store)
        value.wrappedValue = 1
        store.flush()
        let good = try Data(contentsOf: file)
        _ = RuntimeWarnings.drain()
        let huge = AppStorage(wrappedValue: "", "huge", _store: store)
        huge.wrappedValue = String(repeating: "y", count: _AppStorageStore.maximumFileBytes)
        store.flush()
        value.wrappedValue = 2
        store.flush()
        #expect(value.wrappedValue == 2 && huge.wrappedValue.utf8.count == _AppStorageStore.maximumFileBytes)
        let warnings = RuntimeWarnings.drain()
        #expect(warnings.count == 1 && warnings[0].contains("a settings file may hold"), "\(warnings)")
        #expect(try Data(contentsOf: file) == good)
    }
}

/// The settings file's JSON: every kind of value a settings file holds comes back as it was
/// written, keys sorted, and a number JSON cannot hold does not stop the save.
@MainActor
@Suite struct SettingsJSONTests {
    @Test func valuesRoundTripAndKeysAreSorted() throws {
        let read = try JSONSerialization.jsonObject(with: Data(#"{"one": 1, "zero": 0, "yes": true, "no": false, "half": 0.5, "three": 3.0, "none": null, "list": [1, "a", false, {"k": [null]}]}"#.utf8)) as! [String: Any]
        var settings = read
        settings["swift bool"] = true
        settings["swift int"] = 1
        settings["swift double"] = 1e-7
        settings["text"] = "quote \" backslash \\ newline \n tab \t bell \u{7} 日本 🙂"
        settings["nan"] = Double.nan
        let data = SettingsJSON.encode(settings)
        let back = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(back["one"] as? Int == 1 && !(String(describing: type(of: back["one"]!)).contains("Boolean")))
        #expect(back["zero"] as? Int == 0 && !(String(describing: type(of: back["zero"]!)).contains("Boolean")))
        #expect(String(describing: type(of: back["yes"]!)).contains("Boolean") && back["yes"] as? Bool == true)
        #expect(String(describing: type(of: back["no"]!)).contains("Boolean") && back["no"] as? Bool == false)
        #expect(String(describing: type(of: back["swift bool"]!)).contains("Boolean"))
        #expect(back["swift int"] as? Int == 1 && back["half"] as? Double == 0.5 && back["swift double"] as? Double == 1e-7)
        #expect(back["three"] as? Int == 3)
        #expect(back["none"] is NSNull && back["nan"] is NSNull)
        #expect(back["text"] as? String == settings["text"] as? String)
        let list = try #require(back["list"] as? [Any])
        #expect(list.count == 4 && list[1] as? String == "a" && ((list[3] as? [String: Any])?["k"] as? [Any])?.first is NSNull)
        let text = String(decoding: data, as: UTF8.self)
        let keys = text.split(separator: "\n").compactMap { line in line.hasPrefix("  \"") ? line.dropFirst(3).prefix { $0 != "\"" } : nil }
        #expect(keys == keys.sorted(), "\(keys)")
    }
}
