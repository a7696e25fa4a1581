#ifndef CTINTFILL_H
#define CTINTFILL_H

#include <stddef.h>
#include <stdint.h>

/// Stores `value` into `count` 32-bit pixels: a long run on x86-64 as one string store (`rep
/// stosl`, whole lines written without being read first), else through the C library's
/// `wmemset` (a `wchar_t` is 32 bits on Linux and macOS), which picks the widest stores the
/// processor has at run time; Swift code is compiled for the x86-64 baseline's 16-byte stores.
void tint_fill32(uint32_t *pixels, uint32_t value, size_t count);

/// Composites `source` (premultiplied, alpha below 255) over `count` 32-bit pixels, with the
/// processor's widest vectors (AVX2 where it has them, picked at run time): Swift code is
/// compiled for the x86-64 baseline's 16-byte ones. Exactly `Compositing.over` per pixel.
void tint_blend32(uint32_t *pixels, uint32_t source, size_t count);

/// A row of a rectangle: composites `first` over the first of `count` pixels, `last` over the
/// last and `run` over those between (all premultiplied; a partly covered edge column has its
/// colour scaled by its coverage). One pass: the edge pixels blended one by one around
/// `tint_blend32` were a sixth of the time of 1,000 translucent rectangles. When `ahead` is
/// not 0 the same columns `ahead` pixels on (two rows down) are asked into the cache first
/// (`tint_prefetch_row`; the Swift loop that did it per row was a tenth of the time).
void tint_blend_row(uint32_t *pixels, size_t count, uint32_t first, uint32_t run, uint32_t last, ptrdiff_t ahead);

/// One row of an image drawn scaled (`Canvas.draw(image:in:smooth:tint:)` without a tint):
/// pixel `i` of `count` is the image mixed from rows `upper` and `lower` (`weight`/256 of the
/// lower) at source columns `lows[i]` and `highs[i]` (`weights[i]`/256 of the high one),
/// composited over the pixel; a transparent result leaves it. Exactly the Swift loop's
/// arithmetic, eight pixels at a time where AVX2 is.
void tint_image_row(uint32_t *pixels, size_t count, const uint32_t *upper, const uint32_t *lower,
                    const int32_t *lows, const int32_t *highs, const uint32_t *weights, uint32_t weight);

/// Composites `source` (premultiplied) through a coverage mask of `width` x `height` bytes
/// (rows `maskStride` apart) onto the pixels at `pixels` (rows `pixelStride` apart), eight at a
/// time (AVX2 where the processor has it): a glyph. With `mayWritePast`, the seven pixels past
/// each row may be read and written back unchanged (they are inside the clip). Exactly
/// TintRaster's `Compositing.over` of the colour scaled by the coverage, per pixel.
void tint_blend_mask(uint32_t *pixels, size_t pixelStride, const uint8_t *mask, size_t maskStride,
                     size_t width, size_t height, uint32_t source, int mayWritePast);

/// Composites `count` pixels of a layer (`layer`, premultiplied) over `pixels`, each weighed by
/// `factor` (0...255, an opacity) and, when `mask` is not null, by the alpha of the mask's
/// pixel: `Canvas.composite(_:opacity:mask:)`'s row, eight pixels at a time (AVX2 where the
/// processor has it), exactly its `Compositing` arithmetic.
void tint_composite_row(uint32_t *pixels, const uint32_t *layer, const uint32_t *mask, size_t count, uint32_t factor);

/// For each of `count` values `h` in `heights`: `roots` gets `sqrt(radius² − h²)` (0 past the
/// radius) and `arcsines` gets `asin(h / radius)` (the ratio clamped to [−1, 1]), four at a
/// time: the arcsines are most of the work of a circle's exact coverage (`DiscCoverage`,
/// `CircularCorner`). The same bits from every processor (no fused multiply-adds).
void tint_arc_values(const double *heights, double *roots, double *arcsines, size_t count, double radius);

/// Asks the processor to bring the `count` pixels at `row` into the cache for writing: a
/// shape's rows are far apart in a frame, and each row's first pixels waited on memory. A line
/// (16 pixels) in every 16 of the first 128, and the last: past them the processor's own
/// prefetcher follows a run (a whole-window fill asking for every line ran 1.5 times slower).
static inline void tint_prefetch_row(const uint32_t *row, size_t count) {
    for (size_t x = 0; x < count && x < 128; x += 16) __builtin_prefetch(row + x, 1, 3);
    __builtin_prefetch(row + count - 1, 1, 3);
}

#endif
