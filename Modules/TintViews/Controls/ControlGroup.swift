/// Controls joined into one bezel, as SwiftUI's `ControlGroup` on macOS: its buttons side by
/// side, borderless, with a hairline between each. The label names the group where it is
/// collapsed into a menu; laid out in a window, the group shows its controls alone, as macOS's
/// does.
public struct ControlGroup<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @Environment(\._controlGroupStyle) private var style

    @ViewBuilder public var body: some View {
        if let custom = style.custom {
            custom.make(ControlGroupStyleConfiguration(content: _StyleContent(controls), label: _StyleContent(label)))
                .environment(\._controlGroupStyle, _StyleChoice())
        } else {
            switch _ControlGroupLook(rawValue: style.variant) ?? .bezel {
            case .bezel: bezel
            case .palette: HStack(spacing: 6) { controls }.buttonStyle(.borderless).fixedSize()
            case .menu: Menu { controls } label: { label }
            }
        }
    }

    /// The controls, without the label.
    private var controls: some View {
        ForEach(items) { $0.view }
    }

    /// The label of labeled content; otherwise nothing.
    private var label: AnyView {
        (content as? any LabeledControls)?.controlLabel ?? AnyView(EmptyView())
    }

    private var items: [_ViewListItem] {
        (content as? any LabeledControls)?.controlItems ?? _ViewList(content).items
    }

    /// macOS's group (`.automatic`, `.navigation`): the controls side by side on one bezel,
    /// borderless, with a hairline between each.
    private var bezel: some View {
        let items = items
        return HStack(spacing: 0) {
            ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in
                if offset > 0 {
                    Rectangle().fill(Color._controlBorder).frame(width: 1).padding(.vertical, 4)
                }
                item.view
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
            }
        }
        .buttonStyle(.borderless)
        .fixedSize()
        .background(RoundedRectangle(cornerRadius: 5).fill(Color._controlBackground))
        .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color._controlBorder, lineWidth: 1))
    }
}

/// A control group's content with its label, as SwiftUI's `LabeledControlGroupContent`.
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    var content: Content
    var label: Label

    public var body: some View { content }
}

/// What a control group reads of labeled content: the controls, without the label.
@MainActor
private protocol LabeledControls {
    var controlItems: [_ViewListItem] { get }
    var controlLabel: AnyView { get }
}

extension LabeledControlGroupContent: LabeledControls {
    var controlItems: [_ViewListItem] { _ViewList(content).items }
    var controlLabel: AnyView { AnyView(label) }
}

extension ControlGroup {
    /// A group of `content` named by `label`.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.init(content: { LabeledControlGroupContent(content: content(), label: label()) })
    }

    /// A group of `content` named `titleKey`.
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group of `content` named `title`, not localized.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) })
    }

    /// A group of `content` named `titleKey`, with the system symbol `systemImage`.
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(title: { Text(titleKey) }, icon: { Image(systemName: systemImage) }) })
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The control group of a configuration, in a style's `makeBody`: drawn the built-in way.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(content: { configuration.content })
    }
}

/// The built-in control group looks, as a `_StyleChoice`'s variant.
enum _ControlGroupLook: Int {
    /// One bezel (`.automatic`, `.navigation`).
    case bezel
    /// The controls apart, borderless (`.palette`).
    case palette
    /// Collapsed into a menu under the label (`.menu`, `.compactMenu`).
    case menu
}

/// How control groups draw, as SwiftUI's `ControlGroupStyle`: a built-in look, or an app's whose
/// `makeBody` arranges the content.
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View = Never
    typealias Configuration = ControlGroupStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The style, as the environment carries it.
    var _choice: _StyleChoice<ControlGroupStyleConfiguration> { get }
}

extension ControlGroupStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in control group style; Tint draws it without makeBody")
    }
}

extension ControlGroupStyle {
    public var _choice: _StyleChoice<ControlGroupStyleConfiguration> {
        _StyleChoice(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `ControlGroupStyle` draws from, as SwiftUI's `ControlGroupStyleConfiguration`.
public struct ControlGroupStyleConfiguration {
    public typealias Content = _StyleContent
    public typealias Label = _StyleContent
    /// The group's controls.
    public let content: Content
    /// The group's label (empty when it has none).
    public let label: Label
}

/// The platform's control group, as SwiftUI's `AutomaticControlGroupStyle`: one bezel.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _choice: _StyleChoice<ControlGroupStyleConfiguration> { _StyleChoice(variant: _ControlGroupLook.bezel.rawValue) }
}
/// Controls for moving through content, as SwiftUI's `NavigationControlGroupStyle` (one bezel).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _choice: _StyleChoice<ControlGroupStyleConfiguration> { _StyleChoice(variant: _ControlGroupLook.bezel.rawValue) }
}
/// The controls side by side without a bezel, as SwiftUI's `PaletteControlGroupStyle`.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _choice: _StyleChoice<ControlGroupStyleConfiguration> { _StyleChoice(variant: _ControlGroupLook.palette.rawValue) }
}
/// The controls in a menu under the label, as SwiftUI's `MenuControlGroupStyle`.
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _choice: _StyleChoice<ControlGroupStyleConfiguration> { _StyleChoice(variant: _ControlGroupLook.menu.rawValue) }
}
/// The controls in a menu under the label, as SwiftUI's `CompactMenuControlGroupStyle`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    public var _choice: _StyleChoice<ControlGroupStyleConfiguration> { _StyleChoice(variant: _ControlGroupLook.menu.rawValue) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle { public static var automatic: AutomaticControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == NavigationControlGroupStyle { public static var navigation: NavigationControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == PaletteControlGroupStyle { public static var palette: PaletteControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { .init() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle { public static var compactMenu: CompactMenuControlGroupStyle { .init() } }

private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue = _StyleChoice<ControlGroupStyleConfiguration>()
}

extension EnvironmentValues {
    package var _controlGroupStyle: _StyleChoice<ControlGroupStyleConfiguration> {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the control groups here draw.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        environment(\._controlGroupStyle, style._choice)
    }
}
