import Foundation

/// A string as a cache key by its exact scalars. Swift compares strings by canonical
/// equivalence ("é" equals "e" + U+0301), but the two shape into different glyphs and have
/// different scalar counts (caret positions, cluster indices), so caches of laid-out text
/// compare and hash the UTF-8 bytes instead.
public struct ExactText: Hashable, Sendable {
    public let string: String

    public init(_ string: String) {
        self.string = string
    }

    public static func == (a: ExactText, b: ExactText) -> Bool {
        let x = a.string.utf8, y = b.string.utf8
        guard x.count == y.count else { return false }
        // The bytes compared at once where both are contiguous (native and small strings are):
        // an element-by-element walk of the views took 200 instructions for two digits, and a
        // text layout look-up makes one or more of these comparisons.
        let compared = x.withContiguousStorageIfAvailable { xs in
            y.withContiguousStorageIfAvailable { ys in
                xs.count == 0 || memcmp(xs.baseAddress!, ys.baseAddress!, xs.count) == 0
            }
        }
        if let compared = compared ?? nil { return compared }
        return x.elementsEqual(y)
    }

    public func hash(into hasher: inout Hasher) {
        var text = string
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
