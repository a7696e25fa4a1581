import TintBoxes
/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`: a triangle before
/// the label turns when clicked, and the content shows indented below.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\._customDisclosureGroupStyle) private var customStyle

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @ViewBuilder public var body: some View {
        if let customStyle {
            let expanded = isExpanded ?? $ownExpanded
            customStyle.make(DisclosureGroupStyleConfiguration(label: _StyleContent(label), content: _StyleContent(content), isExpanded: expanded))
                .environment(\._customDisclosureGroupStyle, nil)
        } else {
            triangle
        }
    }

    /// macOS's disclosure: a triangle before the label, the content indented below it.
    private var triangle: some View {
        let expanded = isExpanded?.wrappedValue ?? ownExpanded
        return VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Text(expanded ? "▾" : "▸").foregroundColor(.secondary).frame(width: 10).accessibilityHidden(true)
                label
            }
            .onTapGesture {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { ownExpanded.toggle() }
            }
            // A disclosure reads as a toggle button named by its label, on while expanded.
            ._accessibility { mark in
                mark.role = .toggleButton
                mark.isChecked = expanded
                mark.attributes["expanded"] = expanded ? "true" : "false"
            }
            if expanded {
                content.padding(.leading, 16)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    /// A group titled `title`, expanded while `isExpanded` is true.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(title) })
    }
}

/// How disclosure groups draw, as SwiftUI's `DisclosureGroupStyle`: `.automatic` (a triangle
/// before the label), or an app's whose `makeBody` shows the content while
/// `configuration.isExpanded`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View = Never
    typealias Configuration = DisclosureGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The style, as the environment carries it.
    var _choice: _StyleChoice<DisclosureGroupStyleConfiguration> { get }
}

extension DisclosureGroupStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in disclosure group style; Tint draws it without makeBody")
    }
}

extension DisclosureGroupStyle {
    public var _choice: _StyleChoice<DisclosureGroupStyleConfiguration> {
        _StyleChoice(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `DisclosureGroupStyle` draws from, as SwiftUI's `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias Content = _StyleContent
    public let label: Label
    public let content: Content
    /// Whether the content shows; writable (`configuration.isExpanded.toggle()`), and `$isExpanded` binds.
    @Binding public var isExpanded: Bool
}

/// The platform's disclosure group, as SwiftUI's `AutomaticDisclosureGroupStyle`.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public var _choice: _StyleChoice<DisclosureGroupStyleConfiguration> { _StyleChoice() }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

private struct CustomDisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: _AnyStyle<DisclosureGroupStyleConfiguration>? = nil
}

extension EnvironmentValues {
    package var _customDisclosureGroupStyle: _AnyStyle<DisclosureGroupStyleConfiguration>? {
        get { self[CustomDisclosureGroupStyleKey.self] }
        set { self[CustomDisclosureGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the disclosure groups here draw.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\._customDisclosureGroupStyle, style._choice.custom)
    }
}
