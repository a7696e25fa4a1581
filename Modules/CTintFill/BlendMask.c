#include "CTintFill.h"
#include "Compositing.h"
#include <string.h>

typedef uint8_t bytes32 __attribute__((vector_size(32)));
typedef uint8_t bytes8 __attribute__((vector_size(8)));

// Eight pixels at `pixels` through the eight coverage bytes `coverage`.
#define BLEND8(pixels, coverage) do { \
    bytes32 wide_ = __builtin_shufflevector((coverage), (bytes8){0}, 0, 8, 0, 8, 1, 8, 1, 8, 2, 8, 2, 8, 3, 8, 3, 8, \
                                            4, 8, 4, 8, 5, 8, 5, 8, 6, 8, 6, 8, 7, 8, 7, 8); \
    lanes16 covered_; \
    memcpy(&covered_, &wide_, 32); \
    lanes16 even_ = SCALE(sourceEven, covered_), odd_ = SCALE(sourceOdd, covered_); \
    lanes16 inverse_ = 255 - SCALE(sourceAlpha, covered_); \
    lanes16 destination_; \
    memcpy(&destination_, (pixels), 32); \
    lanes16 blendedEven_ = SCALE(destination_ & 0x00FF, inverse_) + even_; \
    lanes16 blendedOdd_ = SCALE(destination_ >> 8, inverse_) + odd_; \
    destination_ = blendedEven_ | (blendedOdd_ << 8); \
    memcpy((pixels), &destination_, 32); \
} while (0)

__attribute__((target_clones("avx2", "default")))
void tint_blend_mask(uint32_t *pixels, size_t pixelStride, const uint8_t *mask, size_t maskStride,
                     size_t width, size_t height, uint32_t source, int mayWritePast) {
    uint32_t sources[8] = {source, source, source, source, source, source, source, source};
    lanes16 sourceLanes;
    memcpy(&sourceLanes, sources, 32);
    lanes16 sourceEven = sourceLanes & 0x00FF, sourceOdd = sourceLanes >> 8;
    lanes16 sourceAlpha = (lanes16){0} + (uint16_t)(source >> 24);
    int opaque = source >> 24 == 255;
    for (size_t row = 0; row < height; row++) {
        uint32_t *out = pixels + row * pixelStride;
        const uint8_t *coverage = mask + row * maskStride;
        size_t x = 0;
        for (; x + 8 <= width; x += 8) {
            uint64_t eight;
            memcpy(&eight, coverage + x, 8);
            if (eight == 0) continue;
            if (opaque && eight == UINT64_MAX) {
                for (int i = 0; i < 8; i++) out[x + i] = source;
                continue;
            }
            bytes8 lanes;
            memcpy(&lanes, &eight, 8);
            BLEND8(out + x, lanes);
        }
        if (x == width) continue;
        if (mayWritePast) {
            // The one to seven pixels left as one group of eight, the lanes past the mask with
            // no coverage: those pixels are written back as they were.
            uint8_t rest[8] = {0, 0, 0, 0, 0, 0, 0, 0};
            size_t left = width - x;
            // A fixed count of conditional copies: a loop of `left` became a call to `memcpy`.
            for (size_t i = 0; i < 7; i++) {
                if (i < left) rest[i] = coverage[x + i];
            }
            bytes8 lanes;
            memcpy(&lanes, rest, 8);
            BLEND8(out + x, lanes);
        } else {
            for (; x < width; x++) {
                uint32_t c = coverage[x];
                if (c == 255 && opaque) out[x] = source;
                else if (c != 0) out[x] = over_scaled(source, c, out[x]);
            }
        }
    }
}
