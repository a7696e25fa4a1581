#include "CTintFill.h"
#include <string.h>

// Eight pixels as sixteen 16-bit lanes, each holding two channels: the even channels (blue,
// red) are the low bytes, the odd ones (green, alpha) the high bytes; each half is scaled in
// place. The same arithmetic as TintRaster's `SpanBlending` and `Compositing.over`, so the
// pixels are the same whichever path draws them.
typedef uint16_t lanes16 __attribute__((vector_size(32)));

typedef uint32_t wide32 __attribute__((vector_size(64)));

// x * a / 255 rounded, per lane (x, a <= 255). A macro: a function taking 32-byte vectors
// would have a different calling convention in the baseline copy.
//
// With t = x * a + 128, (t + (t >> 8)) >> 8 is (t * 257) >> 16 for every x and a (checked for
// all 65,536 pairs): the high half of one 16-bit multiplication (`vpmulhuw`, which the
// compiler picks for the widened form below) instead of two shifts and an addition.
#define SCALE(x, a, out) do { \
    lanes16 t_ = (x) * (a) + 128; \
    (out) = __builtin_convertvector((__builtin_convertvector(t_, wide32) * 257) >> 16, lanes16); \
} while (0)

static inline uint32_t over(uint32_t source, uint32_t pixel, uint32_t inverse) {
    uint32_t rb = (pixel & 0x00FF00FFu) * inverse + 0x00800080u;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FFu) * inverse + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return source + (rb | ag);
}

// Eight pixels blended: each pixel's result depends on its own value only.
#define BLEND8(lanes) do { \
    lanes16 even_, odd_; \
    SCALE((lanes) & 0x00FF, inverseLanes, even_); \
    SCALE((lanes) >> 8, inverseLanes, odd_); \
    (lanes) = (even_ | (odd_ << 8)) + sourceLanes; \
} while (0)

// One copy of the loop for AVX2 (one 32-byte register a turn) and one for the x86-64 baseline
// (two 16-byte ones), chosen once when the library loads.
__attribute__((target_clones("avx2", "default")))
void tint_blend32(uint32_t *pixels, uint32_t source, size_t count) {
    uint16_t inverse = (uint16_t)(255 - (source >> 24));
    lanes16 inverseLanes = (lanes16){0} + inverse;
    lanes16 sourceLanes;
    uint32_t sources[8] = {source, source, source, source, source, source, source, source};
    memcpy(&sourceLanes, sources, 32);
    if (count < 8) {
        for (size_t index = 0; index < count; index++) pixels[index] = over(source, pixels[index], inverse);
        return;
    }
    // The last eight pixels are blended first, from their values before any store, and stored
    // last: where they overlap the last whole group of eight they get the same results, and the
    // one to seven pixels past the groups need no loop of their own (a fifth of the time of a
    // 70-pixel row went to that loop, one pixel at a time).
    lanes16 last;
    memcpy(&last, pixels + count - 8, 32);
    BLEND8(last);
    for (size_t index = 0; index + 8 <= count; index += 8) {
        lanes16 lanes;
        memcpy(&lanes, pixels + index, 32);
        BLEND8(lanes);
        memcpy(pixels + index, &lanes, 32);
    }
    memcpy(pixels + count - 8, &last, 32);
}
