import TintCore
import TintLayout

/// What a text box knows of its text without laying it out: whether it is one line (no
/// newline), and if so its width in whole pixels and its size in points.
///
/// A one-line text has that size for every proposal at least as wide, whatever the height (at
/// least one line always shows): the common case of a label asked at zero, infinity and its
/// share answers here, without a block, a cache look-up or a read of the box's content.
enum OneLineText: Equatable {
    case unknown
    case multiline
    case oneLine(widthInPixels: Int, size: CGSize, scale: CGFloat)

    /// The size for `proposal` when it is wide enough; `nil` when the text must be laid out.
    @inline(__always)
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard case .oneLine(let width, let size, let scale) = self else { return nil }
        guard let proposed = OneLineText.pixels(proposal.width, scale: scale) else { return size }
        return proposed >= width ? size : nil
    }

    /// Whole pixels for a length in points (`nil` for none, or one too large to count: no
    /// limit), with a small tolerance so that a frame measured from a block gives back the same
    /// block.
    @inline(__always)
    static func pixels(_ points: CGFloat?, scale: CGFloat) -> Int? {
        guard let points, points.isFinite else { return nil }
        let scaled = points * scale + 0.001
        guard scaled < 1e15 else { return nil }
        return scaled > 0 ? Int(scaled.rounded(.down)) : 0
    }
}
