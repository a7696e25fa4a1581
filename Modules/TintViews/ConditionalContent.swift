/// One of two views, chosen by an `if`/`else` or a `switch` in a `@ViewBuilder`, as SwiftUI's
/// `_ConditionalContent`. The branch is part of the view's identity (RULES 2.1, 2.2):
/// flipping it ends the old branch's state and starts the new one's afresh.
///
/// The view is the choice itself, an enum, rather than a struct around one: the graph mounts
/// it where its own type is at hand (`makePrimitiveNode`), and an enum nested in it was a
/// generic type of its own, whose layout the runtime was asked for at every mount.
/// SwiftUI's own name for the view `if`/`else` builds.
public enum _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never

    case trueContent(TrueContent)
    case falseContent(FalseContent)
}

/// `if` without `else`: the content or nothing. Its presence is part of its identity.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// Views grouped without a layout of their own, as SwiftUI's `Group`: its children join the
/// enclosing container's.
public struct Group<Content: View>: View {
    public typealias Body = Never
    public var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}
