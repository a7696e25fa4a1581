import Foundation
import Testing
import TintUI

/// The system's environment values: the display scale the host draws at, the scene phase, the
/// window's undo manager, type sizes, `transformEnvironment`, and the accessibility settings.
@MainActor
@Suite struct SystemEnvironmentTests {
    struct Probe: View {
        @Environment(\.displayScale) var scale
        @Environment(\.pixelLength) var pixel
        @Environment(\.scenePhase) var phase
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.sizeCategory) var category
        var body: some View {
            Text("x").accessibilityIdentifier("scale-\(scale) pixel-\(pixel) phase-\(phase) size-\(size) category-\(category)")
        }
    }

    @Test func theHostSetsTheDisplayScaleAndThePhase() {
        let host = HeadlessHost(rootView: Probe(), width: 100, height: 40, scale: 2)
        host.renderFrame()
        #expect(host.frame(of: "scale-2.0 pixel-0.5 phase-active size-large category-large") != nil)
    }

    @Test func typeSizesCanBeSetAndBoundedForASubtree() {
        let host = HeadlessHost(rootView: VStack {
            Probe().dynamicTypeSize(.xxLarge)
            Probe().dynamicTypeSize(.xSmall ... .medium).dynamicTypeSize(.accessibility3)
        }, width: 100, height: 80)
        host.renderFrame()
        #expect(host.frame(of: "scale-1.0 pixel-1.0 phase-active size-xxLarge category-extraExtraLarge") != nil)
        // The outer (later) modifier sets accessibility3; the inner range brings it down to medium.
        #expect(host.frame(of: "scale-1.0 pixel-1.0 phase-active size-medium category-medium") != nil)
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    }

    @Test func transformEnvironmentChangesAValueForTheSubtree() {
        struct FontName: View {
            @Environment(\.font) var font
            var body: some View { Text("x").accessibilityIdentifier(font == .title ? "title" : "other") }
        }
        let host = HeadlessHost(rootView: FontName().transformEnvironment(\.font) { font in font = font == nil ? .title : .body }, width: 100, height: 40)
        host.renderFrame()
        #expect(host.frame(of: "title") != nil)
    }

    @Test func theWindowsUndoManagerUndoesAndRedoesRegisteredChanges() {
        final class Document { var text = "" }
        struct Editor: View {
            @Environment(\.undoManager) var undoManager
            let document: Document
            @State var shown = ""
            var body: some View {
                VStack {
                    Text(shown).accessibilityIdentifier("text-\(shown)")
                    Button("Type") { set("hello") }.accessibilityIdentifier("type")
                    Button("Undo") { undoManager?.undo(); shown = document.text }.accessibilityIdentifier("undo")
                    Button("Redo") { undoManager?.redo(); shown = document.text }.accessibilityIdentifier("redo")
                }
            }
            func set(_ text: String) {
                let old = document.text
                document.text = text
                shown = text
                undoManager?.registerUndo(withTarget: document) { document in
                    // Undoing registers the redo.
                    let current = document.text
                    document.text = old
                    undoManager?.registerUndo(withTarget: document) { $0.text = current }
                }
                undoManager?.setActionName("Typing")
            }
        }
        let document = Document()
        let host = HeadlessHost(rootView: Editor(document: document), width: 200, height: 200)
        host.renderFrame()
        host.tap("type")
        host.renderFrame()
        #expect(host.frame(of: "text-hello") != nil)
        host.tap("undo")
        host.renderFrame()
        #expect(document.text == "")
        host.tap("redo")
        host.renderFrame()
        #expect(document.text == "hello")
    }

    @Test func undoGroupsUndoTogetherAndNamesShowInMenuTitles() {
        let manager = UndoManager()
        final class Counter { var value = 0 }
        let counter = Counter()
        func add(_ n: Int) {
            counter.value += n
            manager.registerUndo(withTarget: counter) { $0.value -= n }
        }
        manager.beginUndoGrouping()
        add(1)
        add(2)
        manager.endUndoGrouping()
        manager.setActionName("Add")
        add(10)
        #expect(counter.value == 13)
        manager.undo()
        #expect(counter.value == 3)
        #expect(manager.undoMenuItemTitle == "Undo Add")
        manager.undo()
        #expect(counter.value == 0)
        #expect(!manager.canUndo)
        manager.endUndoGrouping()   // unbalanced: a warning, nothing else
        // Taken here: left pending, it would show in another test's frame report.
        #expect(RuntimeWarnings.take { $0.hasPrefix("UndoManager: endUndoGrouping()") }.count == 1)
        manager.levelsOfUndo = 1
        add(1); add(1); add(1)
        manager.undo()
        #expect(!manager.canUndo)
        #expect(counter.value == 2)
    }

    @Test func accessibilitySettingsDefaultOffAndCanBeSet() {
        let values = EnvironmentValues()
        #expect(!values.accessibilityEnabled && !values.accessibilityVoiceOverEnabled && !values.accessibilityInvertColors)
        #expect(!values.accessibilityReduceTransparency && !values.accessibilityDifferentiateWithoutColor)
        #expect(values.colorSchemeContrast == .standard && values.legibilityWeight == nil && values.headerProminence == .standard)
        var changed = values
        changed.accessibilityDifferentiateWithoutColor = true
        changed.defaultMinListRowHeight = .nan
        changed.displayScale = -3
        #expect(changed.accessibilityDifferentiateWithoutColor && changed != values)
        #expect(changed.defaultMinListRowHeight == 0 && changed.displayScale == 1)
    }
}
