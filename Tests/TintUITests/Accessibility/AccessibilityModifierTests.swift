import Foundation
import Testing
import TintUI

/// What each accessibility modifier changes in the tree.
@MainActor
@Suite struct AccessibilityModifierTests {
    private func tree<V: View>(_ view: V, width: Int = 320, height: Int = 200) -> (HeadlessHost, AccessibilityNode) {
        let host = HeadlessHost(rootView: view, width: width, height: height)
        host.renderFrame()
        return (host, host.accessibilityTree())
    }

    @Test func labelValueAndHintOverTheViewsOwn() {
        let (_, root) = tree(VStack {
            Image(systemName: "trash").accessibilityLabel("Delete")
            Button("Send") { }.accessibilityHint("Sends the message").accessibilityLabel(Text("Send now"))
            Slider(value: .constant(0.5)).accessibilityLabel("Level").accessibilityValue("50 percent")
            Text("a").accessibilityLabel(String("b"))
        })
        #expect(root.children.map(\.name) == ["Delete", "Send now", "Level", "b"])
        #expect(root.children[1].description == "Sends the message")
        #expect(root.children[1].role == "push button")
        #expect(root.children[2].value == "50 percent")
        #expect(root.children[2].role == "slider")
    }

    private struct Relabelled: View {
        @State var first = true
        var body: some View {
            VStack {
                Image(systemName: "star").accessibilityLabel(first ? "Favourite" : "Starred")
                Button("Flip") { first.toggle() }
            }
        }
    }

    @Test func aChangedLabelReachesTheTree() {
        let (host, root) = tree(Relabelled())
        #expect(root.children.map(\.name) == ["Favourite", "Flip"])
        root.first(named: "Flip")?.perform("click")
        host.renderFrame()
        #expect(host.accessibilityTree().children.map(\.name) == ["Starred", "Flip"])
    }

    @Test func theOuterModifierWins() {
        let (_, root) = tree(Text("a").accessibilityLabel("inner").accessibilityLabel("outer"))
        #expect(root.children.map(\.name) == ["outer"])
    }

    @Test func hiddenViewsAndTheirContentAreNotRead() {
        let (_, root) = tree(VStack {
            Text("kept")
            VStack { Text("x"); Button("y") { } }.accessibilityHidden(true)
            Text("shown again").accessibilityHidden(false)
        })
        #expect(root.children.map(\.name) == ["kept", "shown again"])
    }

    @Test func elementChildrenCombineIgnoreAndContain() {
        let (_, root) = tree(VStack {
            HStack { Image(systemName: "star"); Text("Rating"); Text("4 of 5") }.accessibilityElement(children: .combine)
            HStack { Text("secret"); Text("parts") }.accessibilityElement().accessibilityLabel("Summary")
            HStack { Text("one"); Text("two") }.accessibilityElement(children: .contain).accessibilityLabel("Group")
        })
        #expect(root.children.count == 3)
        #expect(root.children[0].name == "Rating, 4 of 5")
        #expect(root.children[0].children.isEmpty)
        #expect(root.children[1].name == "Summary")
        #expect(root.children[1].children.isEmpty)
        #expect(root.children[2].name == "Group")
        #expect(root.children[2].role == "panel")
        #expect(root.children[2].children.map(\.name) == ["one", "two"])
    }

    @Test func aCombinedElementTakesItsButtonsAction() {
        var taps = 0
        let (_, root) = tree(HStack { Text("Item"); Button("Buy") { taps += 1 } }.accessibilityElement(children: .combine))
        let element = root.children[0]
        #expect(element.role == "push button")
        #expect(element.actions == ["click"])
        element.perform("click")
        #expect(taps == 1)
    }

