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

    @Environment(\._gaugeStyle) private var style

    @ViewBuilder public var body: some View {
        if let custom = style.custom {
            custom.make(configuration).environment(\._gaugeStyle, _StyleChoice())
        } else {
            switch _GaugeLook(rawValue: style.variant) ?? .linearCapacity {
            case .linearCapacity: capacityBar
            case .accessoryLinear, .accessoryLinearCapacity: accessoryBar(marker: style.variant == _GaugeLook.accessoryLinear.rawValue)
            case .accessoryCircular, .accessoryCircularCapacity: ring(open: style.variant == _GaugeLook.accessoryCircular.rawValue)
            }
        }
    }

    /// What a custom style reads; a label the gauge was not given is `nil`.
    private var configuration: GaugeStyleConfiguration {
        func given<V: View>(_ view: V) -> _StyleContent? { V.self == EmptyView.self ? nil : _StyleContent(view) }
        return GaugeStyleConfiguration(value: fraction, label: _StyleContent(label), currentValueLabel: given(currentValueLabel),
                                       minimumValueLabel: given(minimumValueLabel), maximumValueLabel: given(maximumValueLabel),
                                       markedValueLabels: _StyleContent(EmptyView()))
    }

    /// macOS's gauge (`.linearCapacity`, `.automatic`): the label and current value above a
    /// bar filled to the value, the bounds' labels at its ends.
    private var capacityBar: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                label
                Spacer(minLength: 8)
                currentValueLabel.foregroundStyle(.secondary)
            }
            HStack(spacing: 6) {
                minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                bar(marker: false)
                maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }

    /// The accessory bars: the label above, the bounds at the ends, the current value below;
    /// filled to the value, or (`marker`) a track with a dot at it.
    private func accessoryBar(marker: Bool) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            label.font(.caption)
            HStack(spacing: 6) {
                minimumValueLabel.font(.caption2).foregroundStyle(.secondary)
                bar(marker: marker)
                maximumValueLabel.font(.caption2).foregroundStyle(.secondary)
            }
            currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }

    private func bar(marker: Bool) -> some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color._track)
            GeometryReader { proxy in
                if marker {
                    Circle().fill(tint ?? .accentColor).frame(width: 8, height: 8)
                        .offset(x: (proxy.size.width - 8) * fraction, y: -1)
                } else {
                    Capsule().fill(tint ?? .accentColor).frame(width: proxy.size.width * fraction)
                }
            }
        }
        .frame(minWidth: 60, idealWidth: 160, maxWidth: .infinity, minHeight: 6, maxHeight: 6)
        .accessibilityIdentifier("gauge-bar")
    }

    /// The circular accessories: an open ring (a quarter turn missing at the bottom) with a dot
    /// at the value, or a closed ring filled clockwise from the top to the value; the current
    /// value (else the label) in the middle, the bounds under an open ring's ends.
    private func ring(open: Bool) -> some View {
        let start = open ? 0.125 : 0, sweep = open ? 0.75 : 1
        return ZStack {
            Circle().trim(from: 0, to: sweep).stroke(Color._track, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .rotationEffect(.degrees(open ? 90 + 360 * start : -90))
            if open {
                GeometryReader { proxy in
                    let radius = Swift.min(proxy.size.width, proxy.size.height) / 2
                    // Clockwise from the gap's left end, which is 135 degrees past the top.
                    let angle = (225 - 270 * fraction) * Double.pi / 180
                    Circle().fill(tint ?? .accentColor).frame(width: 8, height: 8)
                        .position(x: proxy.size.width / 2 + radius * cos(angle), y: proxy.size.height / 2 - radius * sin(angle))
                }
            } else {
                Circle().trim(from: 0, to: fraction).stroke(tint ?? .accentColor, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            VStack(spacing: 0) {
                if CurrentValueLabel.self == EmptyView.self { label.font(.caption) } else { currentValueLabel.font(.caption) }
            }
            if open {
                HStack {
                    minimumValueLabel.font(.caption2)
                    Spacer(minLength: 0)
                    maximumValueLabel.font(.caption2)
                }
                .foregroundStyle(.secondary)
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
        }
        .frame(width: 58, height: 58)
        .accessibilityIdentifier("gauge-ring")
    }

    /// Where `value` lies in `bounds`, from 0 to 1.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let low = Double(bounds.lowerBound), high = Double(bounds.upperBound), at = Double(value)
        guard at.isFinite, low.isFinite, high.isFinite, high > low else {
            RuntimeWarnings.emit("Gauge value \(at) in \(low)...\(high) is not a finite place in a range; showing the start", fix: "pass a finite value and a range of finite, distinct bounds")
            return 0
        }
        if at < low || at > high {
            RuntimeWarnings.emit("Gauge value \(at) is outside \(low)...\(high); clamped", fix: "keep the value within its range")
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

/// The built-in gauge looks, as a `_StyleChoice`'s variant.
enum _GaugeLook: Int {
    case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// How gauges draw, as SwiftUI's `GaugeStyle`: a built-in look (`.automatic`, macOS's
/// `.linearCapacity` bar, the accessory bars and rings), or an app's whose `makeBody` draws
/// from the configuration.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View = Never
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The style, as the environment carries it.
    var _choice: _StyleChoice<GaugeStyleConfiguration> { get }
}

extension GaugeStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never {
        fatalError("\(Self.self) is a built-in gauge style; Tint draws it without makeBody")
    }
}

extension GaugeStyle {
    public var _choice: _StyleChoice<GaugeStyleConfiguration> {
        _StyleChoice(custom: _AnyStyle(self) { style, configuration in AnyView(style.makeBody(configuration: configuration)) })
    }
}

/// What a `GaugeStyle` draws from, as SwiftUI's `GaugeStyleConfiguration`: the value's place in
/// the range (0...1) and the gauge's labels (`nil` where the gauge has none).
public struct GaugeStyleConfiguration {
    public typealias Label = _StyleContent
    public typealias CurrentValueLabel = _StyleContent
    public typealias MarkedValueLabel = _StyleContent
    public typealias MarkedValueLabels = _StyleContent
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MarkedValueLabel?
    public var maximumValueLabel: MarkedValueLabel?
    public var markedValueLabels: MarkedValueLabels
}

/// The platform's gauge, as SwiftUI's `DefaultGaugeStyle`: on macOS the capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public var _choice: _StyleChoice<GaugeStyleConfiguration> { _StyleChoice(variant: _GaugeLook.linearCapacity.rawValue) }
}
/// A bar filled to the value, as SwiftUI's `LinearCapacityGaugeStyle`.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _choice: _StyleChoice<GaugeStyleConfiguration> { _StyleChoice(variant: _GaugeLook.linearCapacity.rawValue) }
}
/// A track with a marker at the value, as SwiftUI's `AccessoryLinearGaugeStyle`.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public var _choice: _StyleChoice<GaugeStyleConfiguration> { _StyleChoice(variant: _GaugeLook.accessoryLinear.rawValue) }
}
/// A small bar filled to the value, as SwiftUI's `AccessoryLinearCapacityGaugeStyle`.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _choice: _StyleChoice<GaugeStyleConfiguration> { _StyleChoice(variant: _GaugeLook.accessoryLinearCapacity.rawValue) }
}
/// An open ring with a marker at the value, as SwiftUI's `AccessoryCircularGaugeStyle`.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _choice: _StyleChoice<GaugeStyleConfiguration> { _StyleChoice(variant: _GaugeLook.accessoryCircular.rawValue) }
}
/// A closed ring filled to the value, as SwiftUI's `AccessoryCircularCapacityGaugeStyle`.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _choice: _StyleChoice<GaugeStyleConfiguration> { _StyleChoice(variant: _GaugeLook.accessoryCircularCapacity.rawValue) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = _StyleChoice<GaugeStyleConfiguration>()
}

extension EnvironmentValues {
    package var _gaugeStyle: _StyleChoice<GaugeStyleConfiguration> {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the gauges here draw.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\._gaugeStyle, style._choice)
    }
}
