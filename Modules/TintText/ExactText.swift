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
        a.string.utf8.elementsEqual(b.string.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var text = string
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
