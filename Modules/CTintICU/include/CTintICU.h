// CTintICU: the line breaks of ICU's break iterator, behind a plain C function.
//
// A C target rather than a module map: ICU's own headers cannot be imported into Swift beside
// Foundation's private copy of ICU (the same C types, defined twice), and Debian's ICU renames
// every function by version (ubrk_open_72). Only this file's types cross into Swift.
#ifndef TINT_CTINTICU_H
#define TINT_CTINTICU_H

#include <stdint.h>

/// Writes into `breaks` the UTF-16 offsets (ascending, the last is `length`) after which a line
/// may end in `text`, by the Unicode line-breaking rules; returns how many were written (at
/// most `capacity`), or -1 when ICU could not open its break iterator.
int32_t tint_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity);

#endif
