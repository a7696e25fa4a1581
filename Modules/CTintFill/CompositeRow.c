#include "CTintFill.h"
#include "Compositing.h"
#include <string.h>

// A weight of 255 scales a channel to itself (x · 255 / 255 rounds to x) and a transparent
// pixel over another leaves it (it is scaled by 255), so eight pixels take the same arithmetic
// whatever their weights; eight transparent ones are skipped unwritten.
__attribute__((target_clones("avx2", "default")))
void tint_composite_row(uint32_t *pixels, const uint32_t *layer, const uint32_t *mask, size_t count, uint32_t factor) {
    size_t x = 0;
    lanes32 factors = (lanes32){0} + factor;
    for (; x + 8 <= count; x += 8) {
        lanes32 source;
        memcpy(&source, layer + x, 32);
        lanes32 zero = {0};
        if (!__builtin_reduce_or(source != zero)) continue;
        lanes32 weight = factors;
        if (mask) {
            lanes32 coverage;
            memcpy(&coverage, mask + x, 32);
            lanes32 t = (coverage >> 24) * factors + 128;
            weight = (t + (t >> 8)) >> 8;
        }
        lanes16 weights = (lanes16)(weight | (weight << 16));
        lanes16 sourceLanes = (lanes16)source;
        lanes16 even = SCALE(sourceLanes & 0x00FF, weights), odd = SCALE(sourceLanes >> 8, weights);
        lanes32 scaled = (lanes32)(even | (odd << 8));
        lanes32 inverse = 255 - (scaled >> 24);
        lanes16 destination;
        memcpy(&destination, pixels + x, 32);
        BLEND8_LANES(destination, scaled, inverse | (inverse << 16));
        memcpy(pixels + x, &destination, 32);
    }
    for (; x < count; x++) {
        uint32_t source = layer[x];
        if (source == 0) continue;
        uint32_t weight = factor;
        if (mask) {
            uint32_t t = (mask[x] >> 24) * factor + 128;
            weight = (t + (t >> 8)) >> 8;
        }
        if (weight == 0) continue;
        pixels[x] = over_scaled(source, weight, pixels[x]);
    }
}
