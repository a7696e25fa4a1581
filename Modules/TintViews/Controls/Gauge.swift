/// A value within a range, as SwiftUI's `Gauge` in its macOS style: the label above a bar
/// filled to the value's place in the range, the bounds' labels at its ends, the current value's
/// label beside them. A value outside the range, or not finite, is clamped with a warning.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    @Environment(\._tint) private var tint

    init(fraction: Double, label: Label, current: CurrentValueLabel, minimum: BoundsLabel, maximum: BoundsLabel) {
        self.fraction = fraction
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer(minLength: 8)
                currentValueLabel.foregroundStyle(.secondary)
            }
            HStack(spacing: 6) {
                minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                ZStack(alignment: .leading) {
                    Capsule().fill(Color._track)
                    GeometryReader { proxy in
                        Capsule().fill(tint ?? .accentColor).frame(width: proxy.size.width * fraction)
                    }
                }
                .frame(minWidth: 60, idealWidth: 160, maxWidth: .infinity, minHeight: 6, maxHeight: 6)
                .accessibilityIdentifier("gauge-bar")
                maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }

    /// Where `value` lies in `bounds`, from 0 to 1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound), at = Double(value)
        guard at.isFinite, low.isFinite, high.isFinite, high > low else {
            RuntimeWarnings.emit("Gauge value \(at) in \(low)...\(high) is not a finite place in a range; showing the start")
            return 0
        }
        if at < low || at > high {
            RuntimeWarnings.emit("Gauge value \(at) is outside \(low)...\(high); clamped")
        }
        return Swift.min(Swift.max((at - low) / (high - low), 0), 1)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds`, titled by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: EmptyView(), minimum: EmptyView(), maximum: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// The same, with a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(), minimum: EmptyView(), maximum: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// The same, with labels for the current value and for the range's ends.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}
