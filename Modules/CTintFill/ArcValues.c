#include "CTintFill.h"
#include <string.h>

// Four doubles a turn: one 32-byte register with AVX2, two 16-byte ones in the baseline copy.
// Only additions, multiplications, divisions and square roots, each rounded exactly, and no
// contraction into fused multiply-adds: both copies give the same bits, on any processor.
#pragma STDC FP_CONTRACT OFF
typedef double d4 __attribute__((vector_size(32)));
typedef int64_t i4 __attribute__((vector_size(32)));

#define SELECT(mask, a, b) ((d4)(((mask) & (i4)(a)) | (~(mask) & (i4)(b))))

// asin(a) for 0 <= a <= 1. Near zero asin(a) = a + a z P(z), z = a^2; past one half
// asin(a) = pi/2 - 2 asin(sqrt((1 - a) / 2)) brings the argument below one half, so one
// polynomial P on z in [0, 1/4] serves both. P is a Chebyshev fit of degree 12 to
// (asin(sqrt z)/sqrt z - 1)/z, computed for Tint with mpmath at 50 digits (coefficients from
// the constant term up), evaluated by Estrin's scheme: a chain of four dependent steps rather
// than Horner's twelve. Within 2 units in the last place of the C library's asin over 200,000
// points across [-1, 1] and near 0 (this function, checked against it).
#define ARCSINE(a, out) do { \
    i4 far_ = (a) > 0.5; \
    d4 z_ = SELECT(far_, (1.0 - (a)) * 0.5, (a) * (a)); \
    d4 s_ = SELECT(far_, __builtin_elementwise_sqrt(z_), (a)); \
    d4 z2_ = z_ * z_, z4_ = z2_ * z2_, z8_ = z4_ * z4_; \
    d4 q0_ = (0.16666666666666669 + 0.07499999999998433 * z_) + z2_ * (0.04464285714635543 + 0.030381944138531247 * z_); \
    d4 q1_ = (0.02237217294214989 + 0.017352392720869973 * z_) + z2_ * (0.013971212973552933 + 0.011479177415184906 * z_); \
    d4 q2_ = (0.01032281435018578 + 0.005457506718640358 * z_) + z2_ * (0.01740087944269402 - 0.014851887071247204 * z_); \
    d4 p_ = q0_ + z4_ * q1_ + z8_ * (q2_ + z4_ * 0.028757851367421566); \
    d4 near_ = s_ + s_ * z_ * p_; \
    (out) = SELECT(far_, 1.5707963267948966 - 2.0 * near_, near_); \
} while (0)

__attribute__((target_clones("avx2", "default")))
void tint_arc_values(const double *heights, double *roots, double *arcsines, size_t count, double radius) {
    double r2 = radius * radius;
    for (size_t index = 0; index < count; index += 4) {
        // A last turn of fewer than four works on a copy padded with zeros; the others read and
        // write in place (a copy through a small array cost a stalled load each turn: its
        // 8-byte stores could not be forwarded to one 32-byte load).
        size_t lanes = count - index < 4 ? count - index : 4;
        d4 h;
        if (lanes == 4) {
            memcpy(&h, heights + index, 32);
        } else {
            // Element by element: a copy of a variable length became a call to `memcpy`, three
            // a turn, more than the arithmetic of a corner's ten edges.
            double in[4] = {heights[index], lanes > 1 ? heights[index + 1] : 0, lanes > 2 ? heights[index + 2] : 0, 0};
            memcpy(&h, in, 32);
        }
        i4 negative = h < 0.0;
        d4 magnitude = SELECT(negative, -h, h);
        d4 ratio = magnitude / radius;
        ratio = SELECT(ratio > 1.0, (d4){0} + 1.0, ratio);
        d4 square = r2 - magnitude * magnitude;
        square = SELECT(square > 0.0, square, (d4){0});
        d4 root = __builtin_elementwise_sqrt(square), arcsine;
        ARCSINE(ratio, arcsine);
        arcsine = SELECT(negative, -arcsine, arcsine);
        if (lanes == 4) {
            memcpy(roots + index, &root, 32);
            memcpy(arcsines + index, &arcsine, 32);
        } else {
            double rootOut[4], arcsineOut[4];
            memcpy(rootOut, &root, 32);
            memcpy(arcsineOut, &arcsine, 32);
            for (size_t lane = 0; lane < 3; lane++) {
                if (lane < lanes) {
                    roots[index + lane] = rootOut[lane];
                    arcsines[index + lane] = arcsineOut[lane];
                }
            }
        }
    }
}
