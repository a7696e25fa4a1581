import TintUI

/// The walking skeleton's app: a counter whose `Caption` never changes, so only `Counter`'s
/// body runs after a tap. Shared by the demo, the golden tests and the benchmarks.
public struct Counter: View {
    @State var count = 0

    public init() {}

    public var body: some View {
        VStack {
            Text("Count: \(count)")
                .accessibilityIdentifier("count")
            Button("Add") { count += 1 }
                .accessibilityIdentifier("add")
            Caption(value: 5)
            Color.blue.frame(width: 80, height: 20)
                .accessibilityIdentifier("bar")
        }
    }
}

/// A child whose input never changes: a small view showing its Int. Equatable, so an unchanged
/// value skips its body.
public struct Caption: View, Equatable {
    public let value: Int

    public init(value: Int) {
        self.value = value
    }

    public var body: some View {
        Text("Caption \(value)").foregroundColor(.secondary)
    }
}
