import Foundation
import TintBoxes
import TintCore
import TintText

/// The smaller and tighter layouts of one text that may squeeze to fit its frame
/// (`.minimumScaleFactor`, `.allowsTightening`), each a shared text of its own in a smaller or
/// tighter face, by pixel size and tightness. Kept by the render tree for the shared text they
/// squeeze: a new content makes a new shared text, so they are never stale.
final class SqueezedText {
    /// The shared text squeezed (held, so its identity is not reused while this lives).
    let base: SharedText
    var variants: [Variant: SharedText] = [:]

    struct Variant: Hashable {
        let pixelSize: Int
        let tight: Bool
    }

    init(base: SharedText) {
        self.base = base
    }
}

extension RenderTree {
    /// Texts whose squeezed layouts are kept, at most: past it they are all forgotten (each
    /// is made again when asked, in a few layouts).
    static let squeezedTextBudget = 256

    /// Tightening draws characters closer by this fraction of the font's size.
    static let tighteningFraction: CGFloat = 0.05

    /// The block of a text that does not fit at its own size and may squeeze: tightened at its
    /// own size when it may tighten and that fits, else in the largest whole-pixel size down to
    /// its minimum scale at which it is not cut (tightened too when it may), else at that
    /// minimum size, cut. nil when squeezing changes nothing (tightening alone did not fit and
    /// it may not shrink).
    func squeezedBlock(of text: TextContent, squeezing shared: SharedText, width: Int?, height: Int?) -> TextBlock? {
        let key = ObjectIdentifier(shared)
        let squeezed: SqueezedText
        if let known = squeezedTexts[key], known.base === shared {
            squeezed = known
        } else {
            if squeezedTexts.count >= RenderTree.squeezedTextBudget { squeezedTexts.removeAll(keepingCapacity: true) }
            squeezed = SqueezedText(base: shared)
            squeezedTexts[key] = squeezed
        }
        let full = shared.face.pixelSize
        let tight = text.allowsTightening
        func block(_ pixelSize: Int) -> TextBlock? {
            variant(of: text, squeezed, Variant(pixelSize: pixelSize, tight: tight), full: full)?
                .block(width: width, height: height, naturalWidth: nil)
        }
        if tight, let tightened = block(full), !tightened.isTruncated || text.minimumScaleFactor >= 1 { return tightened }
        guard text.minimumScaleFactor < 1 else { return nil }
        let least = Swift.max(1, Int((Double(full) * Double(text.minimumScaleFactor)).rounded(.up)))
        guard least < full else { return nil }
        // The largest size that shows all the text: sizes that fit form a range from the least.
        var low = least, high = full - 1
        guard let smallest = block(least) else { return nil }
        if smallest.isTruncated { return smallest }
        var best = smallest
        while low < high {
            let middle = (low + high + 1) / 2
            guard let candidate = block(middle) else { break }
            if candidate.isTruncated {
                high = middle - 1
            } else {
                low = middle
                best = candidate
            }
        }
        return best
    }

    private typealias Variant = SqueezedText.Variant

    /// The shared text of `text` at `variant`'s size and tightness, made once.
    private func variant(of text: TextContent, _ squeezed: SqueezedText, _ variant: Variant, full: Int) -> SharedText? {
        if let known = squeezed.variants[variant] { return known }
        let ratio = CGFloat(variant.pixelSize) / CGFloat(Swift.max(1, full))
        func squeezedFont(_ font: Font) -> Font {
            var font = font
            font.size = Swift.max(0.5, font.size * ratio)
            if variant.tight { font.tracking -= font.size * RenderTree.tighteningFraction }
            return font
        }
        guard let face = face(for: squeezedFont(text.font)) else { return nil }
        let base = squeezed.base
        var spans: [TextSpan]?
        if let runs = text.runs {
            spans = runs.enumerated().map { index, run in
                TextSpan(length: run.length, face: self.face(for: squeezedFont(run.font)) ?? face, style: index)
            }
        }
        let made = SharedText(string: base.string, face: face, spans: spans, lineSpacing: base.lineSpacing, lineLimit: base.lineLimit,
                              rightToLeft: base.rightToLeft, truncation: base.truncation, strut: base.strut)
        squeezed.variants[variant] = made
        return made
    }
}
