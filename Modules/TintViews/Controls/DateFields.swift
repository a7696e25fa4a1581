import Foundation

/// A date shown as the locale writes it, in fields a date picker selects and steps: the
/// pattern comes from the locale (`M/d/y` in the US, `dd/MM/y` in Britain, `HH:mm` or `h:mm a`),
/// and each field rolls within its range when stepped, as macOS's date fields do.
struct DateFields {
    enum Field: Hashable, Sendable {
        case year, month, day, hour12, hour24, minute, second, dayPeriod

        var component: Calendar.Component {
            switch self {
            case .year: .year
            case .month: .month
            case .day: .day
            case .hour12, .hour24, .dayPeriod: .hour
            case .minute: .minute
            case .second: .second
            }
        }
    }

    /// A piece of the written date: a field (with its pattern width) or literal text.
    enum Piece: Hashable {
        case field(Field, width: Int)
        case literal(String)
    }

    let pieces: [Piece]
    let calendar: Calendar
    let locale: Locale

    init(components: DatePickerComponents, calendar: Calendar, timeZone: TimeZone, locale: Locale) {
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.locale = locale
        var pieces: [Piece] = []
        if components.contains(.date) {
            pieces += DateFields.parse(DateFormatter.dateFormat(fromTemplate: "yMd", options: 0, locale: locale) ?? "M/d/y")
        }
        let wantsSeconds = components.contains(.hourMinuteAndSecond)
        if components.contains(.hourAndMinute) || wantsSeconds {
            if !pieces.isEmpty { pieces.append(.literal(", ")) }
            pieces += DateFields.parse(DateFormatter.dateFormat(fromTemplate: wantsSeconds ? "jmmss" : "jmm", options: 0, locale: locale) ?? "HH:mm")
        }
        self.pieces = pieces
    }

    /// The fields, in the order they are written.
    var fields: [Field] {
        pieces.compactMap { if case .field(let field, _) = $0 { field } else { nil } }
    }

    /// A date pattern split into fields and literals (quoted text kept as written).
    static func parse(_ pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var characters = Array(pattern)[...]
        while let first = characters.first {
            if first == "'" {
                characters = characters.dropFirst()
                let text = characters.prefix { $0 != "'" }
                characters = characters.dropFirst(text.count + 1)
                pieces.append(.literal(String(text)))
            } else if first.isLetter {
                let run = characters.prefix { $0 == first }
                characters = characters.dropFirst(run.count)
                let field: Field? = switch first {
                case "y", "u": .year
                case "M", "L": .month
                case "d": .day
                case "h", "K": .hour12
                case "H", "k": .hour24
                case "m": .minute
                case "s": .second
                case "a", "b", "B": .dayPeriod
                default: nil
                }
                if let field { pieces.append(.field(field, width: run.count)) }
            } else {
                let text = characters.prefix { !$0.isLetter && $0 != "'" }
                characters = characters.dropFirst(text.count)
                if case .literal(let previous) = pieces.last {
                    pieces[pieces.count - 1] = .literal(previous + String(text))
                } else {
                    pieces.append(.literal(String(text)))
                }
            }
        }
        return pieces
    }

    /// How `field` of `date` is written.
    func text(of field: Field, width: Int, in date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func padded(_ value: Int, _ digits: Int) -> String {
            let text = String(value)
            return text.count >= digits ? text : String(repeating: "0", count: digits - text.count) + text
        }
        switch field {
        case .year: return width == 2 ? padded((parts.year ?? 0) % 100, 2) : padded(parts.year ?? 0, width)
        case .month: return padded(parts.month ?? 1, width)
        case .day: return padded(parts.day ?? 1, width)
        case .hour24: return padded(parts.hour ?? 0, width)
        case .hour12:
            let hour = (parts.hour ?? 0) % 12
            return padded(hour == 0 ? 12 : hour, width)
        case .minute: return padded(parts.minute ?? 0, 2)
        case .second: return padded(parts.second ?? 0, 2)
        case .dayPeriod:
            let formatter = DateFormatter()
            formatter.locale = locale
            return (parts.hour ?? 0) < 12 ? formatter.amSymbol : formatter.pmSymbol
        }
    }

    /// `date` with `field` moved by `steps`, rolling within the field (minute 59 + 1 is 0 of
    /// the same hour; the 31st + 1 is the 1st of the same month), as macOS steps a date.
    func stepping(_ field: Field, of date: Date, by steps: Int) -> Date {
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        func roll(_ value: Int, in range: Range<Int>) -> Int {
            let count = range.count
            return range.lowerBound + (((value - range.lowerBound + steps) % count) + count) % count
        }
        switch field {
        case .year: parts.year = (parts.year ?? 1) + steps
        case .month: parts.month = roll(parts.month ?? 1, in: 1..<13)
        case .day:
            let days = calendar.range(of: .day, in: .month, for: date) ?? 1..<32
            parts.day = roll(parts.day ?? 1, in: days)
        case .hour12, .hour24: parts.hour = roll(parts.hour ?? 0, in: 0..<24)
        case .minute: parts.minute = roll(parts.minute ?? 0, in: 0..<60)
        case .second: parts.second = roll(parts.second ?? 0, in: 0..<60)
        case .dayPeriod: parts.hour = ((parts.hour ?? 0) + 12) % 24
        }
        // A day that no longer exists (the 31st moved to a shorter month) is the month's last.
        if field == .year || field == .month, let day = parts.day {
            var first = parts
            first.day = 1
            if let start = calendar.date(from: first), let days = calendar.range(of: .day, in: .month, for: start) {
                parts.day = Swift.min(day, days.upperBound - 1)
            }
        }
        return calendar.date(from: parts) ?? date
    }
}
