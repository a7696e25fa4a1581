import Foundation

/// Rows in order, as stretches each read as it is shown: a stretch of a collection's elements
/// (the rows of a table's data, the siblings of an outline) or of values known already.
/// Finding a row's stretch is a binary search over where they start, so a table of a thousand
/// single rows reads each of its ids in logarithmic time, not by walking every stretch before.
/// Public because a table's rows (`_TableRowList`) are the requirement of the public
/// `TableRowContent`; apps never spell it.
public struct _Stretches<Element>: RandomAccessCollection {
    /// A stretch: `count` rows, the one at an offset within it read by `element`.
    struct Stretch {
        let count: Int
        let element: (Int) -> Element
    }

    private var stretches: [Stretch] = []
    /// Where each stretch starts among the rows.
    private var starts: [Int] = []
    public private(set) var count = 0

    init() {}

    /// `values`, one stretch.
    init(values: [Element]) {
        append(count: values.count) { values[$0] }
    }

    /// The elements of `data`, each read as it is shown.
    init<Data: RandomAccessCollection>(data: Data) where Data.Element == Element {
        append(count: data.count) { data[data.index(data.startIndex, offsetBy: $0)] }
    }

    mutating func append(count: Int, element: @escaping (Int) -> Element) {
        guard count > 0 else { return }
        stretches.append(Stretch(count: count, element: element))
        starts.append(self.count)
        self.count += count
    }

    mutating func append(contentsOf other: _Stretches<Element>) {
        for stretch in other.stretches { append(count: stretch.count, element: stretch.element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "row \(position) out of 0..<\(count)")
        // The last stretch starting at or before the position.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return stretches[low].element(position - starts[low])
    }
}
