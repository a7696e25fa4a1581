import Foundation
import TintBoxes

/// Which parts of a date a `DatePicker` shows and edits, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
    /// Hours, minutes and seconds (macOS).
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 4)
}

/// A control that picks a date, as SwiftUI's `DatePicker`, drawn as macOS draws it: the date
/// written as the locale writes it in a field, each part selectable with a click (or Left and
/// Right once focused) and stepped with the arrows beside it (or Up and Down); or, in the
/// `.graphical` style, a month's calendar to click a day in. A range keeps the date inside it.
public struct DatePicker<Label: View>: View {
    let label: Label
    @Binding var selection: Date
    let lower: Date?
    let upper: Date?
    let components: DatePickerComponents

    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\._datePickerStyle) private var style
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.locale) private var locale
    @Environment(\._tint) private var tint
    @State private var selectedField: Int?
    @State private var focused = false
    @State private var shownMonth: Date?

    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents, label: Label) {
        _selection = selection
        self.label = label
        self.components = components.isEmpty ? [.date, .hourAndMinute] : components
        self.lower = lower
        self.upper = upper
    }

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }

    public var body: some View {
        HStack(alignment: style == .graphical ? .top : .center, spacing: 8) {
            if !labelsHidden { label }
            if style == .graphical {
                VStack(alignment: .leading, spacing: 8) {
                    if components.contains(.date) { _CalendarGrid(selection: $selection, shownMonth: $shownMonth, lower: lower, upper: upper) }
                    let time = components.subtracting(.date)
                    if !time.isEmpty { field(DateFields(components: time, calendar: calendar, timeZone: timeZone, locale: locale)) }
                }
            } else {
                field(DateFields(components: components, calendar: calendar, timeZone: timeZone, locale: locale))
            }
        }
    }

    /// The written date, its parts selectable, with the stepper arrows.
    private func field(_ fields: DateFields) -> some View {
        let date = selection
        var index = 0
        let pieces: [(piece: DateFields.Piece, field: Int?)] = fields.pieces.map { piece in
            guard case .field = piece else { return (piece, nil) }
            index += 1
            return (piece, index - 1)
        }
        return HStack(spacing: 4) {
            HStack(spacing: 0) {
                ForEach(pieces.indices, id: \.self) { position in
                    let (piece, fieldIndex) = pieces[position]
                    // Each piece at its own width: offered their exact total (a frame with a
                    // minimum height does), the stack's equal shares cut a two-digit field to
                    // its ellipsis before a narrower piece took less than its share.
                    switch piece {
                    case .literal(let text):
                        Text(text).fixedSize()
                    case .field(let field, let width):
                        let chosen = focused && fieldIndex == selectedField
                        Text(fields.text(of: field, width: width, in: date))
                            .fixedSize()
                            .foregroundColor(chosen ? .white : nil)
                            .background(chosen ? tint ?? .accentColor : Color.clear)
                            .onTapGesture {
                                selectedField = fieldIndex
                                focused = true
                            }
                            .accessibilityIdentifier("date-field-\(field)")
                    }
                }
            }
            .padding(.horizontal, 5)
            .frame(minHeight: 22)
            .background(Color._textBackground)
            .border(focused ? tint ?? .accentColor : Color._fieldBorder, width: focused ? 2 : 1)
            Stepper(label: { EmptyView() }, onIncrement: { step(fields, by: 1) }, onDecrement: { step(fields, by: -1) })
                // The arrows step the chosen part of the date: a reader's spin button named
                // by the picker's label.
                ._accessibility { $0.label = AccessibilityText.plain(label) ?? "Date" }
        }
        // The arrows are part of the control: clicking them keeps the keyboard focus.
        ._textInput { event in handle(event, fields) }
        .fixedSize()
    }

    /// Steps the selected part (the last one, a day or a minute, when none is selected).
    private func step(_ fields: DateFields, by steps: Int) {
        let all = fields.fields
        guard !all.isEmpty else { return }
        let index = Swift.min(selectedField ?? all.count - 1, all.count - 1)
        selection = clamped(fields.stepping(all[index], of: selection, by: steps))
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }

    private func handle(_ event: TextInputEvent, _ fields: DateFields) -> String? {
        let count = fields.fields.count
        switch event {
        case .focus(let isFocused):
            focused = isFocused
            if isFocused, selectedField == nil { selectedField = 0 }
        case .key("Left", _, _):
            selectedField = Swift.max(0, (selectedField ?? 0) - 1)
        case .key("Right", _, _), .key("Tab", _, _):
            selectedField = Swift.min(count - 1, (selectedField ?? -1) + 1)
        case .key("Up", _, _):
            step(fields, by: 1)
        case .key("Down", _, _):
            step(fields, by: -1)
        default:
            break
        }
        return nil
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(title))
    }
}

/// How date pickers draw, as SwiftUI's `DatePickerStyle` values: a field with arrows (macOS's
/// default, and what `.compact`, `.field`, `.stepperField` and iOS's `.wheel` draw), or a
/// calendar (`.graphical`).
/// Public because it is the requirement of the public `DatePickerStyle` protocol, as SwiftUI's
/// style protocols carry underscored requirements; apps never spell it.
public struct _DatePickerStyleKind: Equatable, Hashable, Sendable {
    let rawValue: Int
    public static let field = _DatePickerStyleKind(rawValue: 0)
    public static let graphical = _DatePickerStyleKind(rawValue: 1)
}

/// A date picker style, as SwiftUI's `DatePickerStyle`.
public protocol DatePickerStyle: Sendable {
    var _kind: _DatePickerStyleKind { get }
}

/// The platform's date picker style, as SwiftUI's `DefaultDatePickerStyle`: fields.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
/// A compact date picker, as SwiftUI's `CompactDatePickerStyle` (drawn as fields).
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
/// A date picker of editable fields, as SwiftUI's `FieldDatePickerStyle`.
public struct FieldDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
/// Fields with steppers, as SwiftUI's `StepperFieldDatePickerStyle` (drawn as fields).
public struct StepperFieldDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
/// Wheels, as SwiftUI's `WheelDatePickerStyle` (an iOS style; drawn as fields).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .field } }
/// A calendar month to pick from, as SwiftUI's `GraphicalDatePickerStyle`.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var _kind: _DatePickerStyleKind { .graphical } }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == FieldDatePickerStyle { public static var field: FieldDatePickerStyle { .init() } }
extension DatePickerStyle where Self == StepperFieldDatePickerStyle { public static var stepperField: StepperFieldDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = _DatePickerStyleKind.field }

extension EnvironmentValues {
    /// The style of the date pickers here (`.datePickerStyle`).
    package var _datePickerStyle: _DatePickerStyleKind {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the date pickers in this view draw.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\._datePickerStyle, style._kind)
    }
}
