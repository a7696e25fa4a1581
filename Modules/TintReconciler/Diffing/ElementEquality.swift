/// Whether a `ForEach`'s old and new elements are equal, by offset, read in place in the two
/// arrays' storage (see `ForEachNode.elementEquality`). Both buffers must outlive it.
///
/// Addresses come from a stride read once: typed pointer arithmetic in the node's
/// unspecialized code looked the element type up (`swift_getAssociatedTypeWitness`) for every
/// element.
struct ElementEquality {
    let old: UnsafeRawPointer
    let new: UnsafeRawPointer
    let stride: Int
    let comparer: ValueComparer
    /// A struct plan runs inline, without the class call per element.
    let plan: StructComparer.Plan?

    init(old: UnsafeRawPointer, new: UnsafeRawPointer, stride: Int, comparer: ValueComparer) {
        self.old = old
        self.new = new
        self.stride = stride
        self.comparer = comparer
        plan = (comparer as? StructComparer)?.plan
    }

    /// The old element at `oldOffset` equals the new one at `newOffset`.
    @inline(__always)
    func equal(_ oldOffset: Int, _ newOffset: Int) -> Bool {
        let a = old + oldOffset &* stride, b = new + newOffset &* stride
        if let plan { return plan.equal(a, b) }
        return comparer.equal(a, b)
    }

    /// The first offset in `range` whose old and new elements differ (`range.upperBound` when
    /// none): a run of rows passed over in one call into the comparer, not one call per row
    /// through a closure, the comparer's class and `==`'s witness.
    func firstDifference(in range: Range<Int>) -> Int {
        guard let plan else { return comparer.firstDifference(old, new, stride: stride, in: range) }
        for offset in range where !plan.equal(old + offset &* stride, new + offset &* stride) { return offset }
        return range.upperBound
    }
}
