import Testing
import TintBoxes
import TintCore
import TintRaster
@testable import TintRender

/// The render tree from change sets written by hand (`BoxScript`): a stack of a red colour
/// framed 40 by 10, a label and a green colour framed alike, 10 points apart.
@MainActor
@Suite struct RenderTreeTests {
    private struct Scene {
        var script: BoxScript
        let tree: RenderTree
        var label: BoxID
    }

    private func mounted() -> Scene {
        var script = BoxScript()
        let red = script.box(.frame(width: 40, height: 10, identifier: "red"), [script.box(.fill(.red))])
        let label = script.box(.text("short", identifier: "label"))
        let green = script.box(.frame(width: 40, height: 10, identifier: "green"), [script.box(.fill(.green))])
        script.root(script.box(.vStack(spacing: 10), [red, label, green]))
        let tree = RenderTree()
        tree.apply(script.take())
        tree.layout(in: CGSize(width: 200, height: 100))
        return Scene(script: script, tree: tree, label: label)
    }

    @Test func rootIsCentredAndStackPlacesChildren() throws {
        let tree = mounted().tree
        let red = try #require(tree.frame(ofIdentifier: "red"))
        let label = try #require(tree.frame(ofIdentifier: "label"))
        let green = try #require(tree.frame(ofIdentifier: "green"))
        #expect(red.size == CGSize(width: 40, height: 10))
        #expect(red.midX == 100)
        #expect(label.minY == red.maxY + 10)
        #expect(green.minY == label.maxY + 10)
        // The whole stack is centred vertically in the 100-point window.
        #expect(abs((red.minY + green.maxY) / 2 - 50) < 0.001)
    }

    @Test func firstFrameDamagesTheWholeCanvasAndIdleFramesNothing() {
        let tree = mounted().tree
        #expect(tree.takeDamage().bounds == PixelRect(x: 0, y: 0, width: 200, height: 100))
        tree.layout(in: CGSize(width: 200, height: 100))
        #expect(tree.takeDamage().isEmpty)
    }

    /// RULES 4.1: a text change damages the old and new text bounds, not the colours,
    /// which keep their frames (the stack's width grows but both stay centred).
    @Test func textChangeDamagesOnlyTheText() throws {
        var scene = mounted()
        let tree = scene.tree
        _ = tree.takeDamage()
        let oldLabel = try #require(tree.frame(ofIdentifier: "label"))
        scene.script.update(scene.label, .text("a much longer label", identifier: "label"))
        tree.apply(scene.script.take())
        tree.layout(in: CGSize(width: 200, height: 100))
        let damage = tree.takeDamage()
        let newLabel = try #require(tree.frame(ofIdentifier: "label"))
        #expect(newLabel.width > oldLabel.width)
        #expect(!damage.isEmpty)
        let red = PixelRect(covering: try #require(tree.frame(ofIdentifier: "red")))
        let green = PixelRect(covering: try #require(tree.frame(ofIdentifier: "green")))
        #expect(!damage.rects.contains { $0.intersects(red) || $0.intersects(green) })
        #expect(damage.bounds.intersects(PixelRect(covering: newLabel)))
        #expect(damage.area < 200 * 100 / 4)
    }

    @Test func paintDrawsBoxesInTheirFrames() throws {
        let tree = mounted().tree
        let buffer = PixelBuffer(width: 200, height: 100)
        tree.paint(tree.takeDamage(), into: buffer, background: .white)
        let red = try #require(tree.frame(ofIdentifier: "red"))
        #expect(buffer.straightPixel(x: Int(red.midX), y: Int(red.midY)) == RGBA8(Color.red))
        #expect(buffer.straightPixel(x: 2, y: 2) == RGBA8(Color.white))
    }

    @Test func hitTestingFindsNothingWithoutActions() {
        let tree = mounted().tree
        #expect(tree.actionTarget(at: CGPoint(x: 100, y: 50)) == nil)
    }

    /// Bad input: a missing font is reported once, naming the package, and text takes no space.
    @Test func missingFontWarnsAndTextIsEmpty() throws {
        _ = RuntimeWarnings.drain()
        var script = BoxScript()
        script.root(script.box(.text("no font")))
        let tree = RenderTree(fonts: FontLibraryStub.empty)
        tree.apply(script.take())
        tree.layout(in: CGSize(width: 100, height: 50))
        let buffer = PixelBuffer(width: 100, height: 50)
        tree.paint(tree.takeDamage(), into: buffer, background: .white)
        let warnings = RuntimeWarnings.drain()
        #expect(warnings.filter { $0.contains("fonts-dejavu-core") }.count == 1)
        #expect(buffer.straightPixel(x: 50, y: 25) == RGBA8(Color.white))
    }
}

import TintText

@MainActor
enum FontLibraryStub {
    static let empty = FontLibrary(searchPaths: ["/nonexistent/fonts"])
}
