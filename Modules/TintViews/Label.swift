/// A title with an icon, as SwiftUI's `Label`: the icon, then the title, in a row.
public struct Label<Title: View, Icon: View>: View {
    public var title: Title
    public var icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @Environment(\._labelStyle) private var style
    @Environment(\._customLabelStyle) private var customStyle
    @Environment(\._listItemTint) private var itemTint

    @ViewBuilder public var body: some View {
        if let customStyle {
            customStyle.make(LabelStyleConfiguration(title: _StyleContent(title), icon: _StyleContent(icon)))
                .environment(\._customLabelStyle, nil)
        } else {
            builtIn
        }
    }

    @ViewBuilder private var builtIn: some View {
        switch style {
        case .titleOnly: title
        case .iconOnly:
            if let itemTint { icon.foregroundColor(itemTint) } else { icon }
        default:
            HStack(spacing: 6) {
                if let itemTint { icon.foregroundColor(itemTint) } else { icon }
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label showing `title` beside the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label showing `title` beside the image `name` from the app's resources.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show: SwiftUI's `LabelStyle` values.
/// Public because it is the requirement of the public `LabelStyle` protocol that picks a built-in
/// style; apps never spell it.
public struct _LabelStyleKind: Equatable, Sendable {
    let rawValue: Int
    public static let automatic = _LabelStyleKind(rawValue: 0)
    public static let titleOnly = _LabelStyleKind(rawValue: 1)
    public static let iconOnly = _LabelStyleKind(rawValue: 2)
    public static let titleAndIcon = _LabelStyleKind(rawValue: 3)
    /// An app's style (`makeBody`).
    public static let custom = _LabelStyleKind(rawValue: 4)
}

/// A style for `Label`s, as SwiftUI's `LabelStyle`: a built-in one, or an app's whose
/// `makeBody` places the title and the icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View = Never
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which built-in style this is; `.custom` for an app's.
    var _kind: _LabelStyleKind { get }
}

extension LabelStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in label style; Tint draws it without makeBody")
    }
}

extension LabelStyle {
    public var _kind: _LabelStyleKind { .custom }
}

/// What a `LabelStyle` draws from, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    public typealias Title = _StyleContent
    public typealias Icon = _StyleContent
    public let title: Title
    public let icon: Icon
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label of a configuration, in a style's `makeBody`: drawn in the built-in style.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

private struct CustomLabelStyleKey: EnvironmentKey {
    static let defaultValue: _AnyStyle<LabelStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// The app's label style here, when it set one.
    package var _customLabelStyle: _AnyStyle<LabelStyleConfiguration>? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }
}

/// The context's label style, as SwiftUI's `DefaultLabelStyle`: icon and title.
public struct DefaultLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .automatic } }
/// The title alone, as SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .titleOnly } }
/// The icon alone, as SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .iconOnly } }
/// Icon and title side by side, as SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle { public init() {}; public var _kind: _LabelStyleKind { .titleAndIcon } }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

private struct LabelStyleKey: EnvironmentKey {
    static let defaultValue = _LabelStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of the labels here (`.labelStyle`).
    package var _labelStyle: _LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labels in this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let kind = style._kind
        let custom = kind == .custom ? _AnyStyle<LabelStyleConfiguration>(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) } : nil
        return environment(\._labelStyle, kind == .custom ? .automatic : kind).environment(\._customLabelStyle, custom)
    }
}
