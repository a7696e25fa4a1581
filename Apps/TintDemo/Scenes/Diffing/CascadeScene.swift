import TintUI

/// Seed 000, part 3: one capturing closure handed to a child and passed on to its
/// grandchildren re-runs all three on every parent update, while the siblings without
/// closures are skipped.
public struct CascadeScene: View {
    @State var tick = 0

    public init() {}

    public var body: some View {
        VStack {
            Button("Tick") { tick += 1 }
                .accessibilityIdentifier("tick")
            Text("tick \(tick)")
            PlainChild(label: "Child 1")
            ClosureChild(label: "Child 2") { tick += 1 }
            PlainChild(label: "Child 3")
        }
    }
}

/// All properties diffable: skipped.
public struct PlainChild: View {
    public let label: String

    public init(label: String) {
        self.label = label
    }

    public var body: some View { Text(label) }
}

/// Holds the parent's closure and hands it to both grandchildren.
public struct ClosureChild: View {
    public let label: String
    public let onTap: @MainActor () -> Void

    public init(label: String, onTap: @escaping @MainActor () -> Void) {
        self.label = label
        self.onTap = onTap
    }

    public var body: some View {
        HStack {
            Text(label)
            GrandChild(label: "Grandchild 1", onTap: onTap)
            GrandChild(label: "Grandchild 2", onTap: onTap)
        }
    }
}

public struct GrandChild: View {
    public let label: String
    public let onTap: @MainActor () -> Void

    public init(label: String, onTap: @escaping @MainActor () -> Void) {
        self.label = label
        self.onTap = onTap
    }

    public var body: some View { Button(label, action: onTap) }
}
