#ifndef CTINTFILL_H
#define CTINTFILL_H

#include <stddef.h>
#include <stdint.h>

/// Stores `value` into `count` 32-bit pixels through the C library's `wmemset` (a `wchar_t` is
/// 32 bits on Linux and macOS), which picks the widest stores the processor has at run time;
/// Swift code is compiled for the x86-64 baseline's 16-byte stores.
void tint_fill32(uint32_t *pixels, uint32_t value, size_t count);

#endif
