#include "CTintFill.h"
#include "Compositing.h"
#include <string.h>

// Eight pixels blended: each pixel's result depends on its own value only.
#define BLEND8(lanes) do { \
    lanes16 even_ = SCALE((lanes) & 0x00FF, inverseLanes), odd_ = SCALE((lanes) >> 8, inverseLanes); \
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
        for (size_t index = 0; index < count; index++) pixels[index] = source + scale_pixel(pixels[index], inverse);
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
