@_exported import TintCore
@_exported import TintLayout

/// A piece of user interface, described as a cheap value, exactly as in SwiftUI.
///
/// A view either composes others in `body`, or is a primitive (`Body == Never`) that the
/// reconciler knows how to mount: text, colours, stacks, modifiers. Views are rebuilt freely;
/// the persistent graph decides whether a rebuilt value differs from the last one.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Primitive views have no body: the reconciler mounts them directly and never asks for one.
extension View where Body == Never {
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
