import TintCore
import TintLayout

/// What a text box knows of its text without laying it out: whether it is one line (no
/// newline), and if so its width in whole pixels and its size in points.
///
/// A one-line text has that size for every proposal at least as wide, whatever the height (at
/// least one line always shows): the common case of a label asked at zero, infinity and its
/// share answers here, without a block, a cache look-up or a read of the box's content.
///
/// Sixteen bytes, kept in every render box: the width and height in whole pixels and the scale
/// they were measured at, the sizes in points worked out from them when asked (the same
/// divisions as when they were stored, so the same values). As an enum holding the size, it
/// took forty.
struct OneLineText: Equatable {
    /// The width on one line in whole pixels, or `unknownMark` or `multilineMark`.
    private let width: Int32
    private let height: Int32
    private let scale: CGFloat

    private static let unknownMark: Int32 = -1
    private static let multilineMark: Int32 = -2

    /// Not worked out yet.
    static let unknown = OneLineText(width: unknownMark, height: 0, scale: 1)
    /// More than one line (a newline, or styled pieces), or not measurable on one line: the
    /// text is laid out in blocks.
    static let multiline = OneLineText(width: multilineMark, height: 0, scale: 1)

    private init(width: Int32, height: Int32, scale: CGFloat) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// One line `widthInPixels` wide and `heightInPixels` high at `scale`; a text too wide to
    /// count in 32 bits counts as multiline (it is laid out in blocks, as any wrapped text).
    static func oneLine(widthInPixels: Int, heightInPixels: Int, scale: CGFloat) -> OneLineText {
        guard let width = Int32(exactly: widthInPixels), width >= 0, let height = Int32(exactly: heightInPixels) else {
            return .multiline
        }
        return OneLineText(width: width, height: height, scale: scale)
    }

    var isUnknown: Bool { width == Self.unknownMark }
    var isOneLine: Bool { width >= 0 }
    /// The width on one line in whole pixels; `nil` unless one line.
    var widthInPixels: Int? { width >= 0 ? Int(width) : nil }

    /// The size for `proposal` when it is wide enough; `nil` when the text must be laid out.
    @inline(__always)
    func size(for proposal: ProposedViewSize) -> CGSize? {
        guard width >= 0 else { return nil }
        if let proposed = OneLineText.pixels(proposal.width, scale: scale), proposed < Int(width) { return nil }
        return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
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
