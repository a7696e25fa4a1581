#include "CTintSections.h"

// Weak: a program without Swift conformances has no such section, and the symbols are null.
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

const int32_t *tint_protocol_conformance_records(size_t *count) {
    const char *start = __start_swift5_protocol_conformances;
    const char *stop = __stop_swift5_protocol_conformances;
    if (start == NULL || stop == NULL || stop <= start) {
        *count = 0;
        return NULL;
    }
    *count = (size_t)(stop - start) / sizeof(int32_t);
    return (const int32_t *)start;
}
