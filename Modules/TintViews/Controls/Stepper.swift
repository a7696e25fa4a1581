import TintBoxes
import Foundation

/// A control that steps a value up and down, as SwiftUI's `Stepper`: its label, then a pair of
/// small arrow buttons, as on macOS. With a range the value stays inside it; an empty range or
/// a step that is not a positive finite number is repaired with a warning. In the iPad idiom it
/// is iOS's: the label leading, and at the trailing end a 94 by 32 point rounded grey control
/// of a minus and a plus half.
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    /// The value, formatted, between the label and the arrows (`format:` forms).
    var valueText: Text?

    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\._interfaceIdiom) private var idiom

    /// A stepper that calls `onIncrement` and `onDecrement`.
    public init(@ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
    }

    /// A stepper over `value` by `step`, unbounded.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, range: nil, step: step, label: label())
    }

    /// A stepper over `value` by `step`, kept inside `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, range: bounds, step: step, label: label())
    }

    /// The older order (deprecated in SwiftUI, still common): `onEditingChanged` before the label.
    /// Disfavoured, so a trailing label closure picks the current form.
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, range: bounds, step: step, label: label())
    }

    private init<V: Strideable>(value: Binding<V>, range: ClosedRange<V>?, step: V.Stride, label: Label) {
        self.label = label
        let step = _StepperInput.step(step)
        increment = { value.wrappedValue = _StepperInput.clamp(value.wrappedValue.advanced(by: step), range) }
        decrement = { value.wrappedValue = _StepperInput.clamp(value.wrappedValue.advanced(by: 0 - step), range) }
    }

    public var body: some View {
        HStack(spacing: 8) {
            if !labelsHidden { label }
            if let valueText { valueText.monospacedDigit() }
            if idiom == .pad {
                if !labelsHidden { Spacer(minLength: 8) }
                padButtons.accessibilityHidden(true)
            } else {
                arrows.accessibilityHidden(true)
            }
        }
        // One spin button named by its label, stepped by "increment" and "decrement".
        ._accessibility { mark in
            mark.role = .spinButton
            mark.children = labelsHidden ? .ignore : .combine
            if labelsHidden { mark.label = AccessibilityText.plain(label) }
            mark.value = valueText?.content
            if let increment { mark.actions.append(AccessibilityActionEntry(name: "increment", run: increment)) }
            if let decrement { mark.actions.append(AccessibilityActionEntry(name: "decrement", run: decrement)) }
        }
    }

    /// macOS's pair of small arrows.
    private var arrows: some View {
        VStack(spacing: 0) {
            Text("▴").font(.caption).frame(width: 16, height: 10).onTapGesture { increment?() }
                .accessibilityIdentifier("stepper-increment")
            Color._controlBorder.frame(width: 16, height: 1)
            Text("▾").font(.caption).frame(width: 16, height: 10).onTapGesture { decrement?() }
                .accessibilityIdentifier("stepper-decrement")
        }
        .background(RoundedRectangle(cornerRadius: 4).fill(Color._controlBackground))
        .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color._controlBorder, lineWidth: 1))
    }

    /// iOS's minus and plus halves.
    private var padButtons: some View {
        HStack(spacing: 0) {
            Text("−").font(.title3).frame(width: 46.5, height: 32).contentShape(Rectangle()).onTapGesture { decrement?() }
                .accessibilityIdentifier("stepper-decrement")
            Color._separator.frame(width: 1, height: 18)
            Text("+").font(.title3).frame(width: 46.5, height: 32).contentShape(Rectangle()).onTapGesture { increment?() }
                .accessibilityIdentifier("stepper-increment")
        }
        .background(RoundedRectangle(cornerRadius: 8).fill(Color(uiColor: .tertiarySystemFill)))
    }
}

extension Stepper {
    /// A stepper over `value` by `step`, unbounded, showing the value in `format` beside its
    /// arrows.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, range: nil, step: step, label: label())
        valueText = Text(value.wrappedValue, format: format)
    }

    /// A stepper over `value` by `step`, kept inside `bounds`, showing the value in `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, range: bounds, step: step, label: label())
        valueText = Text(value.wrappedValue, format: format)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` over `value`, unbounded, showing the value in `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` over `value`, kept inside `bounds`, showing the value in `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` over `value`, kept inside `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) })
    }

    /// A stepper titled `title` over `value`, unbounded.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) })
    }

    /// A stepper titled `title` that calls `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(_ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
                                   onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The repairs of a stepper's input.
enum _StepperInput {
    /// A step that is zero, negative or not finite would step nowhere or backwards: 1 instead.
    static func step<S: Comparable & SignedNumeric>(_ step: S) -> S {
        if let floating = step as? any BinaryFloatingPoint, !(Double(floating).isFinite) {
            RuntimeWarnings.emit("Stepper step \(step) is not finite; using 1", fix: "pass a finite step")
            return 1
        }
        guard step > 0 else {
            RuntimeWarnings.emit("Stepper step \(step) is not positive; using 1", fix: "pass a step greater than 0")
            return 1
        }
        return step
    }

    /// `value` kept inside `range`; a value that is not finite stays where it was.
    static func clamp<V: Comparable>(_ value: V, _ range: ClosedRange<V>?) -> V {
        guard let range else { return value }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}
