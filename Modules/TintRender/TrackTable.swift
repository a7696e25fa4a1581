/// The running animations of one kind, by box, stepped in the order they started.
///
/// A dictionary is stepped in hash order: thousands of tracks and their boxes read in random
/// order, nearly every read a cache miss (a frame of 10,000 fades spent most of its stepping
/// time waiting for memory). Boxes are made in tree order and animations start in tree order,
/// so stepping in start order reads memory nearly in sequence. Removal leaves a hole (O(1),
/// order kept); holes are squeezed out when they outnumber the tracks.
struct TrackTable<Track> {
    private var slots: [(key: ObjectIdentifier, track: Track)?] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    var count: Int { positions.count }
    var isEmpty: Bool { positions.isEmpty }

    subscript(key: ObjectIdentifier) -> Track? {
        get { positions[key].flatMap { slots[$0]?.track } }
        set {
            if let newValue {
                if let position = positions[key] {
                    slots[position] = (key, newValue)
                } else {
                    positions[key] = slots.count
                    slots.append((key, newValue))
                }
            } else {
                removeValue(forKey: key)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: ObjectIdentifier) -> Track? {
        guard let position = positions.removeValue(forKey: key) else { return nil }
        let removed = slots[position]?.track
        slots[position] = nil
        return removed
    }

    /// Squeezes out the holes when they outnumber the tracks (not while stepping: positions
    /// must stay put then).
    mutating func compact() {
        guard slots.count > 2 * positions.count + 16 else { return }
        slots.removeAll { $0 == nil }
        for (position, slot) in slots.enumerated() { positions[slot!.key] = position }
    }

    /// The positions to step, in start order; `entry(at:)` is nil for one removed meanwhile.
    var stepRange: Range<Int> { slots.indices }

    func entry(at position: Int) -> (key: ObjectIdentifier, track: Track)? { slots[position] }
}
