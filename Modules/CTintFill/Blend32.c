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

static inline uint32_t inverse_pair(uint32_t source) {
    uint32_t inverse = 255 - (source >> 24);
    return inverse | (inverse << 16);
}

__attribute__((target_clones("avx2", "default")))
void tint_blend_row(uint32_t *pixels, size_t count, uint32_t first, uint32_t run, uint32_t last, ptrdiff_t ahead) {
    if (ahead) tint_prefetch_row(pixels + ahead, count);
    if (count < 8) {
        for (size_t index = 0; index < count; index++) {
            uint32_t source = index == 0 ? first : index == count - 1 ? last : run;
            pixels[index] = source + scale_pixel(pixels[index], 255 - (source >> 24));
        }
        return;
    }
    // The run's sources in every lane; the first group's first lane and the last group's last
    // lane the edges' (both in one group of exactly eight).
    lanes32 runSources = (lanes32){0} + run, runInverses = (lanes32){0} + inverse_pair(run);
    lanes32 firstSources = runSources, firstInverses = runInverses, lastSources = runSources, lastInverses = runInverses;
    firstSources[0] = first;
    firstInverses[0] = inverse_pair(first);
    lastSources[7] = last;
    lastInverses[7] = inverse_pair(last);
    if (count == 8) {
        firstSources[7] = last;
        firstInverses[7] = inverse_pair(last);
        lastSources[0] = first;
        lastInverses[0] = inverse_pair(first);
    }
    // As in `tint_blend32`: the last eight pixels blended first, from their values before any
    // store, and stored last.
    lanes16 lastLanes;
    memcpy(&lastLanes, pixels + count - 8, 32);
    BLEND8_LANES(lastLanes, lastSources, lastInverses);
    lanes16 lanes;
    memcpy(&lanes, pixels, 32);
    BLEND8_LANES(lanes, firstSources, firstInverses);
    memcpy(pixels, &lanes, 32);
    for (size_t group = 8; group + 8 <= count; group += 8) {
        memcpy(&lanes, pixels + group, 32);
        // A whole group ending on the last pixel takes its source there (the overlapped store
        // after the loop writes the same value).
        if (group + 8 == count) {
            BLEND8_LANES(lanes, lastSources, lastInverses);
        } else {
            BLEND8_LANES(lanes, runSources, runInverses);
        }
        memcpy(pixels + group, &lanes, 32);
    }
    memcpy(pixels + count - 8, &lastLanes, 32);
}
