/// A running-sum box blur of one plane of values (a channel, or a shadow's alpha) along one
/// axis, from one buffer into another: each value becomes the floor of the mean over the
/// `2 · radius + 1` values around it, beyond the edges transparent or (`extendEdges`) the edge
/// value repeated. Three passes each way approach a Gaussian (`Canvas.blur`, shadows).
///
/// A mean was a 64-bit division per value, most of the time of a blur: it is a multiplication
/// by the window's reciprocal instead, exact (the same floor) for every sum the plane can hold
/// (`Reciprocal`). The vertical pass goes along rows, one running sum per column, rather than
/// down columns a row's length apart in memory.
struct BoxBlur {
    let width: Int
    let height: Int
    let radius: Int
    let extendEdges: Bool

    init(width: Int, height: Int, radius: Int, extendEdges: Bool) {
        self.width = width
        self.height = height
        // A window far wider than the plane averages it away; capped so the sums cannot
        // overflow.
        self.radius = Swift.min(Swift.max(0, radius), 1 << 24)
        self.extendEdges = extendEdges
    }

    /// The floor of a sum over the window divided by the window, for sums of values up to 255.
    struct Reciprocal {
        let window: UInt64
        /// ⌈2³² / window⌉, or 0 when the window is too wide for it to be exact.
        let multiplier: UInt64

        init(window: Int) {
            self.window = UInt64(window)
            // sum · m / 2³² is within 1/window of sum / window below the next integer when
            // sum · (m · window − 2³²) < 2³², which holds for sums up to 255 · window when
            // 255 · window² ≤ 2³².
            multiplier = window > 1 && window <= 4_104 ? ((1 << 32) + UInt64(window) - 1) / UInt64(window) : 0
        }

        @inline(__always)
        func mean(_ sum: UInt64) -> UInt16 {
            if multiplier != 0 { return UInt16(truncatingIfNeeded: (sum &* multiplier) >> 32) }
            return window == 1 ? UInt16(truncatingIfNeeded: sum) : UInt16(truncatingIfNeeded: sum / window)
        }
    }

    /// One horizontal pass: each row of `source` into the same row of `target`.
    func horizontal(_ source: UnsafePointer<UInt16>, into target: UnsafeMutablePointer<UInt16>) {
        let divide = Reciprocal(window: 2 * radius + 1)
        let length = width
        guard length > 0 else { return }
        for y in 0..<height {
            let line = source + y * width, out = target + y * width
            let left = extendEdges ? UInt64(line[0]) : 0, right = extendEdges ? UInt64(line[length - 1]) : 0
            // The sum over -radius..<radius.
            let inside = Swift.min(radius, length)
            var sum: UInt64 = left * UInt64(radius) + right * UInt64(radius - inside)
            for i in 0..<inside { sum &+= UInt64(line[i]) }
            for i in 0..<length {
                sum &+= i + radius < length ? UInt64(line[i + radius]) : right
                out[i] = divide.mean(sum)
                sum &-= i >= radius ? UInt64(line[i - radius]) : left
            }
        }
    }

    /// One vertical pass: each column of `source` into the same column of `target`, a row at a
    /// time, with a running sum per column in `sums` (`width` values); `zeros` is a row of
    /// zeros, what lies past the edges when they are not extended.
    func vertical(_ source: UnsafePointer<UInt16>, into target: UnsafeMutablePointer<UInt16>, sums: UnsafeMutablePointer<UInt64>,
                  zeros: UnsafePointer<UInt16>) {
        let divide = Reciprocal(window: 2 * radius + 1)
        guard width > 0, height > 0 else { return }
        let above = extendEdges ? source : zeros, below = extendEdges ? source + (height - 1) * width : zeros
        let inside = Swift.min(radius, height)
        for x in 0..<width {
            sums[x] = UInt64(above[x]) * UInt64(radius) + UInt64(below[x]) * UInt64(radius - inside)
        }
        for j in 0..<inside {
            let row = source + j * width
            for x in 0..<width { sums[x] &+= UInt64(row[x]) }
        }
        for y in 0..<height {
            let out = target + y * width
            let entering = y + radius < height ? source + (y + radius) * width : below
            let leaving = y >= radius ? source + (y - radius) * width : above
            for x in 0..<width {
                let sum = sums[x] &+ UInt64(entering[x])
                out[x] = divide.mean(sum)
                sums[x] = sum &- UInt64(leaving[x])
            }
        }
    }

    /// The bytes of scratch `gaussian` needs besides its two planes.
    var scratchBytes: Int { 10 * width }

    /// Three passes each way over `plane` (`width · height` values up to 255), in place;
    /// `spare` is another plane's room and `scratch` at least `scratchBytes` (8-byte aligned).
    func gaussian(_ plane: UnsafeMutablePointer<UInt16>, spare: UnsafeMutablePointer<UInt16>, scratch: UnsafeMutableRawPointer) {
        let sums = scratch.bindMemory(to: UInt64.self, capacity: width)
        let zeros = (scratch + 8 * width).bindMemory(to: UInt16.self, capacity: width)
        zeros.update(repeating: 0, count: width)
        for _ in 0..<3 {
            horizontal(plane, into: spare)
            vertical(spare, into: plane, sums: sums, zeros: zeros)
        }
    }
}
