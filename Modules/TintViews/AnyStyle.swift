/// An app's style (a `ButtonStyle`, `ToggleStyle`, `LabelStyle`...), erased so the environment
/// can carry it: what it draws for a configuration. Two are equal when they are the same type
/// with equal values (compared as any view's inputs are), so restating the same style each body
/// re-runs no control.
package struct _AnyStyle<Configuration>: Equatable, @unchecked Sendable {
    let type: ObjectIdentifier
    let style: Any
    let make: @MainActor (Configuration) -> AnyView

    init<S>(_ style: S, make: @escaping @MainActor (S, Configuration) -> AnyView) {
        type = ObjectIdentifier(S.self)
        self.style = style
        // A style is a value the app made for views on the main actor; it is only used there.
        nonisolated(unsafe) let captured = style
        self.make = { make(captured, $0) }
    }

    /// A style is rarely `Equatable` (`struct Growing: ButtonStyle { var color: Color }`), so
    /// one that is not is compared by its stored properties, each by its own `==`; a property
    /// that has none (a closure, a nested struct without `==`) makes the styles differ.
    package static func == (a: _AnyStyle, b: _AnyStyle) -> Bool {
        guard a.type == b.type else { return false }
        if let equal = ValueEquality.equalDynamic(a.style, b.style) { return equal }
        let x = Mirror(reflecting: a.style).children, y = Mirror(reflecting: b.style).children
        return zip(x, y).allSatisfy { ValueEquality.equalDynamic($0.value, $1.value) ?? false }
    }
}

/// A view given to a style's `makeBody`, type-erased (a control's label, a label's title or
/// icon): SwiftUI's configuration `Label` types.
public struct _StyleContent: View {
    let content: AnyView
    init<V: View>(_ view: V) { content = AnyView(view) }
    public var body: AnyView { content }
}

/// Which style of a control is set: the built-in one (`custom` is nil) or an app's. The
/// requirement by which the public style protocols (`LabeledContentStyle`, `GaugeStyle`...)
/// hand their style to the environment; apps never spell it.
public struct _StyleChoice<Configuration>: Equatable, Sendable {
    package var custom: _AnyStyle<Configuration>?
    /// A built-in style's variant, for controls with several (a gauge's circular ring).
    package var variant: Int

    package init(custom: _AnyStyle<Configuration>? = nil, variant: Int = 0) {
        self.custom = custom
        self.variant = variant
    }
}
