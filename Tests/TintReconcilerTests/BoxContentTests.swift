import Testing
import TintBoxes
import TintCore
import TintLayout
import TintViews
@testable import TintReconciler

/// `BoxContent` shares one storage between copies until one is written (copy on write), and
/// keeps facts beside its drawing and effect: it must still behave as a plain value, and the
/// facts must follow every write.
@MainActor
@Suite struct BoxContentTests {
    @Test func aWrittenCopyLeavesTheOriginalAlone() {
        var original = BoxContent(name: "Text", drawing: .fill(.red))
        original.layoutPriority = 1
        var copy = original
        #expect(!copy.differsVisually(from: original))
        copy.drawing = .text(TextContent(string: "copy", font: .body, color: .primary))
        copy.layoutPriority = 2
        copy.stackRole = .spacer(minLength: 4)
        copy.name = "Copy"
        #expect(original.drawing == .fill(.red))
        #expect(original.layoutPriority == 1)
        #expect(original.stackRole == nil)
        #expect(original.name == "Text")
        #expect(copy.name == "Copy" && copy.layoutPriority == 2)
        #expect(copy.differsVisually(from: original))
    }

    @Test func factsFollowEveryWrite() {
        var content = BoxContent(name: "Box")
        #expect(!content.facts.hasDrawing && !content.facts.hasText)
        content.drawing = .text(TextContent(string: "label", font: .body, color: .primary))
        #expect(content.facts.hasDrawing && content.facts.hasText)
        content.drawing = .fill(.blue)
        #expect(content.facts.hasDrawing && !content.facts.hasText)
        content.drawing = nil
        #expect(!content.facts.hasDrawing)

        #expect(!content.facts.hasOverlay)
        content.overlay = .border(.black, width: 1)
        #expect(content.facts.hasOverlay)

        #expect(!content.facts.hasEffect && !content.facts.clips)
        content.effect = GroupEffect(opacity: 0.5)
        #expect(content.facts.hasEffect && !content.facts.clips)
        content.effect?.clip = .rectangle
        #expect(content.facts.hasEffect && content.facts.clips)
        content.effect = nil
        #expect(!content.facts.hasEffect && !content.facts.clips)

        #expect(content.facts.stackRole == nil && content.facts.layoutPriority == 0)
        content.stackRole = .spacer(minLength: 8)
        content.layoutPriority = 3
        #expect(content.facts.stackRole == .spacer(minLength: 8) && content.facts.layoutPriority == 3)

        #expect(!content.facts.observesPlacement && !content.facts.observesHover && !content.facts.setsAlignmentGuide)
        content.onPlaced = { _ in }
        content.onHover = { _ in }
        content.alignmentGuide = (key: HorizontalAlignment.leading.key, computeValue: { _ in 0 })
        #expect(content.facts.observesPlacement && content.facts.observesHover && content.facts.setsAlignmentGuide)
        content.onHover = nil
        #expect(!content.facts.observesHover)

        var copy = content
        copy.overlay = nil
        #expect(content.facts.hasOverlay && !copy.facts.hasOverlay)
        #expect(copy.facts.observesPlacement && copy.facts.layoutPriority == 3)
    }
}
