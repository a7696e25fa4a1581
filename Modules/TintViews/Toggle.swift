import TintBoxes
/// A switch bound to a Boolean, as SwiftUI's `Toggle`. `.toggleStyle` picks its look: a switch
/// after the label (`.switch`, Tint's default), a checkbox before it (`.checkbox`, macOS's
/// default), or a button that stays pressed while on (`.button`). Clicking anywhere on it flips
/// the value.
///
/// Built from Tint's own views (a capsule track and a circular knob), so it is diffed, laid
/// out and drawn like any app view.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    /// Whether the toggle stands for several values that differ (`sources:` some on, some off).
    var isMixed = false
    @Environment(\._toggleStyle) private var style
    @Environment(\._customToggleStyle) private var customStyle
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\._tint) private var tint
    @Environment(\._interfaceIdiom) private var idiom

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    @ViewBuilder public var body: some View {
        if let customStyle {
            // The app's style draws and handles clicks itself; a `Toggle(configuration)` in it
            // is drawn in the built-in style (no style recurses into itself).
            customStyle.make(ToggleStyleConfiguration(label: _StyleContent(label), isOn: $isOn, isMixed: isMixed))
                .environment(\._customToggleStyle, nil)
                ._accessibility(accessibilityMark)
        } else {
            control.onTapGesture { isOn.toggle() }
                ._accessibility(accessibilityMark)
        }
    }

    /// A check box (macOS's toggle) or a toggle button (a switch, a button style), its state,
    /// and "click", which flips it.
    private func accessibilityMark(_ mark: inout AccessibilityMark) {
        mark.role = style == .checkbox ? .checkBox : .toggleButton
        mark.isChecked = isOn
        mark.isMixed = isMixed
        if labelsHidden { mark.label = AccessibilityText.plain(label) }
        let isOn = $isOn
        mark.actions = [AccessibilityActionEntry(name: "click") { isOn.wrappedValue.toggle() }]
    }

    @ViewBuilder private var control: some View {
        switch style {
        case .checkbox:
            HStack(spacing: 6) {
                ZStack {
                    RoundedRectangle(cornerRadius: 3).fill(isOn || isMixed ? tint ?? .accentColor : Color._knob)
                    RoundedRectangle(cornerRadius: 3).stroke(isOn || isMixed ? Color(white: 0.3, opacity: 0.3) : Color._disabledText, lineWidth: 1)
                    if isMixed {
                        // macOS's mixed state: a dash.
                        Capsule().fill(Color.white).frame(width: 8, height: 2)
                    } else if isOn {
                        Text("✓").font(.system(size: 11, weight: .bold)).foregroundColor(.white).accessibilityHidden(true)
                    }
                }
                .frame(width: 14, height: 14)
                if !labelsHidden { label }
            }
        case .button:
            label
                .padding(.horizontal, 10)
                .padding(.vertical, 3)
                .foregroundColor(isOn ? .white : nil)
                .background(RoundedRectangle(cornerRadius: 5).fill(isOn ? tint ?? .accentColor : Color._controlBackground))
                .overlay(RoundedRectangle(cornerRadius: 5).stroke(Color._controlBorder, lineWidth: 1))
        default:
            HStack(spacing: 8) {
                if !labelsHidden {
                    // First to its width: shared equally with the spacer, a label that fits
                    // beside the switch was wrapped.
                    label.layoutPriority(1)
                    Spacer(minLength: 0)
                }
                // The iPad's switch: larger, and green when on unless tinted.
                let pad = idiom == .pad
                let on = tint ?? (pad ? Toggle.padGreen : .accentColor)
                ZStack(alignment: isMixed ? .center : isOn ? .trailing : .leading) {
                    Capsule().fill(isMixed ? on.opacity(0.5) : isOn ? on : Color._track).frame(width: pad ? 51 : 34, height: pad ? 31 : 20)
                    Circle().fill(Color._knob).frame(width: pad ? 27 : 16, height: pad ? 27 : 16).padding(2)
                }
            }
        }
    }
}

extension Toggle {
    /// iOS's system green, a switch's colour when on.
    static var padGreen: Color { Color(red: 0.2, green: 0.78, blue: 0.35) }
}

