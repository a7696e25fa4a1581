/// How the report writes figures: three significant digits at most, times with the unit that
/// keeps them between 1 and 1,000, counts with thousands separators, ratios as "3.2x".
///
/// Written by hand rather than with `NumberFormatter` so the output is the same on every
/// machine, whatever its locale.
public enum FigureFormat {
    /// A duration given in nanoseconds: "8.1 ns", "13 µs", "1.8 ms", "0.52 s".
    public static func time(nanoseconds value: Double) -> String {
        guard value.isFinite else { return "-" }
        let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "µs")]
        for (scale, unit) in units where abs(value) >= scale {
            return "\(significant(value / scale)) \(unit)"
        }
        return "\(significant(value)) ns"
    }

    /// A count: whole numbers with separators ("2,048"), fractions to three digits ("0.25").
    public static func count(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value == value.rounded(), abs(value) < 1e15 { return grouped(Int(value)) }
        return significant(value)
    }

    /// A figure of `metric`, with its unit when it has one.
    public static func figure(_ value: Double, _ metric: BenchmarkMetricKind) -> String {
        metric.isTime ? time(nanoseconds: value) : count(value)
    }

    /// A ratio to the best row: "1.00x", "3.2x", "1,083x".
    public static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "∞" }
        if value < 10 { return fixed(value, decimals: 2) + "x" }
        if value < 100 { return fixed(value, decimals: 1) + "x" }
        return grouped(Int(value.rounded())) + "x"
    }

    /// Three significant digits, no trailing zeros after the point; separators above 1,000.
    static func significant(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 100 { return grouped(Int(value.rounded())) }
        let decimals = magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var text = fixed(value, decimals: decimals)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` rounded to `decimals` places, as digits.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale), fraction = scaled % Int(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + grouped(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return text
    }

    /// A whole number with a comma every three digits.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }
}
