import CTintFill

/// `I(x) = ∫₀ˣ √(r² − t²) dt = ½(x √(r² − x²) + r² asin(x / r))` for x in [−r, r]: the area
/// under a circle's arc, what the exact coverage of circles and rounded corners is made of
/// (`DiscCoverage`, `CircularCorner`).
///
/// A shape needs `I` at every pixel edge it spans, so it is worked out for a run of edges at a
/// time: the arcsines, most of the work, four at a time in C (`tint_arc_values`, with AVX2
/// where the processor has it; the C library's `asin`, one call at a time, was a sixth of the
/// time of filling a circle of radius 20). Its arcsine is within 2 units in the last place
/// of the C library's `asin` over 200,000 points (checked when it was written), and
/// `ArcIntegralTests` holds the integrals within 8 units in the last place of r² of the
/// library's; that moves a coverage level (1/255) only for an area within about 1e-13 of a
/// rounding boundary.
enum ArcIntegral {
    /// For the first `columns` values of `values`, x in [−r, r] (column edges, from the
    /// centre): `integrals[i] = I(x)`, with `roots[i] = √(r² − x²)`. For the `rows` after them,
    /// heights y in [−r, r] (row edges): `roots[i]`, the half chord `x = √(r² − y²)` where the
    /// arc crosses the row edge, and `integrals[i] = I(x)`. One call for both (a corner of
    /// radius 8 has ten edges a side).
    ///
    /// At a row edge's chord `√(r² − x²)` is `|y|` and `asin(x / r)` is `π/2 − asin(|y| / r)`:
    /// no second square root or arcsine.
    static func atColumnsThenRows(_ values: UnsafePointer<Double>, roots: UnsafeMutablePointer<Double>, integrals: UnsafeMutablePointer<Double>,
                                  columns: Int, rows: Int, radius: Double) {
        guard columns + rows > 0 else { return }
        tint_arc_values(values, roots, integrals, columns + rows, radius)
        let r2 = radius * radius
        for index in 0..<columns {
            integrals[index] = 0.5 * (values[index] * roots[index] + r2 * integrals[index])
        }
        for index in columns..<(columns + rows) {
            let height = Swift.min(radius, abs(values[index]))
            integrals[index] = 0.5 * (roots[index] * height + r2 * (0.5 * Double.pi - abs(integrals[index])))
        }
    }

    /// `I(r)`, a quarter of the disc's area: the same bits as `atColumnsThenRows` gives at x = r.
    static func quarter(radius: Double) -> Double { 0.5 * (radius * radius * (0.5 * Double.pi)) }
}
