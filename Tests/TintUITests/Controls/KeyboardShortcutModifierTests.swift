import Foundation
import Testing
@testable import TintUI

/// Keyboard shortcuts with Alt (SwiftUI's Option) and the named keys beyond the arrows: each
/// fires for its own keys and modifiers only.
@MainActor
@Suite struct KeyboardShortcutModifierTests {
    private final class Log { var entries: [String] = [] }

    @Test func optionIsPartOfAShortcut() {
        let log = Log()
        let host = HeadlessHost(rootView: VStack {
            Button("Save") { log.entries.append("save") }.keyboardShortcut("s")
            Button("Save As") { log.entries.append("save-as") }.keyboardShortcut("s", modifiers: [.command, .option])
            Button("Top") { log.entries.append("top") }.keyboardShortcut(.home, modifiers: [])
            Button("Next page") { log.entries.append("page") }.keyboardShortcut(.pageDown, modifiers: .shift)
        }, width: 200, height: 160)
        host.renderFrame()
        #expect(host.pressKey("S", control: true))
        #expect(host.pressKey("S", control: true, option: true))
        #expect(!host.pressKey("S", option: true), "Alt alone is not the shortcut")
        #expect(host.pressKey("Home"))
        #expect(!host.pressKey("PageDown"), "Shift is part of it")
        #expect(host.pressKey("PageDown", shift: true))
        #expect(log.entries == ["save", "save-as", "top", "page"])
    }

    @Test func keysAndModifiersAsSwiftUINamesThem() {
        #expect(KeyEquivalent.home.character == "\u{F729}")
        #expect(KeyEquivalent.return.character == "\r")
        #expect(KeyEquivalent("a").character == "a", "a character key is its character, as written")
        let all: EventModifiers = .all
        #expect(all.contains([.command, .shift, .option, .control, .capsLock, .numericPad]))
        #expect(KeyboardShortcut("z", modifiers: [.command, .shift]).matches(keyName: "Z", shift: true, control: true))
        #expect(!KeyboardShortcut("z", modifiers: [.command, .shift]).matches(keyName: "Z", shift: true, control: true, option: true))
    }
}
