import Testing
@testable import TintText

/// A line far wider than 32 bits of 26.6 fixed point hold (33.5 million pixels): its pen must
/// not overflow, and its width is the sum of its advances.
@MainActor
@Suite struct LongLineTests {
    @Test func aLineOfFiveMillionCharactersMeasuresAndPlacesWithoutOverflow() throws {
        let face = try FontLibrary.shared.face(for: .body)
        let count = 5_000_000
        let line = String(repeating: "a", count: count)
        let one = face.width(of: "a")
        let ten = face.width(of: String(repeating: "a", count: 10))
        #expect(one > 0)
        // Past 33.5 million pixels, where a 32-bit pen of 64ths wraps or traps.
        let width = face.width(of: line)
        #expect(width > Int(Int32.max >> 6))
        #expect(abs(width - ten * (count / 10)) <= count / 10, "the sum of its advances: \(width) for \(ten) a ten")
        var last = -1
        var monotonic = true
        let walked = face.walkPen(through: line) { _, x in
            if x < last { monotonic = false }
            last = x
        }
        #expect(walked == width)
        #expect(monotonic, "every pen position after the one before")
        var placed: [TextLine.PlacedGlyph] = []
        #expect(face.placeASCII(line, into: &placed) == width)
        #expect(placed.last.map { $0.x > Int(Int32.max >> 6) } == true)
    }
}
