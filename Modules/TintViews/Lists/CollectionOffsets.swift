import Foundation

// SwiftUI's additions to the standard collections, for `.onDelete` and `.onMove`.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)`. Offsets past the
    /// end are ignored with a warning.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let valid = offsets.filter { $0 >= 0 && $0 < count }
        if valid.count != offsets.count {
            RuntimeWarnings.emit("remove(atOffsets:): offsets \(offsets.filter { $0 < 0 || $0 >= count }) are outside 0..<\(count); ignored", fix: "pass offsets within 0..<\(count)")
        }
        // From the back, so each removal leaves the earlier offsets where they were.
        for offset in valid.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so that they stand, in their order, before the element
    /// that was at `destination` (or at the end), as SwiftUI's `move(fromOffsets:toOffset:)`.
    /// Offsets outside the collection are ignored with a warning.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let n = count
        let valid = source.filter { $0 >= 0 && $0 < n }
        if valid.count != source.count || destination < 0 || destination > n {
            RuntimeWarnings.emit("move(fromOffsets:toOffset:): offsets \(Array(source)) to \(destination) are not all within 0...\(n); moving only the valid ones", fix: "pass offsets within 0...\(n)")
        }
        let target = Swift.min(Swift.max(destination, 0), n)
        let elements = Array(self)
        let moved = valid.map { elements[$0] }
        let movedSet = Set(valid)
        var kept: [Element] = []
        var insertAt = 0
        for (offset, element) in elements.enumerated() where !movedSet.contains(offset) {
            if offset < target { insertAt += 1 }
            kept.append(element)
        }
        kept.insert(contentsOf: moved, at: insertAt)
        var index = startIndex
        for element in kept {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
