#include "CTintFill.h"
#include "Compositing.h"
#include <string.h>

// `p` and `q` mixed, `q` weighing `w`/256, two channels at a time: TintRaster's `lerp` in
// `ImageDrawing`, the same bits. A weight of 0 gives `p` exactly (p * 256 >> 8).
#define MIX(p, q, w, v) ( \
    (((((p) & 0x00FF00FFu) * (v) + ((q) & 0x00FF00FFu) * (w)) >> 8) & 0x00FF00FFu) | \
    (((((p) >> 8) & 0x00FF00FFu) * (v) + (((q) >> 8) & 0x00FF00FFu) * (w)) & 0xFF00FF00u))

__attribute__((target_clones("avx2", "default")))
void tint_image_row(uint32_t *pixels, size_t count, const uint32_t *upper, const uint32_t *lower,
                    const int32_t *lows, const int32_t *highs, const uint32_t *weights, uint32_t weight) {
    size_t index = 0;
    lanes32 rowWeight = (lanes32){0} + weight, rowRest = (lanes32){0} + (256 - weight);
    for (; index + 8 <= count; index += 8) {
        lanes32 upperLow, upperHigh, lowerLow, lowerHigh, w, destination;
        for (int lane = 0; lane < 8; lane++) {
            int32_t low = lows[index + lane], high = highs[index + lane];
            upperLow[lane] = upper[low];
            upperHigh[lane] = upper[high];
            lowerLow[lane] = lower[low];
            lowerHigh[lane] = lower[high];
        }
        memcpy(&w, weights + index, 32);
        memcpy(&destination, pixels + index, 32);
        lanes32 v = 256 - w;
        lanes32 top = MIX(upperLow, upperHigh, w, v), bottom = MIX(lowerLow, lowerHigh, w, v);
        lanes32 pixel = MIX(top, bottom, rowWeight, rowRest);
        lanes32 inverse = 255 - (pixel >> 24);
        lanes16 lanes = (lanes16)destination;
        BLEND8_LANES(lanes, pixel, inverse | (inverse << 16));
        lanes32 blended = (lanes32)lanes;
        // A transparent result leaves the pixel as it was.
        lanes32 transparent = (lanes32)((pixel >> 24) == 0);
        lanes32 result = (blended & ~transparent) | (destination & transparent);
        memcpy(pixels + index, &result, 32);
    }
    for (; index < count; index++) {
        uint32_t w = weights[index], v = 256 - w;
        uint32_t top = MIX(upper[lows[index]], upper[highs[index]], w, v), bottom = MIX(lower[lows[index]], lower[highs[index]], w, v);
        uint32_t pixel = MIX(top, bottom, weight, 256 - weight);
        if ((pixel >> 24) == 0) continue;
        pixels[index] = pixel + scale_pixel(pixels[index], 255 - (pixel >> 24));
    }
}
