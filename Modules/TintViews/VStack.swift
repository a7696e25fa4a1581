/// Children arranged top to bottom, as SwiftUI's `VStack` (SEMANTICS 3.2, 3.3).
public struct VStack<Content: View>: View {
    public typealias Body = Never
    public var layout: VStackLayout
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

/// Children arranged leading to trailing, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    public typealias Body = Never
    public var layout: HStackLayout
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}
