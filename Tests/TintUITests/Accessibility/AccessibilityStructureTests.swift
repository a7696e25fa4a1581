import Foundation
import Testing
import TintUI

/// Representations, children, labeled pairs, linked groups, accessibility focus, the text
/// modifiers and the action builders.
@MainActor
@Suite struct AccessibilityStructureTests {
    private func tree<V: View>(_ view: V) -> (HeadlessHost, AccessibilityNode) {
        let host = HeadlessHost(rootView: view, width: 320, height: 240)
        host.renderFrame()
        return (host, host.accessibilityTree())
    }

    private struct StarToggle: View {
        @State var on = false
        var body: some View {
            VStack {
                Circle().fill(on ? Color.yellow : Color.gray).frame(width: 20, height: 20)
                    .onTapGesture { on.toggle() }
                    .accessibilityRepresentation { Toggle("Starred", isOn: $on) }
                Text(on ? "starred" : "plain")
            }
        }
    }

    @Test func aRepresentationIsReadInsteadOfTheView() {
        let (host, root) = tree(StarToggle())
        let toggle = root.first(named: "Starred")
        #expect(root.children.map(\.name) == ["Starred", "plain"])
        #expect(toggle?.isChecked == false)
        toggle?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().first(named: "Starred")?.isChecked == true)
        #expect(host.texts().contains("starred"))
    }

    @Test func childrenStandForADrawnShape() {
        let (_, root) = tree(Rectangle().frame(width: 100, height: 50).accessibilityChildren {
            HStack { Text("Bar 1"); Text("Bar 2") }
        }.accessibilityLabel("Chart"))
        #expect(root.children.count == 1)
        #expect(root.children[0].name == "Chart")
        #expect(root.children[0].children.map(\.name) == ["Bar 1", "Bar 2"])
    }

    private struct Pair: View {
        @Namespace var ns
        var body: some View {
            HStack {
                Text("Volume").accessibilityLabeledPair(role: .label, id: "volume", in: ns)
                Slider(value: .constant(0.5)).accessibilityLabeledPair(role: .content, id: "volume", in: ns)
                Text("Alone").accessibilityLabeledPair(role: .label, id: "other", in: ns)
            }
        }
    }

    @Test func aLabeledPairNamesItsContent() {
        let (_, root) = tree(Pair())
        #expect(root.children.map(\.role) == ["slider", "label"])
        #expect(root.children.map(\.name) == ["Volume", "Alone"])
    }

    private struct Linked: View {
        @Namespace var ns
        var body: some View {
            VStack {
                Text("a").accessibilityLinkedGroup(id: 1, in: ns)
                Text("b").accessibilityLinkedGroup(id: 1, in: ns)
                Text("c")
            }
        }
    }

    @Test func linkedElementsShareTheirGroup() {
        let (_, root) = tree(Linked())
        let groups = root.children.map(\.linkedGroup)
        #expect(groups[0] != nil)
        #expect(groups[0] == groups[1])
        #expect(groups[2] == nil)
    }

    private struct FocusForm: View {
        enum Field: Hashable { case name, email }
        @AccessibilityFocusState var error: Bool
        @AccessibilityFocusState var field: Field?
        var body: some View {
            VStack {
                Text("Error").accessibilityFocused($error)
                Text("Name").accessibilityFocused($field, equals: .name)
                Text("Email").accessibilityFocused($field, equals: .email)
                Button("Show error") { error = true }
            }
        }
    }

    @Test func accessibilityFocusFollowsTheStateAndTheReader() {
        let (host, root) = tree(FocusForm())
        #expect(root.allNodes.filter(\.isAccessibilityFocused).isEmpty)
        root.first(named: "Show error")?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().allNodes.filter(\.isAccessibilityFocused).map(\.name) == ["Error"])
        // The reader moves its focus: the state follows.
        #expect(host.accessibilityTree().first(named: "Email")?.moveAccessibilityFocus() == true)
        host.renderFrame()
        #expect(host.accessibilityTree().allNodes.filter(\.isAccessibilityFocused).map(\.name) == ["Error", "Email"])
        #expect(host.accessibilityTree().first(named: "Show error")?.moveAccessibilityFocus() == false)
    }

    @Test func textModifiersReachTheReader() {
        let (_, root) = tree(VStack {
            Text("Title").accessibilityHeading(.h2)
            Text("ABC").speechSpellsOutCharacters().speechAdjustedPitch(0.5).speechAnnouncementsQueued()
            Text("let x = 1").accessibilityTextContentType(.sourceCode)
        })
        #expect(root.children[0].role == "heading")
        #expect(root.children[0].headingLevel == 2)
        #expect(root.children[1].attributes == ["speech-spell-out": "true", "speech-pitch": "0.5", "speech-queued": "true"])
        #expect(root.children[2].attributes["text-content-type"] == "source code")
    }

    @Test func actionsFromALabelAndFromButtons() {
        var log: [String] = []
        let (_, root) = tree(VStack {
            Text("Mail").accessibilityAction { log.append("archive") } label: { Label("Archive", systemImage: "archivebox") }
            Text("Note").accessibilityActions {
                Button("Pin") { log.append("pin") }
                Button("Delete") { log.append("delete") }
                Button("Off") { log.append("off") }.disabled(true)
            }
        })
        #expect(root.children[0].actions == ["Archive"])
        #expect(root.children[1].actions == ["Pin", "Delete"])
        root.children[0].perform("Archive")
        root.children[1].perform("Delete")
        #expect(log == ["archive", "delete"])
    }

    @Test func otherModifiersSayWhatTheyAsk() {
        let (_, root) = tree(VStack {
            Image(systemName: "photo").accessibilityIgnoresInvertColors()
            Text("Info").accessibilityRespondsToUserInteraction(false)
            Image(systemName: "star").accessibilityShowsLargeContentViewer()
        })
        #expect(root.children[0].attributes["ignores-invert-colors"] == "true")
        #expect(root.children[1].attributes["responds-to-user-interaction"] == "false")
        #expect(root.children[2].attributes["shows-large-content-viewer"] == "true")
    }
}
