import TintCore

/// The background of the views here, as SwiftUI's `BackgroundStyle` (`.fill(.background)`): what
/// `.backgroundStyle(_:)` set above, else the window's background colour.
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle {
        .resolving(StyleResolver(base: .color(._windowBackground), tag: "background") { style, environment in
            environment.backgroundStyle.map { $0._style.resolved(in: environment) } ?? style
        })
    }
}

/// The colour of selected content, as SwiftUI's `SelectionShapeStyle` (`.fill(.selection)`):
/// the tint here, else the accent colour.
public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle { TintShapeStyle()._style }
}

/// The colour of separators between views, as SwiftUI's `SeparatorShapeStyle`.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle { .color(._separator) }
}

/// The translucent grey fill of controls and cells, as SwiftUI's `FillShapeStyle`; its levels
/// (`.fill.secondary`) are fainter.
public struct FillShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle {
        .color(Color(light: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2),
                     dark: Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36)))
    }
}

/// The colour of placeholder text, as SwiftUI's `PlaceholderTextShapeStyle`.
public struct PlaceholderTextShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle {
        .color(Color(light: Color(white: 0, opacity: 0.25), dark: Color(white: 1, opacity: 0.25)))
    }
}

/// The colour of links, as SwiftUI's `LinkShapeStyle`.
public struct LinkShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle {
        .color(Color(light: Color(rgb: 0x0068DA), dark: Color(rgb: 0x419CFF)))
    }
}

/// The window's background colour, as SwiftUI's `WindowBackgroundShapeStyle`.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    public init() {}
    public var _style: _ShapeStyle { .color(._windowBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style `.fill(.background)` paints below (`.backgroundStyle(_:)`); nil for the
    /// window's background colour.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style `.background` paints with in the views here.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Colours the controls here with `tint` (a gradient lends its first colour), as
    /// `.tint(_:)` with a colour.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_TintStyleModifier(style: tint?._style))
    }
}

/// `.tint(_:)` with a style: resolved here into the controls' tint colour.
package struct _TintStyleModifier: ViewModifier, Equatable, Sendable {
    public typealias Body = Never
    public let style: _ShapeStyle?

    @MainActor
    package func apply(to environment: EnvironmentValues) -> EnvironmentValues {
        var result = environment
        result._tint = style?.color(in: environment)
        return result
    }
}
