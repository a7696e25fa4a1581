import TintBoxes
/// A choice of one value among tagged views, as SwiftUI's `Picker`. The options are the
/// content's items (`ForEach` rows are tagged by their ids, other views by `.tag`); the style
/// (`.pickerStyle`) draws them as on macOS: a pop-up button (`.menu`, the default), a segmented
/// control, a column of options with a checkmark (`.inline`), or radio buttons (`.radioGroup`).
/// A selection that matches no option's tag shows none selected, with a warning. In the iPad
/// idiom the menu and segmented styles are iOS's: the menu's button is the chosen option in
/// the accent colour with up-and-down chevrons, at the row's trailing end; the segments share
/// the width in a 32-point grey track, the chosen one on a white plate, with no label beside.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    @Binding var selection: SelectionValue
    let content: Content

    @Environment(\._pickerStyle) private var style
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\._horizontalRadioGroup) private var horizontalRadioGroup
    @Environment(\._interfaceIdiom) private var idiom
    @State private var isOpen = false

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        _selection = selection
        self.content = content()
    }

    /// The older form, with the label first (deprecated in SwiftUI, still common).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        _selection = selection
        self.content = content()
    }

    public var body: some View {
        let options = _ViewList(content).items.filter { $0.traits.tag != nil }
        let selected = options.firstIndex { $0.traits.tag == AnyHashable(selection) }
        if selected == nil {
            RuntimeWarnings.emit("Picker: the selection \(selection) matches no option's tag; none is shown selected", fix: "tag an option with the selection's value, or set the selection to an option's tag")
        }
        let pad = idiom == .pad
        let isPopUp = style != .segmented && style != .inline && style != .radioGroup && style != .palette
        let name = AccessibilityText.plain(label)
        return HStack(alignment: style == .inline || style == .radioGroup ? .top : .center, spacing: 8) {
            if !labelsHidden, !(pad && style == .segmented) {
                // The label names the combo box, or the group of options, and is not read
                // again beside it.
                label.accessibilityHidden(name != nil)
                if pad, style != .inline, style != .radioGroup, style != .palette { Spacer(minLength: 8) }
            }
            if pad, style == .segmented {
                padSegments(options, selected: selected)
            } else {
                control(options, selected: selected)
            }
        }
        // Options side by side or in a column: a reader's group of radio buttons, named by
        // the label (AT-SPI has no radio group: a panel, as GTK's).
        ._accessibility { mark in
            guard !isPopUp else { return }
            mark.role = .panel
            mark.children = .contain
            mark.label = name
        }
    }

    /// iOS's segmented control: equal segments across the width.
    private func padSegments(_ options: [_ViewListItem], selected: Int?) -> some View {
        HStack(spacing: 0) {
            ForEach(Array(options.enumerated()), id: \.element.id) { offset, option in
                option.view
                    .font(.system(size: 13, weight: offset == selected ? .semibold : .regular))
                    .lineLimit(1)
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, minHeight: 28)
                    .background {
                        if offset == selected {
                            RoundedRectangle(cornerRadius: 7).fill(Color._cardBackground).shadow(color: .black.opacity(0.12), radius: 2, y: 1)
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { choose(option) }
                    ._accessibility { $0.asOption(chosen: offset == selected) }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(uiColor: .tertiarySystemFill)))
    }

    @ViewBuilder private func control(_ options: [_ViewListItem], selected: Int?) -> some View {
        switch style {
        case .segmented:
            HStack(spacing: 2) {
                ForEach(Array(options.enumerated()), id: \.element.id) { offset, option in
                    option.view
                        .padding(.horizontal, 10)
                        .padding(.vertical, 2)
                        .background { if offset == selected { RoundedRectangle(cornerRadius: 4).fill(Color._selectedSegment) } }
                        .onTapGesture { choose(option) }
                        ._accessibility { $0.asOption(chosen: offset == selected) }
                }
            }
            .padding(2)
            .background(RoundedRectangle(cornerRadius: 6).fill(Color._segmentTrough))
        case .palette:
            // The options side by side, the chosen one ringed in the accent colour, as a
            // palette of symbols or swatches is.
            HStack(spacing: 4) {
                ForEach(Array(options.enumerated()), id: \.element.id) { offset, option in
                    option.view
                        .padding(4)
                        .overlay { if offset == selected { RoundedRectangle(cornerRadius: 5).stroke(Color.accentColor, lineWidth: 2) } }
                        .onTapGesture { choose(option) }
                        ._accessibility { $0.asOption(chosen: offset == selected) }
                }
            }
        case .inline, .radioGroup:
            let layout = style == .radioGroup && horizontalRadioGroup
                ? AnyLayout(HStackLayout(alignment: .center, spacing: 12)) : AnyLayout(VStackLayout(alignment: .leading, spacing: 4))
            layout {
                ForEach(Array(options.enumerated()), id: \.element.id) { offset, option in
                    HStack(spacing: 6) {
                        if style == .radioGroup {
                            _RadioMark(isOn: offset == selected)
                        } else {
                            Text(offset == selected ? "✓" : " ").frame(width: 12).accessibilityHidden(true)
                        }
                        option.view
                    }
                    .onTapGesture { choose(option) }
                    ._accessibility { $0.asOption(chosen: offset == selected) }
                }
            }
        default:
            Button(action: { isOpen = true }) {
                HStack(spacing: 6) {
                    if let selected { options[selected].view } else { Text(" ") }
                    if idiom == .pad {
                        Image(systemName: "chevron.up.chevron.down").font(.caption)
                    } else {
                        Text("⌄").font(.caption)
                    }
                }
            }
            // A pop-up menu: a combo box named by the picker's label, its value the choice.
            ._accessibility { mark in
                mark.role = .comboBox
                mark.children = .ignore
                mark.describesChild = true
                mark.label = AccessibilityText.plain(label)
                mark.value = selected.map { _MenuItem.title(of: options[$0].view.view) }
            }
            .modifier(_MenuPresenter(isOpen: $isOpen, content: ForEach(Array(options.enumerated()), id: \.element.id) { offset, option in
                Button(action: { choose(option) }) {
                    HStack(spacing: 6) {
                        Text(offset == selected ? "✓" : " ").frame(width: 12).accessibilityHidden(true)
                        option.view
                    }
                }
                .accessibilityAddTraits(offset == selected ? .isSelected : [])
            }))
        }
    }

    private func choose(_ option: _ViewListItem) {
        guard let value = option.traits.tag?.base as? SelectionValue else {
            RuntimeWarnings.emit("Picker: the option's tag \(option.traits.tag?.base ?? "nil") is not a \(SelectionValue.self), the selection's type; it cannot be chosen", fix: "tag the options with values of \(SelectionValue.self)")
            return
        }
        selection = value
    }
}

