/// Content grouped on a rounded panel, with an optional label above it, as SwiftUI's
/// `GroupBox` on macOS: the label in the headline font at the panel's leading edge, the
/// content inside the panel, padded.
public struct GroupBox<Label: View, Content: View>: View {
    var label: Label
    var content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @Environment(\._customGroupBoxStyle) private var customStyle

    @ViewBuilder public var body: some View {
        if let customStyle {
            customStyle.make(GroupBoxStyleConfiguration(label: _StyleContent(label), content: _StyleContent(content)))
                .environment(\._customGroupBoxStyle, nil)
        } else {
            panel
        }
    }

    private var panel: some View {
        VStack(alignment: .leading, spacing: 6) {
            label
                .font(.headline)
            VStack(alignment: .leading, spacing: 8) {
                content
            }
            .padding(10)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color._groupBoxFill))
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color._separator, lineWidth: 1))
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A panel with no label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A panel under the title `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A panel under the title `title`, not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// A group box style, as SwiftUI's `GroupBoxStyle`: `.automatic` (the panel), or an app's whose
/// `makeBody` places the label and the content.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View = Never
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which style this is.
    var _kind: _GroupBoxStyleKind { get }
}

/// Which group box style is set: the panel, or an app's.
/// Public because it is the requirement of the public `GroupBoxStyle` protocol; apps never
/// spell it.
public struct _GroupBoxStyleKind: Equatable, Sendable {
    var custom: _AnyStyle<GroupBoxStyleConfiguration>?
}

extension GroupBoxStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in group box style; Tint draws it without makeBody")
    }
}

extension GroupBoxStyle {
    public var _kind: _GroupBoxStyleKind {
        _GroupBoxStyleKind(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `GroupBoxStyle` draws from, as SwiftUI's `GroupBoxStyleConfiguration`.
public struct GroupBoxStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias Content = _StyleContent
    public let label: Label
    public let content: Content
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box of a configuration, in a style's `makeBody`: drawn as the built-in panel.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The built-in panel, as SwiftUI's `DefaultGroupBoxStyle`.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public var _kind: _GroupBoxStyleKind { _GroupBoxStyleKind() }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

private struct CustomGroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: _AnyStyle<GroupBoxStyleConfiguration>? = nil
}

extension EnvironmentValues {
    package var _customGroupBoxStyle: _AnyStyle<GroupBoxStyleConfiguration>? {
        get { self[CustomGroupBoxStyleKey.self] }
        set { self[CustomGroupBoxStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the group boxes here draw.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\._customGroupBoxStyle, style._kind.custom)
    }
}
