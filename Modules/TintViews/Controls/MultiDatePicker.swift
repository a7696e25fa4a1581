import Foundation

/// A calendar on which several days are chosen, as SwiftUI's `MultiDatePicker` (an iOS control;
/// on the desktop the month grid of a graphical `DatePicker`): a click on a day adds it to the
/// selection or takes it out; days outside the bounds cannot be chosen.
public struct MultiDatePicker<Label: View>: View {
    let label: Label
    @Binding var selection: Set<DateComponents>
    let lower: Date?
    let upper: Date?
    @State private var shownMonth: Date?
    @Environment(\._labelsHidden) private var labelsHidden
    @Environment(\.calendar) private var calendar

    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lower: nil, upper: nil)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        // A half-open range: its last day is the one before its upper bound.
        self.init(label: label(), selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound.addingTimeInterval(-1))
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lower: bounds.lowerBound, upper: nil)
    }

    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), selection: selection, lower: nil, upper: bounds.upperBound.addingTimeInterval(-1))
    }

    init(label: Label, selection: Binding<Set<DateComponents>>, lower: Date?, upper: Date?) {
        self.label = label
        _selection = selection
        self.lower = lower
        self.upper = upper
    }

    public var body: some View {
        // The month first shown: the earliest chosen day's, else today's.
        let first = selection.compactMap { calendar.date(from: $0) }.min() ?? Date()
        return VStack(alignment: .leading, spacing: 6) {
            if !labelsHidden { label }
            _CalendarGrid(selection: .constant(first), shownMonth: $shownMonth, lower: lower, upper: upper, days: $selection)
        }
    }
}

extension MultiDatePicker where Label == Text {
    /// A multi-date picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }

    /// The same, within `bounds`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// The same, from `bounds` on.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// The same, up to `bounds`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
