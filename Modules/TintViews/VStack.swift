/// Children arranged top to bottom, as SwiftUI's `VStack` (RULES 3.2, 3.3).
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

/// Children layered over each other, as SwiftUI's `ZStack` (RULES 3.7): the first at the
/// back, each placed by the alignment.
public struct ZStack<Content: View>: View {
    public typealias Body = Never
    public var layout: ZStackLayout
    public var content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}

/// Flexible space, as SwiftUI's `Spacer`: in a stack it takes what is left along the stack's
/// axis, at least `minLength` (8 by default, RULES 3.3), and nothing across it.
public struct Spacer: View, Equatable, Sendable {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

/// A thin line separating content, as SwiftUI's `Divider`: across a `VStack` it is a horizontal
/// line as wide as the stack, in an `HStack` a vertical one as tall; 1 point thick.
public struct Divider: View, Equatable, Sendable {
    public typealias Body = Never
    public init() {}

    /// The separator colour (a light grey, as macOS draws it).
    public static let color = Color._separator
}
