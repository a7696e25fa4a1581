import Foundation

/// A label beside a value or control, as SwiftUI's `LabeledContent`: the label leading, the
/// content trailing in the secondary colour, or as an app's `LabeledContentStyle` places them.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\._customLabeledContentStyle) private var customStyle

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @ViewBuilder public var body: some View {
        if let customStyle {
            // A `LabeledContent(configuration)` in the style's body draws the built-in way.
            customStyle.make(LabeledContentStyleConfiguration(label: _StyleContent(label), content: _StyleContent(content)))
                .environment(\._customLabeledContentStyle, nil)
        } else {
            HStack(spacing: 8) {
                label
                Spacer(minLength: 8)
                content.foregroundColor(.secondary)
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// `title` beside `content`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `title` beside `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// `title` beside `value` written in `format` (`LabeledContent("Count", value: 3, format: .number)`).
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content of a configuration, in a style's `makeBody`: drawn the built-in way.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// How labeled content places its label and content, as SwiftUI's `LabeledContentStyle`:
/// `.automatic` (the label leading, the content trailing), or an app's whose `makeBody` places
/// them.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View = Never
    typealias Configuration = LabeledContentStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The style, as the environment carries it.
    var _choice: _StyleChoice<LabeledContentStyleConfiguration> { get }
}

extension LabeledContentStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in labeled content style; Tint draws it without makeBody")
    }
}

extension LabeledContentStyle {
    public var _choice: _StyleChoice<LabeledContentStyleConfiguration> {
        _StyleChoice(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `LabeledContentStyle` draws from, as SwiftUI's `LabeledContentStyleConfiguration`.
public struct LabeledContentStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias Content = _StyleContent
    public let label: Label
    public let content: Content
}

/// The platform's labeled content, as SwiftUI's `AutomaticLabeledContentStyle`.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public var _choice: _StyleChoice<LabeledContentStyleConfiguration> { _StyleChoice() }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

private struct CustomLabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: _AnyStyle<LabeledContentStyleConfiguration>? = nil
}

extension EnvironmentValues {
    package var _customLabeledContentStyle: _AnyStyle<LabeledContentStyleConfiguration>? {
        get { self[CustomLabeledContentStyleKey.self] }
        set { self[CustomLabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the labeled content here places its label and content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        environment(\._customLabeledContentStyle, style._choice.custom)
    }
}
