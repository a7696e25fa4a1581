import Foundation
import FuzzSupport
import TintUI

/// libFuzzer's entry: the input is a settings file. It is read by an `@AppStorage` store, a
/// few keys of each kind are read and written, the writes saved; then nothing may be lost.
///
/// A file that reads as settings keeps every key the app did not write, and holds the values
/// it did; any other file is kept aside, byte for byte (`settings.json.corrupt-...`).
@_cdecl("LLVMFuzzerTestOneInput")
public func settingsFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runCase(SettingsFuzzCase.self, data, size)
}

struct SettingsFuzzCase: FuzzCase {
    let contents: Data

    init(_ bytes: [UInt8]) { contents = Data(bytes) }

    func run() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tint-settings-fuzz-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("settings.json")
        guard FileManager.default.createFile(atPath: file.path, contents: contents) else { fuzzFailure("cannot write \(file.path)") }
        let original = (try? JSONSerialization.jsonObject(with: contents)) as? [String: Any]

        let store = _AppStorageStore(file: file)
        let count = AppStorage(wrappedValue: 0, "count", _store: store)
        let name = AppStorage(wrappedValue: "", "name", _store: store)
        let flag = AppStorage(wrappedValue: false, "flag", _store: store)
        let ratio = AppStorage(wrappedValue: 0.5, "ratio", _store: store)
        // Whatever the file held under these keys, reading gives a value of the right kind.
        _ = (count.wrappedValue, name.wrappedValue, flag.wrappedValue, ratio.wrappedValue)
        count.wrappedValue = 7
        name.wrappedValue = "fuzz \u{1F600}"
        flag.wrappedValue.toggle()
        store.flush()
        _ = RuntimeWarnings.drain()

        guard let data = try? Data(contentsOf: file),
              let saved = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            fuzzFailure("the settings file was not saved as settings")
        }
        guard saved["count"] as? Int == 7, saved["name"] as? String == "fuzz \u{1F600}" else {
            fuzzFailure("the values written were not saved: \(saved)")
        }
        if let original {
            for key in original.keys where !["count", "name", "flag"].contains(key) {
                guard saved[key] != nil else { fuzzFailure("key \(key.debugDescription) of the file was lost") }
            }
        } else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            guard let aside = names.first(where: { $0.hasPrefix("settings.json.corrupt-") }),
                  (try? Data(contentsOf: folder.appendingPathComponent(aside))) == contents else {
                fuzzFailure("a file that is not settings was not kept aside whole: \(names)")
            }
        }
    }
}

/// SwiftPM names an executable's entry `SettingsFuzz_main`; libFuzzer's driver runs from it.
@_cdecl("SettingsFuzz_main")
func settingsFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv) { data, size in settingsFuzz(data!, size) }
}
