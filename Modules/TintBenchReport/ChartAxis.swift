import Foundation

/// How a chart maps values to bar lengths.
public enum ChartScale: Sendable, Equatable {
    /// Powers of ten equally spaced: for figures that differ by orders of magnitude (the mirror
    /// engine beside `==`), where a linear axis would leave all but one bar invisible.
    case logarithmic
    /// From zero: for figures of one magnitude (Tint beside cairo), where lengths should compare.
    case linear
}

/// The value axis of a bar chart: its range, where a value falls on it (0 to 1), and its ticks.
public struct ChartAxis: Sendable, Equatable {
    public let scale: ChartScale
    public let lower: Double
    public let upper: Double
    /// The values that get a grid line and a label.
    public let ticks: [Double]

    /// An axis that shows every value given; non-positive values have no place on a
    /// logarithmic axis and are left out of its range.
    public init(values: [Double], scale: ChartScale) {
        self.scale = scale
        switch scale {
        case .logarithmic:
            let positive = values.filter { $0 > 0 && $0.isFinite }
            var low = floor(log10(positive.min() ?? 1)), high = ceil(log10(positive.max() ?? 10))
            if high <= low { high = low + 1 }
            // A bar at the very bottom of the range would have no length: one decade of room.
            if let minimum = positive.min(), log10(minimum) - low < 0.15 { low -= 1 }
            lower = pow(10, low)
            upper = pow(10, high)
            ticks = stride(from: low, through: high, by: 1).map { pow(10, $0) }
        case .linear:
            let maximum = values.filter(\.isFinite).max() ?? 1
            let step = ChartAxis.niceStep(for: maximum > 0 ? maximum / 5 : 1)
            lower = 0
            upper = max(step, (maximum / step).rounded(.up) * step)
            ticks = stride(from: 0, through: upper + step / 2, by: step).map { $0 }
        }
    }

    /// Where `value` lies between the axis's ends, clamped to 0...1; nil when it cannot be
    /// shown (zero or negative on a logarithmic axis, not finite).
    public func position(of value: Double) -> Double? {
        guard value.isFinite else { return nil }
        switch scale {
        case .logarithmic:
            guard value > 0 else { return nil }
            return min(1, max(0, (log10(value) - log10(lower)) / (log10(upper) - log10(lower))))
        case .linear:
            return min(1, max(0, (value - lower) / (upper - lower)))
        }
    }

    /// 1, 2 or 5 times a power of ten, at least `rough`.
    static func niceStep(for rough: Double) -> Double {
        let power = pow(10, floor(log10(rough)))
        for multiple in [1.0, 2, 5, 10] where multiple * power >= rough { return multiple * power }
        return 10 * power
    }
}