extension Toggle where Label == Text {
    /// A toggle whose label is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle titled `title` over several values (see `init(sources:isOn:label:)`).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == TintViews.Label<Text, Image> {
    /// A toggle whose label is `title` beside the system symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { TintViews.Label(title, systemImage: systemImage) }
    }
}

extension Toggle {
    /// A toggle over several values, as SwiftUI's `Toggle(sources:isOn:label:)`: on when every
    /// source is on, mixed when some are; a click turns them all on, or all off when all are.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let onCount = bindings.reduce(0) { $0 + ($1.wrappedValue ? 1 : 0) }
        let all = Binding<Bool>(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                                set: { value in for binding in bindings { binding.wrappedValue = value } })
        self.init(isOn: all, label: label)
        isMixed = onCount > 0 && onCount < bindings.count
    }
}

/// How toggles draw, as SwiftUI's `ToggleStyle` values.
/// Public because it is the requirement of the public `ToggleStyle` protocol that picks a built-in
/// style; apps never spell it.
public struct _ToggleStyleKind: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let `switch` = _ToggleStyleKind(rawValue: 0)
    public static let checkbox = _ToggleStyleKind(rawValue: 1)
    public static let button = _ToggleStyleKind(rawValue: 2)
    /// An app's style (`makeBody`).
    public static let custom = _ToggleStyleKind(rawValue: 3)
}

/// A toggle style, as SwiftUI's `ToggleStyle`: a built-in one (`.switch`, `.checkbox`,
/// `.button`), or an app's whose `makeBody` draws the toggle from its configuration (the label
/// and a binding to the value) and flips it itself.
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View = Never
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// Which built-in style this is; `.custom` for an app's.
    var _kind: _ToggleStyleKind { get }
}

extension ToggleStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in toggle style; Tint draws it without makeBody")
    }
}

extension ToggleStyle {
    public var _kind: _ToggleStyleKind { .custom }
}

/// What a `ToggleStyle` draws from, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public typealias Label = _StyleContent
    public let label: Label
    /// Whether the toggle is on; writable (`configuration.isOn.toggle()`), and `$isOn` binds.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ.
    public var isMixed: Bool
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle of a configuration, in a style's `makeBody`: drawn in the built-in style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The default toggle style, as SwiftUI's `DefaultToggleStyle`: in Tint a switch after the label
/// (macOS's default is a checkbox: `.toggleStyle(.checkbox)`).
public struct DefaultToggleStyle: ToggleStyle { public init() {}; public var _kind: _ToggleStyleKind { .switch } }
/// A sliding switch, as SwiftUI's `SwitchToggleStyle`.
public struct SwitchToggleStyle: ToggleStyle { public init() {}; public var _kind: _ToggleStyleKind { .switch } }
/// A checkbox beside the label, as SwiftUI's `CheckboxToggleStyle`.
public struct CheckboxToggleStyle: ToggleStyle { public init() {}; public var _kind: _ToggleStyleKind { .checkbox } }
/// A button that stays pressed while on, as SwiftUI's `ButtonToggleStyle`.
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public var _kind: _ToggleStyleKind { .button } }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == CheckboxToggleStyle { public static var checkbox: CheckboxToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = _ToggleStyleKind.switch
}

extension EnvironmentValues {
    /// The style of the toggles here (`.toggleStyle`).
    package var _toggleStyle: _ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// The app's toggle style here, when it set one.
    package var _customToggleStyle: _AnyStyle<ToggleStyleConfiguration>? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

private struct CustomToggleStyleKey: EnvironmentKey {
    static let defaultValue: _AnyStyle<ToggleStyleConfiguration>? = nil
}

extension View {
    /// Sets how the toggles in this view draw.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let kind = style._kind
        let custom = kind == .custom ? _AnyStyle<ToggleStyleConfiguration>(style) { style, configuration in AnyView(style.makeBody(configuration: configuration)) } : nil
        return environment(\._toggleStyle, kind == .custom ? .switch : kind).environment(\._customToggleStyle, custom)
    }
}
