import Foundation
import Testing
import TintUI

/// `\.layoutDirection`: right to left mirrors stacks, alignment and padding, and text runs
/// and aligns from the right; text and images keep their orientation.
@MainActor
@Suite struct LayoutDirectionTests {
    private func frames(_ direction: LayoutDirection) throws -> [String: CGRect] {
        let view = VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 10) {
                Color.red.frame(width: 20, height: 10).accessibilityIdentifier("first")
                Color.blue.frame(width: 30, height: 10).accessibilityIdentifier("second")
            }
            Text("Hi").accessibilityIdentifier("text")
            Color.green.frame(width: 10, height: 10).accessibilityIdentifier("padded").padding(.leading, 40)
        }
        .frame(width: 200, alignment: .leading)
        .environment(\.layoutDirection, direction)
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        host.renderFrame()
        var frames: [String: CGRect] = [:]
        for id in ["first", "second", "text", "padded"] { frames[id] = host.frame(of: id) }
        #expect(frames.count == 4)
        return frames
    }

    @Test func rightToLeftMirrorsTheLayout() throws {
        let ltr = try frames(.leftToRight), rtl = try frames(.rightToLeft)
        for (id, frame) in ltr {
            let mirrored = try #require(rtl[id])
            #expect(abs(mirrored.minX - (200 - frame.maxX)) < 0.001, "\(id): \(frame) mirrored is \(mirrored)")
            #expect(mirrored.minY == frame.minY && mirrored.size == frame.size)
        }
        // The stack's first child is on the right, the padding on the right of its content.
        #expect(try #require(rtl["first"]).minX > rtl["second"]!.minX)
        #expect(abs(rtl["padded"]!.maxX - 160) < 0.001)
    }

    @Test func textRunsRightToLeftAndLeadingIsTheRight() throws {
        // Wrapped lines align to the leading edge, the right one.
        let view = Text("one two three four five six").frame(width: 80).environment(\.layoutDirection, .rightToLeft)
        let host = HeadlessHost(rootView: view, width: 80, height: 80)
        host.renderFrame()
        func inkColumns(row range: Range<Int>) -> (Int, Int) {
            var minX = Int.max, maxX = Int.min
            for y in range { for x in 0..<80 where host.pixel(x: x, y: y).r < 128 { minX = min(minX, x); maxX = max(maxX, x) } }
            return (minX, maxX)
        }
        // The lines share their right edge (within a glyph's side bearing) and start at
        // different places.
        let lines = [0..<16, 16..<32, 32..<48, 48..<64].map(inkColumns).filter { $0.0 != Int.max }
        #expect(lines.count >= 2)
        #expect(lines.map(\.1).max()! - lines.map(\.1).min()! <= 2, "\(lines)")
        #expect(lines.map(\.0).max()! - lines.map(\.0).min()! > 5, "\(lines)")
    }

    /// `.flipsForRightToLeftLayoutDirection(true)` draws the view mirrored right to left (a
    /// shape's path is not mirrored by layout), and changes nothing left to right.
    @Test func flippedViewsAreDrawnMirroredRightToLeft() {
        struct LeftTriangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.minX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.midY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        func ink(_ direction: LayoutDirection, flips: Bool) -> (left: Bool, right: Bool) {
            let view = LeftTriangle().fill(Color.black).frame(width: 40, height: 40).flipsForRightToLeftLayoutDirection(flips)
                .environment(\.layoutDirection, direction)
            let host = HeadlessHost(rootView: view, width: 40, height: 40)
            host.renderFrame()
            return (host.pixel(x: 5, y: 20).r < 128, host.pixel(x: 34, y: 20).r < 128)
        }
        #expect(ink(.leftToRight, flips: true) == (true, false))
        #expect(ink(.rightToLeft, flips: false) == (true, false))
        #expect(ink(.rightToLeft, flips: true) == (false, true))
    }

    /// A custom layout reads the direction from its subviews, as in SwiftUI.
    @Test func customLayoutsSeeTheDirection() {
        final class Seen { var directions: [LayoutDirection] = [] }
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.directions.append(subviews.layoutDirection)
                return CGSize(width: 10, height: 10)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Seen()
        let view = HStack {
            Probe(seen: seen) { Color.red }
            Probe(seen: seen) { Color.blue }.environment(\.layoutDirection, .rightToLeft)
        }
        let host = HeadlessHost(rootView: view, width: 100, height: 40)
        host.renderFrame()
        #expect(seen.directions.contains(.leftToRight) && seen.directions.contains(.rightToLeft))
    }
}
