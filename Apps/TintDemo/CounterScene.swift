import TintUI

/// The walking skeleton's app: a counter whose `Caption` never changes, so only `Counter`'s
/// body runs after a tap.
struct Counter: View {
    @State var count = 0

    var body: some View {
        VStack {
            Text("Count: \(count)")
                .accessibilityIdentifier("count")
            Button("Add") { count += 1 }
                .accessibilityIdentifier("add")
            Caption(value: 5)
            Color.blue.frame(width: 80, height: 20)
        }
    }
}

/// A small view showing its Int; Equatable, so an unchanged value skips its body.
struct Caption: View, Equatable {
    let value: Int

    var body: some View {
        Text("Caption \(value)").foregroundColor(.secondary)
    }
}
