import Testing
import TintCore
import TintViews

private struct Row: View {
    var body: some View {
        VStack {
            Text("a")
            Color.red.frame(width: 10, height: 10)
        }
    }
}

@MainActor
@Suite struct ViewBuilderTests {
    /// Seed 001: the static type carries the structure.
    @Test func staticTypeCarriesStructure() {
        let body = Row().body
        #expect(type(of: body) == VStack<TupleView<(Text, ModifiedContent<Color, _FrameLayout>)>>.self)
    }

    @Test func singleChildIsNotWrapped() {
        let stack = VStack { Text("only") }
        #expect(type(of: stack.content) == Text.self)
    }

    @Test func emptyBuilderIsEmptyView() {
        let stack = VStack {}
        #expect(type(of: stack.content) == EmptyView.self)
    }

    @Test func tupleKeepsValuesInOrder() {
        let stack = VStack {
            Text("one")
            Text("two")
            Text("three")
        }
        #expect(stack.content.value.0 == Text("one"))
        #expect(stack.content.value.2 == Text("three"))
    }

    /// Modifiers return `some View`, as SwiftUI's do; the value underneath is the modified
    /// content with the modifier's parameters.
    @Test func modifiersRecordTheirParameters() throws {
        let framed = try #require(Color.blue.frame(width: 80, height: 20) as Any as? ModifiedContent<Color, _FrameLayout>)
        #expect(framed.modifier.layout == FixedFrameLayout(width: 80, height: 20))
        let padded = try #require(Text("x").padding() as Any as? ModifiedContent<Text, _PaddingLayout>)
        #expect(padded.modifier.layout.insets == EdgeInsets(16))
        let tagged = try #require(Text("x").accessibilityIdentifier("id") as Any as? ModifiedContent<Text, _AccessibilityIdentifierModifier>)
        #expect(tagged.modifier.identifier == "id")
    }

    @Test func textModifiersOverride() {
        let text = Text("t").font(.title).foregroundColor(.red)
        #expect(text.fontOverride == .title)
        #expect(text.colorOverride == .red)
    }
}

@MainActor
@Suite struct StateTests {
    private struct Holder: View {
        @State var count = 3
        var body: some View { Text("\(count)") }
    }

    /// Bad input: reading a @State before the view is mounted warns and gives the initial value.
    @Test func readingUnmountedStateWarnsAndReturnsInitialValue() {
        _ = RuntimeWarnings.drain()
        #expect(Holder().count == 3)
        #expect(RuntimeWarnings.drain().contains { $0.contains("outside of being installed") })
    }

    @Test func writingUnmountedStateWarnsAndDoesNothing() {
        _ = RuntimeWarnings.drain()
        let holder = Holder()
        holder.count = 9
        #expect(holder.count == 3)
        #expect(RuntimeWarnings.drain().contains { $0.contains("not installed") })
    }

    @Test func valueEqualityOpensEquatable() {
        #expect(ValueEquality.equal(1, 1) == true)
        #expect(ValueEquality.equal("a", "b") == false)
        #expect(ValueEquality.equal({ () in }, { () in }) == nil)
    }
}
