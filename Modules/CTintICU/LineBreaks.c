#include "CTintICU.h"
#include <unicode/ubrk.h>

// One line break iterator per thread, opened at the first text and handed each later one:
// opening an iterator (the line rules, the root locale) cost about 50,000 instructions, most of
// a short label's line breaking, and labels are broken by the thousand. Never closed: a
// thread keeps one iterator, as ICU's own caches do.
static _Thread_local UBreakIterator *lineIterator = NULL;

int32_t tint_line_breaks(const uint16_t *text, int32_t length, int32_t *breaks, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    if (lineIterator == NULL) {
        lineIterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &status);
        if (lineIterator == NULL || U_FAILURE(status)) {
            if (lineIterator != NULL) ubrk_close(lineIterator);
            lineIterator = NULL;
            return -1;
        }
    } else {
        ubrk_setText(lineIterator, (const UChar *)text, length, &status);
        if (U_FAILURE(status)) return -1;
    }
    int32_t count = 0;
    for (int32_t boundary = ubrk_next(lineIterator); boundary != UBRK_DONE && count < capacity; boundary = ubrk_next(lineIterator)) {
        breaks[count++] = boundary;
    }
    // The iterator must not keep pointing into the caller's buffer, freed after this call.
    ubrk_setText(lineIterator, NULL, 0, &status);
    return count;
}
