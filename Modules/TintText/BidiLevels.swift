import CTintText

/// The Unicode bidirectional algorithm's embedding levels for a paragraph, from FriBidi:
/// even levels run left to right, odd ones right to left.
enum BidiLevels {
    /// One level per scalar of `scalars`, and the highest level; nil when every level is 0
    /// (the common case: nothing to reorder). `rightToLeftByDefault` is the direction of a
    /// paragraph without strong characters (the layout direction); otherwise the first strong
    /// character decides, as in every text system.
    static func levels(of scalars: [UInt32], rightToLeftByDefault: Bool) -> (levels: [UInt8], maximum: UInt8)? {
        let count = scalars.count
        guard count > 0 else { return nil }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var direction: FriBidiParType = rightToLeftByDefault ? tint_FRIBIDI_PAR_WRTL() : tint_FRIBIDI_PAR_WLTR()
        let result: FriBidiLevel = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels)
        }
        // FriBidi answers the highest level plus one, 0 on failure (out of memory): drawn
        // left to right then, never dropped.
        guard result > 1 else { return nil }
        return (levels.map { UInt8(clamping: $0) }, UInt8(clamping: result - 1))
    }

    /// The visual order of runs at `levels` (rule L2): from the highest level down to the
    /// lowest odd one, every maximal sequence of runs at that level or above is reversed.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        // The lowest odd level at or above the lowest level present, even when no run is at
        // it: a run at level 2 among level-0 runs is reversed twice (at 2 and at 1), so its
        // glyphs stay left to right and the runs around it keep their places.
        let lowest = levels.min() ?? 0
        let lowestOdd = lowest % 2 == 1 ? lowest : lowest + 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i
                while j < order.count, levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return order
    }
}
