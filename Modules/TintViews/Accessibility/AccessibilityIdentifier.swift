/// `.accessibilityIdentifier(_:)`: names a view so tests can find it (`host.frame(of:)`,
/// `host.tap(_:)`), as in SwiftUI's UI tests.
package struct _AccessibilityIdentifierModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public var identifier: String
}

extension View {
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }
}
