#ifndef TINT_COMPOSITING_H
#define TINT_COMPOSITING_H

#include <stdint.h>

// What the C loops share with TintRaster's `Compositing`, in its own arithmetic.
//
// Eight pixels as sixteen 16-bit lanes, each holding two channels: the even channels (blue,
// red) are the low bytes, the odd ones (green, alpha) the high bytes; each half is scaled in
// place. The same arithmetic as TintRaster's `SpanBlending` and `Compositing`, so the pixels
// are the same whichever path draws them.
typedef uint16_t lanes16 __attribute__((vector_size(32)));

// x * a / 255 rounded, per lane (x, a <= 255). A macro: a function taking 32-byte vectors
// would have a different calling convention in the baseline copy of the loops using it.
#define SCALE(x, a) ({ lanes16 t_ = (x) * (a) + 128; (t_ + (t_ >> 8)) >> 8; })

// Eight pixels as eight 32-bit lanes.
typedef uint32_t lanes32 __attribute__((vector_size(32)));

// `lanes` (eight pixels) with `sources` composited over them, each pixel its own source and
// inverse alpha (`inverses`: 255 - alpha in both 16-bit halves of its pixel).
#define BLEND8_LANES(lanes, sources, inverses) do { \
    lanes16 inverse_ = (lanes16)(inverses); \
    lanes16 even_ = SCALE((lanes) & 0x00FF, inverse_), odd_ = SCALE((lanes) >> 8, inverse_); \
    (lanes) = (even_ | (odd_ << 8)) + (lanes16)(sources); \
} while (0)

// One pixel's four channels times a / 255, rounded (TintRaster's `Compositing.scale`).
static inline uint32_t scale_pixel(uint32_t pixel, uint32_t a) {
    uint32_t rb = (pixel & 0x00FF00FFu) * a + 0x00800080u;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FFu) * a + 0x00800080u;
    return (((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu) | ((ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u);
}

// `source` scaled by `coverage` (0...255), over `pixel`: TintRaster's `Compositing.over(_:coverage:_:)`,
// one pixel (a glyph's, a shadow's, a layer's at an opacity).
static inline uint32_t over_scaled(uint32_t source, uint32_t coverage, uint32_t pixel) {
    uint32_t scaled = coverage == 255 ? source : scale_pixel(source, coverage);
    return scaled + scale_pixel(pixel, 255 - (scaled >> 24));
}

#endif
