import Dispatch
import Foundation
import FuzzSupport
import TintUI

/// libFuzzer's entry: the input is a text read as a `LocalizedStringKey`'s inline markdown.
///
/// Each input is parsed as it is, then repeated to about 4,000 and 16,000 characters and
/// parsed again: four times the text must not take ten times as long (a linear parse takes
/// four, a quadratic one sixteen). Times are the best of three, and a pair where the longer
/// takes under 20 ms is not judged (too short to tell from noise).
@_cdecl("LLVMFuzzerTestOneInput")
public func markdownFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runCase(MarkdownFuzzCase.self, data, size)
}

struct MarkdownFuzzCase: FuzzCase {
    let unit: String

    init(_ bytes: [UInt8]) {
        unit = String(decoding: bytes, as: UTF8.self)
    }

    func run() {
        let key = LocalizedStringKey(unit)
        // Markup only takes characters away (delimiters, escapes, a code span's padding).
        if key._text.unicodeScalars.count > unit.unicodeScalars.count {
            fuzzFailure("\(unit.debugDescription) shows as the longer \(key._text.debugDescription)")
        }
        guard !unit.isEmpty else { return }
        let short = repeated(to: 4_000), long = repeated(to: 16_000)
        let shortTime = bestTime(short), longTime = bestTime(long)
        if longTime > 0.020, longTime > 10 * shortTime {
            fuzzFailure("not linear: \(long.utf8.count) bytes took \(longTime) s, \(short.utf8.count) bytes \(shortTime) s")
        }
    }

    private func repeated(to length: Int) -> String {
        String(repeating: unit, count: max(1, length / max(unit.utf8.count, 1)))
    }

    private func bestTime(_ text: String) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            let key = LocalizedStringKey(text)
            let end = DispatchTime.now().uptimeNanoseconds
            withExtendedLifetime(key) {}
            best = min(best, Double(end - start) / 1e9)
        }
        return best
    }
}

/// SwiftPM names an executable's entry `MarkdownFuzz_main`; libFuzzer's driver runs from it.
@_cdecl("MarkdownFuzz_main")
func markdownFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv) { data, size in markdownFuzz(data!, size) }
}
