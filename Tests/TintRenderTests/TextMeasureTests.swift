import Testing
import TintBoxes
import TintCore
import TintLayout
@testable import TintRender
import TintText

/// A text box's size comes from one of three places: the one-line shortcut (a label asked at a
/// width it fits in), a block it laid out, or a block another box laid out (the shared
/// `TextLayoutCache`). Whichever answers, the size must be the block's that `TextBlock` itself
/// lays out for the same width and line count.
@MainActor
@Suite struct TextMeasureTests {
    private static let strings = ["", "7", "42", "Hello, world", "a much longer label that wraps", "two\nlines", "supercalifragilistic"]
    private static let widths: [CGFloat?] = [nil, 0, 3, 9.5, 12, 40, 80, 1_000, .infinity, .nan, -5]
    private static let heights: [CGFloat?] = [nil, 0, 5, 12, 30, .infinity]

    /// The text boxes of a stack of `strings`, each limited to `lineLimit` lines.
    private func textBoxes(_ strings: [String], lineLimit: Int?) -> (RenderTree, [RenderBox]) {
        var script = BoxScript()
        let texts = strings.map { script.box(.text($0, lineLimit: lineLimit)) }
        script.root(script.box(.vStack(), texts))
        let tree = RenderTree()
        tree.apply(script.take())
        tree.layout(in: CGSize(width: 400, height: 400))
        var boxes: [RenderBox] = []
        tree.roots.first?.forEachInPaintOrder { box in
            if case .text = box.content.drawing { boxes.append(box) }
        }
        return (tree, boxes)
    }

    /// What `TextBlock` gives for the text in `box` under `proposal`, computed here from the
    /// face and the rules (whole pixels; a height allows as many lines as fit, at least one).
    private func expectedSize(of box: RenderBox, _ proposal: ProposedViewSize, in tree: RenderTree) throws -> CGSize {
        guard case .text(let text) = box.content.drawing else { throw Unexpected() }
        let face = try #require(tree.face(for: text.font))
        func pixels(_ points: CGFloat?) -> Int? {
            guard let points, points.isFinite else { return nil }
            return max(0, Int((points + 0.001).rounded(.down)))
        }
        var limit = text.lineLimit
        if let height = pixels(proposal.height) { limit = min(limit ?? .max, max(1, height / face.height)) }
        let block = TextBlock(text.string, face: face, maxWidth: pixels(proposal.width), lineLimit: limit)
        return CGSize(width: CGFloat(block.width), height: CGFloat(block.height))
    }

    private struct Unexpected: Error {}

    @Test(arguments: [nil, 1, 2])
    func everyAnswerIsTheBlocksSize(lineLimit: Int?) throws {
        let (tree, boxes) = textBoxes(Self.strings, lineLimit: lineLimit)
        #expect(boxes.count == Self.strings.count)
        for box in boxes {
            // Around the text's own width too, where wrapping starts.
            let natural = box.sizeThatFits(.unspecified).width
            let edges: [CGFloat?] = [natural - 1, natural - 0.01, natural, natural + 0.5]
            for width in Self.widths + edges {
                for height in Self.heights {
                    let proposal = ProposedViewSize(width: width, height: height)
                    // Twice: the second answer comes from what the first left behind.
                    let first = box.sizeThatFits(proposal), second = box.sizeThatFits(proposal)
                    let expected = try expectedSize(of: box, proposal, in: tree)
                    #expect(first == expected, "\(box.content.name) at \(proposal)")
                    #expect(second == expected)
                }
            }
        }
    }

    /// A hundred boxes showing one text lay it out once per question, not once per box; a
    /// hundred different texts, once each.
    @Test func boxesShowingTheSameTextShareItsBlocks() {
        let (tree, boxes) = textBoxes((0..<100).map { "label \($0)" } + ["same"], lineLimit: nil)
        #expect(boxes.count == 101)
        var before = tree.textLayouts.blocksLaidOut
        for box in boxes.dropLast() { _ = box.sizeThatFits(ProposedViewSize(width: 0, height: nil)) }
        #expect(tree.textLayouts.blocksLaidOut - before == 100)

        var script = BoxScript()
        let same = (0..<100).map { _ in script.box(.text("same")) }
        script.root(script.box(.vStack(), same))
        let sameTree = RenderTree()
        sameTree.apply(script.take())
        sameTree.layout(in: CGSize(width: 400, height: 2_000))
        var sameBoxes: [RenderBox] = []
        sameTree.roots.first?.forEachInPaintOrder { if case .text = $0.content.drawing { sameBoxes.append($0) } }
        #expect(sameBoxes.count == 100)
        before = sameTree.textLayouts.blocksLaidOut
        for box in sameBoxes { _ = box.sizeThatFits(ProposedViewSize(width: 0, height: nil)) }
        #expect(sameTree.textLayouts.blocksLaidOut == before + 1)
        // One entry for the hundred boxes.
        #expect(sameTree.textLayouts.count == 1)
    }

    /// A text asked at many widths it fits in (rows of different widths around one label) is
    /// laid out once: each such width answers with its unwrapped block, which the blocks of
    /// narrower widths, asked in between, never push out.
    @Test func widthsTheTextFitsInShareOneBlock() throws {
        let (tree, boxes) = textBoxes(["Edit"], lineLimit: nil)
        let box = try #require(boxes.first)
        let text = try #require(box.text)
        let natural = box.sizeThatFits(.unspecified).width
        let before = tree.textLayouts.blocksLaidOut
        var wide = Set<ObjectIdentifier>()
        for step in 0..<200 {
            let block = try #require(tree.textBlock(of: box, text, width: natural + CGFloat(step), height: nil))
            wide.insert(ObjectIdentifier(block))
            #expect(block.lineTexts == ["Edit"])
            // Narrower than the text: four widths in whole pixels (0 to 3), a block each.
            _ = tree.textBlock(of: box, text, width: CGFloat(step % 40) / 10, height: nil)
        }
        #expect(wide.count == 1)
        #expect(tree.textLayouts.blocksLaidOut - before <= 5)
    }

    @Test func theSharedCacheIsBounded() throws {
        var cache = TextLayoutCache()
        let face = try FontLibrary.shared.face(for: .system(size: 12), scale: 1)
        for index in 0..<(TextLayoutCache.capacity + 10) {
            _ = cache.block("text \(index)", face: face, maxWidth: nil, lineLimit: nil, lineSpacing: 0)
            #expect(cache.count <= TextLayoutCache.capacity)
        }
        // A block asked again is the one laid out before (same lines), not a different layout.
        let first = cache.block("again", face: face, maxWidth: 10, lineLimit: nil, lineSpacing: 0)
        let second = cache.block("again", face: face, maxWidth: 10, lineLimit: nil, lineSpacing: 0)
        #expect(first.lineTexts == second.lineTexts)
        #expect(first === second)
        #expect(cache.count <= TextLayoutCache.capacity)
    }
}
