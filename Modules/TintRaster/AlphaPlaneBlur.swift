/// `BoxBlur.gaussian` of one plane of bytes (a shadow's alpha), four lines at a time through
/// `PackedBoxBlur`'s passes, with the same floors and edges (so the same bits).
///
/// A running sum goes along its line one value after another; one plane blurred value by value
/// took about 17 instructions a value a pass, and the gallery's shadow, with its compositing,
/// was 14.1 % of a one-thread frame (5.9 % since, perf). Bytes of four lines side by side make one packed "pixel", four running sums in one
/// vector: the plane's rows as they lie, four columns to a word, for the vertical passes, and
/// four rows interleaved (a 4 x 4 byte transpose away) for the horizontal ones.
///
/// The plane is `paddedWidth x paddedHeight` bytes, row-major, both multiples of 4. Passes read
/// and write only the first `width` columns along a row and `height` rows down a column; the
/// padding's lanes are blurred on their own and never mix with the plane's.
struct AlphaPlaneBlur {
    let width: Int
    let height: Int
    let paddedWidth: Int
    let paddedHeight: Int
    private let rows: PackedBoxBlur
    private let columns: PackedBoxBlur

    /// nil when `PackedBoxBlur` does not serve the window (box radii above 127).
    init?(width: Int, height: Int, radius: Int) {
        let paddedWidth = (width + 3) & ~3, paddedHeight = (height + 3) & ~3
        // Horizontal passes: rows of `width` words, each word four interleaved plane rows.
        guard let rows = PackedBoxBlur(width: width, height: paddedHeight / 4, radius: radius, extendEdges: false),
              // Vertical passes: the plane's `height` rows, four columns to a word.
              let columns = PackedBoxBlur(width: paddedWidth / 4, height: height, radius: radius, extendEdges: false) else { return nil }
        self.width = width
        self.height = height
        self.paddedWidth = paddedWidth
        self.paddedHeight = paddedHeight
        self.rows = rows
        self.columns = columns
    }

    /// Three passes each way over `plane`, in place, through `spare` (as large; each pass writes
    /// all of it before reading it, so it needs no clearing).
    func gaussian(_ plane: UnsafeMutablePointer<UInt8>, spare: UnsafeMutablePointer<UInt8>) {
        guard width > 0, height > 0 else { return }
        let count = paddedWidth * paddedHeight / 4
        let words = UnsafeMutableRawPointer(plane).bindMemory(to: UInt32.self, capacity: count)
        let spareWords = UnsafeMutableRawPointer(spare).bindMemory(to: UInt32.self, capacity: count)
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: paddedWidth / 4)
        let zeros = UnsafeMutablePointer<UInt32>.allocate(capacity: paddedWidth / 4)
        defer {
            sums.deallocate()
            zeros.deallocate()
        }
        zeros.initialize(repeating: 0, count: paddedWidth / 4)
        for _ in 0..<3 {
            interleave(words, into: spareWords)
            rows.horizontal(spareWords, stride: paddedWidth, into: words, stride: paddedWidth)
            deinterleave(words, into: spareWords)
            columns.vertical(spareWords, stride: paddedWidth / 4, into: words, stride: paddedWidth / 4, sums: sums, zeros: zeros)
        }
    }

    /// Rows 4g...4g+3 of a plane as row g of words, word x holding the four rows' bytes at
    /// column x.
    private func interleave(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>) {
        let wordsPerRow = paddedWidth / 4
        for group in 0..<(paddedHeight / 4) {
            let rows = source + 4 * group * wordsPerRow, out = target + group * paddedWidth
            for column in 0..<wordsPerRow {
                let words = Self.transpose(rows[column], rows[wordsPerRow + column], rows[2 * wordsPerRow + column], rows[3 * wordsPerRow + column])
                (out[4 * column], out[4 * column + 1], out[4 * column + 2], out[4 * column + 3]) = words
            }
        }
    }

    /// `interleave` undone: row g of words as rows 4g...4g+3 of the plane.
    private func deinterleave(_ source: UnsafePointer<UInt32>, into target: UnsafeMutablePointer<UInt32>) {
        let wordsPerRow = paddedWidth / 4
        for group in 0..<(paddedHeight / 4) {
            let four = source + group * paddedWidth, rows = target + 4 * group * wordsPerRow
            for column in 0..<wordsPerRow {
                let words = Self.transpose(four[4 * column], four[4 * column + 1], four[4 * column + 2], four[4 * column + 3])
                (rows[column], rows[wordsPerRow + column], rows[2 * wordsPerRow + column], rows[3 * wordsPerRow + column]) = words
            }
        }
    }

    /// Four words as a 4 x 4 block of bytes, transposed: byte k of word j out is byte j of word
    /// k in.
    @inline(__always)
    private static func transpose(_ w0: UInt32, _ w1: UInt32, _ w2: UInt32, _ w3: UInt32) -> (UInt32, UInt32, UInt32, UInt32) {
        @inline(__always) func gather(_ shift: UInt32) -> UInt32 {
            (w0 >> shift) & 0xFF | ((w1 >> shift) & 0xFF) << 8 | ((w2 >> shift) & 0xFF) << 16 | ((w3 >> shift) & 0xFF) << 24
        }
        return (gather(0), gather(8), gather(16), gather(24))
    }
}
