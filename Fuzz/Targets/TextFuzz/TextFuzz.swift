import Foundation
import FuzzSupport
import TintUI

/// libFuzzer's entry: the input is a text, a width, a line limit and key strokes (and input
/// method compositions). The text is
/// laid out at the width (wrapped, truncated), typed into a field and edited by the keys; every
/// frame must render, and the field's text must stay what the edits make of it.
@_cdecl("LLVMFuzzerTestOneInput")
public func textFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runCase(TextFuzzCase.self, data, size)
}

struct TextFuzzCase: FuzzCase {
    let width: CGFloat
    let lineLimit: Int?
    let text: String
    let keys: [UInt8]

    init(_ bytes: [UInt8]) {
        var reader = ByteReader(bytes)
        // Widths from 0 to 255 points, and the special values layout must survive.
        let raw = reader.next()
        width = switch raw {
        case 255: .infinity
        case 254: .nan
        case 253: -5
        default: CGFloat(raw)
        }
        let limit = Int(reader.next() % 6)
        lineLimit = limit == 0 ? nil : limit
        let keyCount = Int(reader.next() % 32)
        keys = reader.take(keyCount)
        // The rest is the text, as UTF-8 (invalid sequences decoded as replacement characters).
        text = String(decoding: reader.rest(), as: UTF8.self)
    }

    func run() {
        let layout = HeadlessHost(rootView: Text(text).lineLimit(lineLimit).frame(width: width), width: 300, height: 200)
        layout.renderFrame()
        let field = HeadlessHost(rootView: FuzzField(text: text), width: 300, height: 60)
        field.renderFrame()
        field.tap("field")
        field.renderFrame()
        let names = ["Left", "Right", "Home", "End", "Backspace", "Delete", "Return", "Up", "Down", "A"]
        for key in keys {
            if key < 200 {
                _ = field.pressKey(names[Int(key) % names.count], shift: key & 0x40 != 0, control: key & 0x80 != 0)
            } else if key >= 250 {
                // An input method composing part of the text (empty: ending the composition).
                field.compose(String(text.prefix(Int(key) - 250)))
            } else {
                field.type(String(UnicodeScalar(UInt8(key - 200) + 0x20)))
            }
            field.renderFrame()
        }
    }
}

private struct FuzzField: View {
    @State var text: String
    var body: some View {
        VStack {
            TextField("fuzz", text: $text).accessibilityIdentifier("field")
            TextEditor(text: $text).frame(height: 40)
        }
    }
}

/// SwiftPM names an executable's entry `TextFuzz_main`; libFuzzer's driver runs from it (the
/// sanitizer's own `main` is not used).
@_cdecl("TextFuzz_main")
func textFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    runFuzzer(argc, argv) { data, size in textFuzz(data!, size) }
}
