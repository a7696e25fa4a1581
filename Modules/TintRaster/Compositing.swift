/// Source-over compositing of premultiplied ARGB8888 pixels, in integers.
@usableFromInline
enum Compositing {
    /// x / 255, rounded, exact for x in 0...65535.
    @inlinable @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x + 128
        return (t + (t >> 8)) >> 8
    }

    /// `src` (premultiplied) scaled by `coverage` (0...255).
    @inlinable @inline(__always)
    static func scale(_ src: UInt32, by coverage: UInt32) -> UInt32 {
        let rb = (src & 0x00FF_00FF) &* coverage &+ 0x0080_0080
        let ag = ((src >> 8) & 0x00FF_00FF) &* coverage &+ 0x0080_0080
        let rb2 = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        let ag2 = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb2 | ag2
    }

    /// `src` scaled by `coverage` (0...255), over `dst`: one anti-aliased pixel of a fill.
    @inlinable @inline(__always)
    static func over(_ src: UInt32, coverage: UInt32, _ dst: UInt32) -> UInt32 {
        over(coverage == 255 ? src : scale(src, by: coverage), dst)
    }

    /// `src` over `dst`, both premultiplied.
    @inlinable @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let inverseAlpha = 255 - (src >> 24)
        return src &+ scale(dst, by: inverseAlpha)
    }
}
