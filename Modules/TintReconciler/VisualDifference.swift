import TintBoxes
import TintLayout
import TintViews

/// Whether a rebuilt primitive's content changes what its box shows: the reconciler sends
/// `visual: false` updates for content whose only change is its actions.
extension BoxContent {
    /// True when `other` would size, place or draw differently (actions do not count: they
    /// change no pixel).
    func differsVisually(from other: BoxContent) -> Bool {
        // A copy of the same content (its storage not written since).
        if isUnwrittenCopy(of: other) { return false }
        if drawing != other.drawing || identifier != other.identifier || effect != other.effect || overlay != other.overlay
            || stackRole != other.stackRole || layoutPriority != other.layoutPriority || zIndex != other.zIndex || shortcut != other.shortcut
            || blocksHits != other.blocksHits || mirrorsChildren != other.mirrorsChildren { return true }
        // A reveal asked for is answered by the box's next placement: it is laid out again.
        if revealing != other.revealing { return true }
        // Guide closures cannot be compared: a new one may place things elsewhere.
        if alignmentGuide != nil || other.alignmentGuide != nil { return true }
        if layoutValue != nil || other.layoutValue != nil {
            guard let a = layoutValue, let b = other.layoutValue, a.key == b.key, a.equals(b.value) else { return true }
        }
        switch (layout, other.layout) {
        case (nil, nil): return false
        case (let a?, let b?): return !BoxContent.sameLayout(a, b)
        default: return true
        }
    }

    private static func sameLayout(_ a: any Layout, _ b: any Layout) -> Bool {
        func open<L: Layout>(_ a: L) -> Bool {
            guard let b = b as? L else { return false }
            return ValueEquality.equal(a, b) ?? false
        }
        return open(a)
    }
}
