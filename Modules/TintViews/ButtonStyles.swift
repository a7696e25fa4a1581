import TintBoxes

/// How buttons draw: one of SwiftUI's built-in `PrimitiveButtonStyle`s (`.bordered`,
/// `.borderless`, `.plain`, `.borderedProminent`), or an app's `ButtonStyle` (`custom`).
/// Public because it is the requirement of the public `PrimitiveButtonStyle` protocol that picks a
/// built-in style; apps never spell it.
public struct _ButtonStyleKind: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// An app's style; the button draws nothing of its own around it.
    package var custom: _AnyButtonStyle?
    /// An app's `PrimitiveButtonStyle`: its body takes the clicks and triggers the action.
    package var primitive: _AnyStyle<PrimitiveButtonStyleConfiguration>?

    init(rawValue: Int, custom: _AnyButtonStyle? = nil) {
        self.rawValue = rawValue
        self.custom = custom
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    /// macOS's push button: the label on a light bezel.
    public static let bordered = _ButtonStyleKind(rawValue: 0)
    /// The label alone, padded as a bordered button, without a bezel.
    public static let borderless = _ButtonStyleKind(rawValue: 1)
    /// The label alone, with no padding and no bezel.
    public static let plain = _ButtonStyleKind(rawValue: 2)
    /// The label in white on the accent colour.
    public static let borderedProminent = _ButtonStyleKind(rawValue: 3)
    /// The label in the link colour, with no padding and no bezel (macOS's link button).
    public static let link = _ButtonStyleKind(rawValue: 4)
    /// The platform's own: bordered on the Mac, and on the iPad the label alone, unpadded, in
    /// the accent colour, as iOS draws a button (`automatic` as the idiom draws it:
    /// `resolved(in:)`; the reconciler colours the label).
    public static let automatic = _ButtonStyleKind(rawValue: 5)

    /// The built-in style `automatic` is drawn as in `idiom`; any other style is itself.
    package func resolved(in idiom: _InterfaceIdiom) -> _ButtonStyleKind {
        guard self == .automatic, custom == nil, primitive == nil else { return self }
        return idiom == .pad ? .plain : .bordered
    }
}

/// A button style that decides how the button is triggered, as SwiftUI's
/// `PrimitiveButtonStyle`: a built-in one (`.bordered`, `.borderless`...), or an app's whose
/// `makeBody` draws the label and calls `configuration.trigger()` (on a tap, a long press...);
/// `Button(configuration)` in it is a built-in button that triggers on a click.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View = Never
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which style this is, as the environment carries it.
    var _kind: _ButtonStyleKind { get }
}

extension PrimitiveButtonStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in button style; Tint draws it without makeBody")
    }
}

extension PrimitiveButtonStyle {
    public var _kind: _ButtonStyleKind {
        var kind = _ButtonStyleKind.bordered
        kind.primitive = _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) }
        return kind
    }
}

/// What a `PrimitiveButtonStyle` draws from, as SwiftUI's `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = _StyleContent
    /// The button's role (`.destructive`, `.cancel`), if it has one.
    public let role: ButtonRole?
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() {
        action()
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button of a configuration, in a style's `makeBody`: a built-in button that triggers
    /// the styled button's action.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// A button under an app's `PrimitiveButtonStyle`: the style's body, with the style taken out of
/// the environment so a `Button(configuration)` in it draws in the built-in style.
package struct _PrimitiveStyledButton: View {
    let style: _AnyStyle<PrimitiveButtonStyleConfiguration>
    let label: AnyView
    let role: ButtonRole?
    let action: @MainActor () -> Void
    @Environment(\._buttonStyle) private var kind

    package init(style: _AnyStyle<PrimitiveButtonStyleConfiguration>, label: AnyView, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.style = style
        self.label = label
        self.role = role
        self.action = action
    }

    public var body: some View {
        var inner = kind
        inner.primitive = nil
        return style.make(PrimitiveButtonStyleConfiguration(role: role, label: _StyleContent(label), action: action))
            .environment(\._buttonStyle, inner)
    }
}

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`: `.automatic` (the
/// platform's), `.capsule`, `.roundedRectangle` (with or without a radius), `.circle`.
public struct ButtonBorderShape: Shape, Equatable, Sendable {
    package let corners: BezelCorners

    nonisolated public static let automatic = ButtonBorderShape(corners: .square)
    nonisolated public static let capsule = ButtonBorderShape(corners: .round)
    nonisolated public static let circle = ButtonBorderShape(corners: .round)
    /// A rounded rectangle with the platform's radius (6 points, macOS's push button).
    nonisolated public static let roundedRectangle = ButtonBorderShape(corners: .radius(6))
    /// A rounded rectangle with corners of `radius`.
    nonisolated public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(corners: .radius(radius))
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: corners.radius(in: rect.size))
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

/// The platform's button style, as SwiftUI's `DefaultButtonStyle`: bordered, as on macOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .automatic } }
/// A button drawn on a bezel with a hairline border, as SwiftUI's `BorderedButtonStyle`.
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .bordered } }
/// A button drawn as its label alone, without a bezel, as SwiftUI's `BorderlessButtonStyle`.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .borderless } }
/// A button drawn as its label, unstyled, as SwiftUI's `PlainButtonStyle`.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .plain } }
/// A bordered button filled with the accent colour, as SwiftUI's `BorderedProminentButtonStyle`.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .borderedProminent } }

/// A button drawn as a link: its label in the link colour, as SwiftUI's `LinkButtonStyle`.
public struct LinkButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .link } }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == LinkButtonStyle { public static var link: LinkButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = _ButtonStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of the buttons here (`.buttonStyle`).
    package var _buttonStyle: _ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The outline of the bordered buttons here (`.buttonBorderShape`).
    package var _buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons in this view draw.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\._buttonStyle, style._kind)
    }

    /// Sets the outline of the bordered buttons here.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\._buttonBorderShape, shape)
    }
}
