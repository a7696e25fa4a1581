import TintCore
import TintLayout

/// A `ProposedViewSize` in 16 bytes (an optional dimension took 9, with padding 32 in all):
/// what a render box keeps per size it gave, and for its last placement.
///
/// An unspecified dimension is stored as a NaN whose payload no arithmetic makes (arithmetic
/// on numbers gives the canonical NaN). Keys compare by bits, so a NaN proposal finds its own
/// answer again, which comparing the doubles never did.
struct PackedProposal: Equatable {
    private var width: UInt64
    private var height: UInt64

    private static let unspecified: UInt64 = 0x7FF8_7469_6E74_0001
    /// No proposal at all (a box not placed yet): a pattern no dimension packs to.
    static let none = PackedProposal(bits: unspecified &+ 1, unspecified &+ 1)

    private init(bits width: UInt64, _ height: UInt64) {
        self.width = width
        self.height = height
    }

    init(_ proposal: ProposedViewSize) {
        width = proposal.width.map { Double($0).bitPattern } ?? Self.unspecified
        height = proposal.height.map { Double($0).bitPattern } ?? Self.unspecified
    }

    var proposal: ProposedViewSize {
        ProposedViewSize(width: Self.dimension(width), height: Self.dimension(height))
    }

    private static func dimension(_ bits: UInt64) -> CGFloat? {
        bits == unspecified ? nil : CGFloat(Double(bitPattern: bits))
    }
}