    @Test func traitsChangeTheRole() {
        let (_, root) = tree(VStack {
            Text("Title").accessibilityAddTraits(.isHeader)
            Text("Tap me").accessibilityAddTraits([.isButton, .isSelected])
            Image(systemName: "photo").accessibilityRemoveTraits(.isImage)
            Text("Site").accessibilityAddTraits(.isLink)
        })
        #expect(root.children.map(\.role) == ["heading", "push button", "label", "link"])
        #expect(root.children[0].headingLevel == 0)
        #expect(root.children[1].isSelected)
        #expect(!root.children[0].isSelected)
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton))
        traits.remove(.isButton)
        #expect(!traits.contains(.isButton))
        #expect(traits.contains(.isHeader))
        traits.insert(.isToggle)
        #expect(traits == [.isHeader, .isToggle])
    }

    @Test func headingsFromTheModifierAndFromTitleFonts() {
        let (_, root) = tree(VStack {
            Text("Chapter").accessibilityHeading(.h2)
            Text("Big").font(.largeTitle)
            Text("Third").font(.title3)
            Text("Body")
        })
        #expect(root.children.map(\.role) == ["heading", "heading", "heading", "label"])
        #expect(root.children.map(\.headingLevel) == [2, 1, 3, nil])
    }

    @Test func actionsDefaultNamedKindAndAdjustable() {
        var log: [String] = []
        let (_, root) = tree(VStack {
            Text("Mail").accessibilityAction { log.append("default") }
                .accessibilityAction(named: "Archive") { log.append("archive") }
                .accessibilityAction(.escape) { log.append("escape") }
            Text("Count").accessibilityAdjustableAction { direction in log.append(direction == .increment ? "up" : "down") }
        })
        let mail = root.children[0]
        #expect(mail.actions == ["click", "Archive", "escape"])
        mail.perform("click")
        mail.perform("Archive")
        mail.perform("escape")
        let count = root.children[1]
        #expect(count.actions == ["increment", "decrement"])
        count.perform("increment")
        count.perform("decrement")
        #expect(log == ["default", "archive", "escape", "up", "down"])
    }

    @Test func sortPriorityOrdersSiblings() {
        let (_, root) = tree(VStack {
            Text("second")
            Text("first").accessibilitySortPriority(2)
            Text("third").accessibilitySortPriority(-1)
        })
        #expect(root.children.map(\.name) == ["first", "second", "third"])
    }

    @Test func inputLabelsCustomContentAndIdentifier() {
        let (_, root) = tree(VStack {
            Button("Settings") { }.accessibilityInputLabels(["Settings", "Preferences"]).accessibilityIdentifier("settings")
            Text("Dog").accessibilityCustomContent("Age", "3 years").accessibilityCustomContent("Breed", Text("Collie"), importance: .high)
        })
        #expect(root.children[0].inputLabels == ["Settings", "Preferences"])
        #expect(root.children[0].identifier == "settings")
        #expect(root.children[1].customContent.map(\.label) == ["Age", "Breed"])
        #expect(root.children[1].customContent.map(\.value) == ["3 years", "Collie"])
    }

    @Test func customContentKeysReplaceAndTakeAway() {
        let orientation = AccessibilityCustomContentKey("Orientation")
        let size = AccessibilityCustomContentKey(Text("Size"), id: "size")
        let (_, root) = tree(VStack {
            // The outer entry of a key replaces the inner one; a nil value takes it away.
            Text("Photo")
                .accessibilityCustomContent(orientation, "portrait")
                .accessibilityCustomContent(size, Text("2 MB"))
                .accessibilityCustomContent(orientation, "landscape", importance: .high)
            Text("Scan")
                .accessibilityCustomContent(size, "4 MB")
                .accessibilityCustomContent(size, nil as Text?)
            // Entries without a key are named by their label.
            Text("Dog").accessibilityCustomContent("Age", "2 years").accessibilityCustomContent("Age", "3 years")
        })
        #expect(root.children[0].customContent.map(\.label) == ["Size", "Orientation"])
        #expect(root.children[0].customContent.map(\.value) == ["2 MB", "landscape"])
        #expect(root.children[1].customContent.isEmpty)
        #expect(root.children[2].customContent.map(\.value) == ["3 years"])
        #expect(AccessibilityCustomContentKey("Size") != size)
    }
}
