import TintUI

/// The walking skeleton's counter, as the issue states it.
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
                .accessibilityIdentifier("bar")
        }
    }
}

/// A child whose input never changes: a small view showing its Int.
struct Caption: View, Equatable {
    let value: Int
    var body: some View { Text("Caption \(value)") }
}
