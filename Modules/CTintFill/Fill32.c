#include "CTintFill.h"
#include <wchar.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t must be 32 bits for wmemset to fill pixels");

void tint_fill32(uint32_t *pixels, uint32_t value, size_t count) {
#if defined(__x86_64__)
    // A long run as one string store: the processor writes whole cache lines without reading
    // them first (fast strings), as `memset` does for large sizes; `wmemset`'s vector stores
    // read each line before writing it, and a whole 1920x1080 frame took 1.11x a `memset`
    // (4 KB and up: below, the string store's start-up costs more than it saves).
    if (count >= 1024) {
        __asm__ volatile("rep stosl" : "+D"(pixels), "+c"(count) : "a"(value) : "memory");
        return;
    }
#endif
    wmemset((wchar_t *)pixels, (wchar_t)value, count);
}
