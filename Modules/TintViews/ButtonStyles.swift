/// How buttons draw: one of SwiftUI's built-in `PrimitiveButtonStyle`s (`.bordered`,
/// `.borderless`, `.plain`, `.borderedProminent`), or an app's `ButtonStyle` (`custom`).
/// Public because it is the requirement of the public `PrimitiveButtonStyle` protocol that picks a
/// built-in style; apps never spell it.
public struct _ButtonStyleKind: Equatable, Hashable, Sendable {
    let rawValue: Int
    /// An app's style; the button draws nothing of its own around it.
    package var custom: _AnyButtonStyle?

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
}

/// A built-in button style, as SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle: Sendable {
    var _kind: _ButtonStyleKind { get }
}

/// The platform's button style, as SwiftUI's `DefaultButtonStyle`: bordered, as on macOS.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _kind: _ButtonStyleKind { .bordered } }
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
    static let defaultValue = _ButtonStyleKind.bordered
}

extension EnvironmentValues {
    /// The style of the buttons here (`.buttonStyle`).
    package var _buttonStyle: _ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the buttons in this view draw.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\._buttonStyle, style._kind)
    }
}
