import Foundation
import Testing
import TintUI

/// Dynamic properties an app makes from others (`struct Clock: DynamicProperty { @State ... }`),
/// `@ScaledMetric`, and the binding conversions.
@MainActor
@Suite struct DynamicPropertyTests {
    /// A composite property: its state survives body runs, `update()` runs before each body.
    struct Counter: DynamicProperty {
        @State var count = 0
        @Environment(\.colorScheme) var scheme
        var updates = 0
        mutating func update() { updates += 1 }
        func increment() { count += 1 }
    }

    struct Face: View {
        var counter = Counter()
        var body: some View {
            VStack {
                Text("n").accessibilityIdentifier("count-\(counter.count) scheme-\(counter.scheme) updated-\(counter.updates > 0)")
                Button("more") { counter.increment() }.accessibilityIdentifier("more")
            }
        }
    }

    @Test func aCompositePropertysStateLivesInTheGraph() {
        let host = HeadlessHost(rootView: Face().environment(\.colorScheme, .dark), width: 300, height: 100)
        host.renderFrame()
        #expect(host.frame(of: "count-0 scheme-dark updated-true") != nil)
        host.tap("more")
        host.renderFrame()
        host.tap("more")
        host.renderFrame()
        #expect(host.frame(of: "count-2 scheme-dark updated-true") != nil)
    }

    @Test func aScaledMetricFollowsTheTypeSize() {
        struct Icon: View {
            @ScaledMetric var size: CGFloat = 34
            @ScaledMetric(relativeTo: .title) var gap = 17.0
            var body: some View { Color.red.frame(width: size, height: gap).accessibilityIdentifier("icon") }
        }
        let host = HeadlessHost(rootView: Icon(), width: 200, height: 200)
        host.renderFrame()
        #expect(host.frame(of: "icon")?.size == CGSize(width: 34, height: 17))
        let larger = HeadlessHost(rootView: Icon().dynamicTypeSize(.xxxLarge), width: 200, height: 200)
        larger.renderFrame()
        #expect(larger.frame(of: "icon")?.size == CGSize(width: 46, height: 23))
    }

    @Test func bindingsConvertAsSwiftUIs() {
        var stored: Int? = 4
        let optional = Binding<Int?>(get: { stored }, set: { stored = $0 })
        let unwrapped = try! #require(Binding(optional))
        unwrapped.wrappedValue = 7
        #expect(stored == 7)
        stored = nil
        #expect(Binding(optional) == nil)
        #expect(unwrapped.wrappedValue == 7)   // the last value stands in

        var plain = 1
        let made = Binding<Int?>(Binding(get: { plain }, set: { plain = $0 }))
        made.wrappedValue = 3
        made.wrappedValue = nil
        #expect(plain == 3)

        var word = "a"
        let erased = Binding<AnyHashable>(Binding(get: { word }, set: { word = $0 }))
        erased.wrappedValue = AnyHashable("b")
        erased.wrappedValue = AnyHashable(5)
        #expect(word == "b" && erased.wrappedValue == AnyHashable("b"))

        var items = [1, 2, 3]
        let list = Binding(get: { items }, set: { items = $0 })
        for item in list { item.wrappedValue *= 10 }
        #expect(items == [10, 20, 30])
    }
}
