import Foundation

/// Writes settings as JSON, keys sorted (so a file changes only where a value did), one key a
/// line.
///
/// Written here rather than with `JSONSerialization`'s `.sortedKeys`, which took 18.5 s for
/// 400,000 keys here against 3.1 s unsorted: it sorts through Foundation's string comparison.
/// The values are what settings hold, as `@AppStorage` writes them and `JSONSerialization`
/// reads them: strings, booleans, numbers, null, and arrays and dictionaries of them. A number
/// JSON cannot hold (NaN, an infinity) is written as null, so the key reads as its default
/// rather than making every save fail.
enum SettingsJSON {
    static func encode(_ settings: [String: Any]) -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(settings.count * 32)
        write(settings, into: &out, indent: 0)
        out.append(0x0A)
        return Data(out)
    }

    private static func write(_ value: Any, into out: inout [UInt8], indent: Int) {
        switch value {
        case let string as String:
            write(string: string, into: &out)
        case is NSNull:
            out += Array("null".utf8)
        // A Swift Bool, or a boolean JSON read back (an NSNumber subclass): not any number that
        // casts to Bool (a 1 read back does).
        case let bool as Bool where type(of: value) == Bool.self || String(describing: type(of: value)).contains("Boolean"):
            out += Array((bool ? "true" : "false").utf8)
        case let integer as Int:
            out += Array(String(integer).utf8)
        case let double as Double:
            out += Array((double.isFinite ? "\(double)" : "null").utf8)
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { out += Array(", ".utf8) }
                write(element, into: &out, indent: indent)
            }
            out.append(UInt8(ascii: "]"))
        case let dictionary as [String: Any]:
            guard !dictionary.isEmpty else {
                out += Array("{}".utf8)
                return
            }
            out += Array("{\n".utf8)
            let keys = dictionary.keys.sorted()
            for (index, key) in keys.enumerated() {
                out += [UInt8](repeating: 0x20, count: indent + 2)
                write(string: key, into: &out)
                out += Array(": ".utf8)
                write(dictionary[key]!, into: &out, indent: indent + 2)
                if index < keys.count - 1 { out.append(UInt8(ascii: ",")) }
                out.append(0x0A)
            }
            out += [UInt8](repeating: 0x20, count: indent)
            out.append(UInt8(ascii: "}"))
        default:
            write(string: String(describing: value), into: &out)
        }
    }

    private static func write(string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += Array("\\\"".utf8)
            case UInt8(ascii: "\\"): out += Array("\\\\".utf8)
            case 0x0A: out += Array("\\n".utf8)
            case 0x0D: out += Array("\\r".utf8)
            case 0x09: out += Array("\\t".utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += Array("\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
