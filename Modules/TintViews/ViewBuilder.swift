/// Builds views from closures of view expressions, as SwiftUI's `@ViewBuilder`.
///
/// Several children become one `TupleView` through a parameter pack, so the static type keeps
/// every child's type (`VStack<TupleView<(Text, Button<Text>)>>`): the reconciler derives the
/// node shape from that type once and afterwards only walks values.
///
/// Every builder takes its views `consuming`: they are the temporaries of the closure, and a
/// borrowed one was copied into the result, every value of its subtree (the views a body hands
/// on are often whole lists).
@resultBuilder @MainActor
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else` (and the cases of a `switch`, nested).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: consuming TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .trueContent(first)
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: consuming FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        .falseContent(second)
    }

    /// `if #available`: the content as it is.
    public static func buildLimitedAvailability<Content: View>(_ content: consuming Content) -> Content {
        content
    }
}
