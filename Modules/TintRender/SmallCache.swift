/// The last few answers of a box, by question: its sizes by proposal, its text laid out by
/// width and line count.
///
/// A box is asked a handful of questions per layout (a stack's probes at zero, infinity and a
/// share), each many times. A short array searched linearly answers faster than a dictionary,
/// which hashes the key on every look-up; when full, the oldest entry goes.
struct SmallCache<Key: Equatable, Value> {
    private var keys: [Key] = []
    private var values: [Value] = []
    private var next = 0
    static var capacity: Int { 12 }

    subscript(key: Key) -> Value? {
        for index in keys.indices where keys[index] == key { return values[index] }
        return nil
    }

    mutating func insert(_ value: Value, for key: Key) {
        if keys.count < Self.capacity {
            keys.append(key)
            values.append(value)
        } else {
            keys[next] = key
            values[next] = value
            next = (next + 1) % Self.capacity
        }
    }

    /// Every entry, oldest first among those kept.
    var entries: [(Key, Value)] { Array(zip(keys, values)) }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        next = 0
    }
}
