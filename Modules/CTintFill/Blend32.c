#include "CTintFill.h"
#include <string.h>

// Eight pixels as sixteen 16-bit lanes, each holding two channels: the even channels (blue,
// red) are the low bytes, the odd ones (green, alpha) the high bytes; each half is scaled in
// place. The same arithmetic as TintRaster's `SpanBlending` and `Compositing.over`, so the
// pixels are the same whichever path draws them.
typedef uint16_t lanes16 __attribute__((vector_size(32)));

// x * a / 255 rounded, per lane (x, a <= 255). A macro: a function taking 32-byte vectors
// would have a different calling convention in the baseline copy.
#define SCALE(x, a, out) do { lanes16 t_ = (x) * (a) + 128; (out) = (t_ + (t_ >> 8)) >> 8; } while (0)

static inline uint32_t over(uint32_t source, uint32_t pixel, uint32_t inverse) {
    uint32_t rb = (pixel & 0x00FF00FFu) * inverse + 0x00800080u;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FFu) * inverse + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return source + (rb | ag);
}

// One copy of the loop for AVX2 (one 32-byte register a turn) and one for the x86-64 baseline
// (two 16-byte ones), chosen once when the library loads.
__attribute__((target_clones("avx2", "default")))
void tint_blend32(uint32_t *pixels, uint32_t source, size_t count) {
    uint16_t inverse = (uint16_t)(255 - (source >> 24));
    lanes16 inverseLanes = (lanes16){0} + inverse;
    lanes16 sourceLanes;
    uint32_t sources[8] = {source, source, source, source, source, source, source, source};
    memcpy(&sourceLanes, sources, 32);
    size_t index = 0;
    for (; index + 8 <= count; index += 8) {
        lanes16 lanes;
        memcpy(&lanes, pixels + index, 32);
        lanes16 even, odd;
        SCALE(lanes & 0x00FF, inverseLanes, even);
        SCALE(lanes >> 8, inverseLanes, odd);
        lanes = (even | (odd << 8)) + sourceLanes;
        memcpy(pixels + index, &lanes, 32);
    }
    for (; index < count; index++) pixels[index] = over(source, pixels[index], inverse);
}
