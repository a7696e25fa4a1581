import Foundation
import Testing
import TintUI

/// The keyboard focus beyond text fields: Tab through buttons, fields and focusable views in
/// reading order with a ring, `\.isFocused`, `onKeyPress` in its forms and phases, the move,
/// exit and delete commands, default focus, and the focused values menu commands read.
@MainActor
@Suite struct FocusAndKeyTests {
    @MainActor final class Log {
        var events: [String] = []
    }

    /// A focusable tile that says whether it has the focus.
    private struct Tile: View {
        let name: String
        @Environment(\.isFocused) private var isFocused
        var body: some View {
            Text(isFocused ? "\(name) focused" : name).frame(width: 90, height: 30)
        }
    }

    private struct Panel: View {
        let log: Log
        @State var text = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 10) {
                HStack(spacing: 10) {
                    Button("One") { log.events.append("one") }.accessibilityIdentifier("one")
                    TextField("Name", text: $text).frame(width: 100).accessibilityIdentifier("field")
                }
                HStack(spacing: 10) {
                    Tile(name: "tile").focusable().accessibilityIdentifier("tile")
                    Button("Two") { log.events.append("two") }.accessibilityIdentifier("two")
                }
            }
            .padding(20)
        }
    }

    @Test func tabVisitsTheFocusTargetsInReadingOrderAndSpaceActivatesAButton() throws {
        let log = Log()
        let host = HeadlessHost(rootView: Panel(log: log), width: 400, height: 200)
        host.renderFrame()
        #expect(host.focusedIdentifier == nil)
        var visited: [String?] = []
        for _ in 0..<5 {
            host.pressKey("Tab")
            host.renderFrame()
            visited.append(host.focusedIdentifier)
        }
        #expect(visited == ["one", "field", "tile", "two", "one"])
        host.pressKey("Tab", shift: true)
        #expect(host.focusedIdentifier == "two")
        host.pressKey("Space")
        #expect(log.events == ["two"])
    }

    @Test func aFocusableViewKnowsItIsFocusedAndShowsTheRing() throws {
        let host = HeadlessHost(rootView: Panel(log: Log()), width: 400, height: 200)
        host.renderFrame()
        let tile = try #require(host.frame(of: "tile"))
        let outside = (x: Int(tile.minX) - 2, y: Int(tile.midY))
        let before = host.pixel(x: outside.x, y: outside.y)
        // A click gives a focusable view the focus (a button takes it only from Tab).
        host.tap("tile")
        host.renderFrame()
        #expect(host.focusedIdentifier == "tile")
        #expect(host.texts().contains("tile focused"))
        // The ring is drawn just outside the view, in the accent colour.
        let ring = host.pixel(x: outside.x, y: outside.y)
        #expect(ring != before)
        #expect(ring.b > ring.r)
        host.tap("one")
        host.renderFrame()
        #expect(host.focusedIdentifier == nil)
        #expect(!host.texts().contains("tile focused"))
        #expect(host.pixel(x: outside.x, y: outside.y) == before)
    }

    @Test func focusEffectDisabledDrawsNoRing() throws {
        let view = Tile(name: "tile").focusable().focusEffectDisabled().accessibilityIdentifier("tile").padding(20)
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        host.renderFrame()
        let tile = try #require(host.frame(of: "tile"))
        let before = host.pixel(x: Int(tile.minX) - 2, y: Int(tile.midY))
        host.tap("tile")
        host.renderFrame()
        #expect(host.focusedIdentifier == "tile")
        #expect(host.pixel(x: Int(tile.minX) - 2, y: Int(tile.midY)) == before)
    }

    private struct Keys: View {
        let log: Log
        var body: some View {
            VStack {
                Tile(name: "inner").focusable().accessibilityIdentifier("inner")
                    .onKeyPress(.return) { log.events.append("return"); return .handled }
                    .onKeyPress("q") { log.events.append("q ignored"); return .ignored }
                    .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                        log.events.append("arrow \(press.key == .upArrow ? "up" : "down")")
                        return press.key == .upArrow ? .handled : .ignored
                    }
                    .onKeyPress(characters: .decimalDigits) { press in log.events.append("digit \(press.characters)"); return .handled }
                    .onKeyPress(.escape, phases: .up) { press in log.events.append("escape up \(press.phase == .up)"); return .handled }
            }
            .onKeyPress { press in
                log.events.append("outer \(press.characters)\(press.modifiers.contains(.shift) ? " shift" : "")")
                return .handled
            }
            .onMoveCommand { log.events.append("move \($0)") }
        }
    }

    @Test func keyPressesGoFromTheFocusedViewOutward() throws {
        let log = Log()
        let host = HeadlessHost(rootView: Keys(log: log), width: 200, height: 100)
        host.renderFrame()
        // Nothing focused: no view hears keys.
        #expect(!host.pressKey("Return"))
        host.tap("inner")
        #expect(host.pressKey("Return"))
        #expect(host.pressKey("Q"))
        #expect(host.pressKey("Up"))
        #expect(host.pressKey("Down"))
        #expect(host.pressKey("7"))
        #expect(host.pressKey("A", shift: true))
        // Escape's press is not heard by the `.up` handler; its release is.
        #expect(host.pressKey("Escape"))
        #expect(host.releaseKey("Escape"))
        #expect(log.events == ["return", "q ignored", "outer q", "arrow up", "arrow down", "outer \u{F701}", "digit 7", "outer A shift",
                               "outer \u{1B}", "escape up true"])
    }

    @Test func moveExitAndDeleteCommands() throws {
        let log = Log()
        let view = Tile(name: "tile").focusable()
            .onMoveCommand { log.events.append("move \($0)") }
            .onExitCommand { log.events.append("exit") }
            .onDeleteCommand { log.events.append("delete") }
            .accessibilityIdentifier("tile")
        let host = HeadlessHost(rootView: view, width: 200, height: 100)
        host.renderFrame()
        host.tap("tile")
        for key in ["Left", "Right", "Up", "Down", "Escape", "Backspace", "Delete"] { host.pressKey(key) }
        // A move command is an arrow without Ctrl: Ctrl+Left is a shortcut's.
        host.pressKey("Left", control: true)
        #expect(log.events == ["move left", "move right", "move up", "move down", "exit", "delete", "delete"])
    }

    private struct DefaultFocus: View {
        enum Field: Hashable { case first, second }
        @FocusState var field: Field?
        @State var a = ""
        @State var b = ""
        var body: some View {
            VStack {
                TextField("A", text: $a).focused($field, equals: .first).accessibilityIdentifier("a")
                TextField("B", text: $b).focused($field, equals: .second).accessibilityIdentifier("b")
            }
            .defaultFocus($field, .second)
        }
    }

    @Test func defaultFocusFocusesItsValueWhenTheViewAppears() throws {
        let host = HeadlessHost(rootView: DefaultFocus(), width: 300, height: 120)
        host.renderFrame()
        host.renderFrame()
        #expect(host.focusedIdentifier == "b")
        host.type("typed")
        host.renderFrame()
        #expect(host.texts().contains("typed"))
    }

    private struct Preferring: View {
        @Namespace var scope
        var body: some View {
            HStack {
                Button("Cancel") {}.accessibilityIdentifier("cancel")
                Button("OK") {}.prefersDefaultFocus(in: scope).accessibilityIdentifier("ok")
            }
            .focusScope(scope)
        }
    }

    @Test func aViewThatPrefersDefaultFocusTakesItWhenNothingHasIt() throws {
        let host = HeadlessHost(rootView: Preferring(), width: 300, height: 80)
        host.renderFrame()
        #expect(host.focusedIdentifier == "ok")
    }

    private struct SectionsView: View {
        var body: some View {
            HStack(alignment: .top, spacing: 20) {
                VStack {
                    Button("A1") {}.accessibilityIdentifier("a1")
                    Button("A2") {}.accessibilityIdentifier("a2")
                }
                .focusSection()
                VStack {
                    Button("B1") {}.accessibilityIdentifier("b1")
                    Button("B2") {}.accessibilityIdentifier("b2")
                }
                .focusSection()
            }
        }
    }

    @Test func aFocusSectionKeepsItsTargetsTogether() throws {
        let host = HeadlessHost(rootView: SectionsView(), width: 300, height: 120)
        host.renderFrame()
        var visited: [String?] = []
        for _ in 0..<4 {
            host.pressKey("Tab")
            visited.append(host.focusedIdentifier)
        }
        // Reading order alone would go A1, B1, A2, B2.
        #expect(visited == ["a1", "a2", "b1", "b2"])
    }

    struct SelectionKey: FocusedValueKey { typealias Value = String }
    struct TitleKey: FocusedValueKey { typealias Value = Binding<String> }

    private struct Editors: View {
        @State var title = "Draft"
        var body: some View {
            VStack {
                Tile(name: "left").focusable().focusedValue(\.selection, "left selection").accessibilityIdentifier("left")
                Tile(name: "right").focusable().focusedValue(\.selection, "right selection").accessibilityIdentifier("right")
                Reader()
            }
            .focusedSceneValue(\.title, $title)
        }
    }

    private struct Reader: View {
        @FocusedValue(\.selection) var selection
        @FocusedBinding(\.title) var title
        var body: some View {
            VStack {
                Text("selection: \(selection ?? "none")")
                Text("title: \(title ?? "none")")
                Button("Rename") { title = "Final" }.accessibilityIdentifier("rename")
            }
        }
    }

    @Test func focusedValuesFollowTheFocus() throws {
        let host = HeadlessHost(rootView: Editors(), width: 300, height: 200)
        host.renderFrame()
        // The values the first frame published reach their readers in the next.
        host.renderFrame()
        #expect(host.texts().contains("selection: none"))
        #expect(host.texts().contains("title: Draft"))
        host.tap("left")
        host.renderFrame()
        #expect(host.texts().contains("selection: left selection"))
        host.tap("right")
        host.renderFrame()
        #expect(host.texts().contains("selection: right selection"))
        // A focused binding writes through to the scene's state.
        host.tap("rename")
        host.renderFrame()
        #expect(host.texts().contains("title: Final"))
    }
}

extension FocusedValues {
    var selection: String? {
        get { self[FocusAndKeyTests.SelectionKey.self] }
        set { self[FocusAndKeyTests.SelectionKey.self] = newValue }
    }

    var title: Binding<String>? {
        get { self[FocusAndKeyTests.TitleKey.self] }
        set { self[FocusAndKeyTests.TitleKey.self] = newValue }
    }
}
