/// The last few answers of a box, by question: its sizes by proposal, its text laid out by
/// width and line count.
///
/// A box is asked a handful of questions per layout (a stack's probes at zero, infinity and a
/// share), each many times. A short array searched linearly answers faster than a dictionary,
/// which hashes the key on every look-up; when full, the oldest entry goes.
///
/// Keys and values live in one array of pairs, made with room for a few entries at the first
/// insert: two arrays grown one append at a time reallocated ten times per box on the way to
/// twelve entries, a fifth of all allocations of a first frame. The first entry is kept
/// inline, never in the array: most text boxes are asked one question that misses their
/// one-line shortcut, and an array for it was one allocation per label.
struct SmallCache<Key: Equatable, Value> {
    /// The first entry inserted since the last `removeAll`; never evicted.
    private var first: (key: Key, value: Value)?
    /// The later entries, a ring once full.
    private var entriesKept: [(key: Key, value: Value)] = []
    /// The slot the next entry replaces once full (fewer than 256 slots).
    private var next: UInt8 = 0
    static var capacity: Int { 12 }
    /// Room made at the first insert (after the inline first entry): enough for most labels,
    /// asked two or three questions that miss their one-line size (a stack's probes at zero
    /// width); a box asked more grows, up to the capacity. Room for four made each label's
    /// cache 176 bytes of heap, most of it unused (112 now).
    static var initialRoom: Int { 2 }

    /// Compares keys in place: iterating over the entries would copy each value out, and a
    /// value holding references (a text block's lines) would be retained and released per entry.
    // Inlined into `RenderBox.sizeThatFits` on every question: left to the compiler, it became
    // a call once that function grew (0.4 % of a first frame's instructions).
    @inline(__always)
    subscript(key: Key) -> Value? {
        if let first, first.key == key { return first.value }
        for index in entriesKept.indices where entriesKept[index].key == key { return entriesKept[index].value }
        return nil
    }

    mutating func insert(_ value: Value, for key: Key) {
        guard first != nil else {
            first = (key, value)
            return
        }
        if entriesKept.count < Self.capacity - 1 {
            if entriesKept.capacity == 0 { entriesKept.reserveCapacity(Self.initialRoom) }
            entriesKept.append((key, value))
        } else {
            entriesKept[Int(next)] = (key, value)
            next = UInt8((Int(next) + 1) % (Self.capacity - 1))
            hasEvicted = true
        }
    }

    /// Whether an entry was dropped to make room since the last `removeAll`: then `entries`
    /// is not every answer given.
    private(set) var hasEvicted = false

    /// Every entry, oldest first among those kept.
    var entries: [(Key, Value)] {
        guard let first else { return [] }
        return [(first.key, first.value)] + entriesKept.map { ($0.key, $0.value) }
    }

    var isEmpty: Bool { first == nil }

    mutating func removeAll() {
        first = nil
        entriesKept.removeAll(keepingCapacity: true)
        next = 0
        hasEvicted = false
    }
}
