import TintBoxes
/// A control for picking a value from a range by dragging, as SwiftUI's `Slider`: a track with
/// the part up to the value filled, and a knob; pressing or dragging anywhere on it sets the
/// value there. As on macOS, a label shows before the track and the bounds' labels at its ends;
/// `onEditingChanged` hears `true` when a drag starts and `false` when it ends. In the iPad
/// idiom it is iOS's: a 28-point white knob with a soft shadow, and no label shown beside it
/// (iOS keeps the label for accessibility only).
public struct Slider<Label: View, ValueLabel: View>: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\._tint) private var tint
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\._interfaceIdiom) private var idiom
    @State private var editing = false

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimum: ValueLabel, maximum: ValueLabel,
                                 onEditingChanged: @escaping @MainActor (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        _value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        self.onEditingChanged = onEditingChanged
    }

    /// The value as a fraction of the range, within 0...1 (a bad value counts as the start).
    private var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, (value - bounds.lowerBound) / span))
    }

    public var body: some View {
        HStack(spacing: 6) {
            if !labelsHidden, idiom != .pad, Label.self != EmptyView.self { label }
            minimumValueLabel
            track
            maximumValueLabel
        }
        ._accessibility { mark in
            mark.role = .slider
            mark.children = .ignore
            // Named by its label even where the label is not drawn (hidden labels, the iPad).
            mark.label = AccessibilityText.plain(label)
            mark.value = AccessibilityRange.spoken(value)
            let span = bounds.upperBound - bounds.lowerBound
            mark.range = AccessibilityRange(value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
                                            step: step ?? 0) { newValue in
                set(fraction: span > 0 ? (newValue - bounds.lowerBound) / span : 0)
            }
        }
    }

    private var track: some View {
        let pad = idiom == .pad
        let knob: CGFloat = pad ? 28 : 18
        return GeometryReader { proxy in
            let travel = Swift.max(0, proxy.size.width - knob)
            ZStack(alignment: .leading) {
                Capsule().fill(Color._track).frame(height: 4)
                Capsule().fill(tint ?? .accentColor).frame(width: knob / 2 + travel * fraction, height: 4)
                Group {
                    if pad {
                        Circle().fill(Color.white).shadow(color: .black.opacity(0.25), radius: 2, y: 1)
                    } else {
                        Circle().fill(Color._knob).overlay { Circle().stroke(Color._disabledText, lineWidth: 1) }
                    }
                }
                .frame(width: knob, height: knob)
                .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    if !editing {
                        editing = true
                        onEditingChanged(true)
                    }
                    set(fraction: travel > 0 ? Double((drag.location.x - knob / 2) / travel) : 0)
                }
                .onEnded { _ in
                    editing = false
                    onEditingChanged(false)
                })
        }
        .frame(minWidth: 40, idealWidth: 160, maxWidth: .infinity, minHeight: pad ? 34 : 22, maxHeight: pad ? 34 : 22)
    }

    /// Sets the value at `fraction` of the range, snapped to the step.
    private func set(fraction newFraction: Double) {
        let clamped = Swift.min(1, Swift.max(0, newFraction.isFinite ? newFraction : 0))
        var newValue = bounds.lowerBound + clamped * (bounds.upperBound - bounds.lowerBound)
        if let step { newValue = bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step }
        value = Swift.min(bounds.upperBound, Swift.max(bounds.lowerBound, newValue))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`, continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` that moves in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimum: EmptyView(), maximum: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label before its track.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: EmptyView(), maximum: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// The same, moving in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimum: EmptyView(), maximum: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with a label, and labels for the ends of its range.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }

    /// The same, moving in steps of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimum: minimumValueLabel(), maximum: maximumValueLabel(),
                  onEditingChanged: onEditingChanged)
    }
}