extension Picker where Label == TintViews.Label<Text, Image> {
    /// A picker titled `title` with the system symbol `systemImage`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { TintViews.Label(title, systemImage: systemImage) })
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

/// A radio button's circle.
struct _RadioMark: View {
    let isOn: Bool
    @Environment(\._tint) private var tint
    var body: some View {
        ZStack {
            Circle().fill(isOn ? tint ?? .accentColor : Color._knob)
            Circle().stroke(Color._disabledText, lineWidth: 1)
            if isOn { Circle().fill(Color.white).frame(width: 6, height: 6) }
        }
        .frame(width: 14, height: 14)
    }
}

/// How pickers draw, as SwiftUI's `PickerStyle` values.
/// Public because it is the requirement of the public `PickerStyle` protocol, as SwiftUI's
/// `PickerStyle` carries underscored requirements (`_makeView`); apps never spell it.
public struct _PickerStyleKind: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let menu = _PickerStyleKind(rawValue: 0)
    public static let segmented = _PickerStyleKind(rawValue: 1)
    public static let inline = _PickerStyleKind(rawValue: 2)
    public static let radioGroup = _PickerStyleKind(rawValue: 3)
    public static let palette = _PickerStyleKind(rawValue: 4)
}

/// A picker style, as SwiftUI's `PickerStyle`.
public protocol PickerStyle: Sendable {
    var _kind: _PickerStyleKind { get }
}

/// The platform's picker style, as SwiftUI's `DefaultPickerStyle`: a menu, as on macOS.
public struct DefaultPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }
/// A pop-up menu of the options, as SwiftUI's `MenuPickerStyle`.
public struct MenuPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .menu } }
/// A row of segments, one per option, as SwiftUI's `SegmentedPickerStyle`.
public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .segmented } }
/// The options shown in place, as SwiftUI's `InlinePickerStyle`.
public struct InlinePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .inline } }
/// A column of radio buttons, as SwiftUI's `RadioGroupPickerStyle`.
public struct RadioGroupPickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .radioGroup } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == RadioGroupPickerStyle { public static var radioGroup: RadioGroupPickerStyle { .init() } }
/// The options side by side, the chosen one ringed, as SwiftUI's `PalettePickerStyle`.
public struct PalettePickerStyle: PickerStyle { public init() {}; public var _kind: _PickerStyleKind { .palette } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = _PickerStyleKind.menu
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct HorizontalRadioGroupKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of the pickers here (`.pickerStyle`).
    package var _pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }

    /// Whether radio groups here lay their buttons out in a row (`.horizontalRadioGroupLayout()`).
    package var _horizontalRadioGroup: Bool {
        get { self[HorizontalRadioGroupKey.self] }
        set { self[HorizontalRadioGroupKey.self] = newValue }
    }

    /// Whether controls here hide their labels (`.labelsHidden()`).
    package var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets how the pickers in this view draw.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\._pickerStyle, style._kind)
    }

    /// Lays the radio groups here out in a row instead of a column (macOS).
    public func horizontalRadioGroupLayout() -> some View {
        environment(\._horizontalRadioGroup, true)
    }

    /// Hides the labels of the controls in this view (pickers, steppers, toggles).
    public func labelsHidden() -> some View {
        environment(\._labelsHidden, true)
    }
}

extension AccessibilityMark {
    /// An option shown beside the others: a reader's radio button, checked when chosen.
    mutating func asOption(chosen: Bool) {
        role = .radioButton
        isChecked = chosen
    }
}
