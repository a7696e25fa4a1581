#ifndef CTINTSECTIONS_H
#define CTINTSECTIONS_H

#include <stddef.h>
#include <stdint.h>

/// The Swift runtime's protocol conformance records of the image this is linked into (the
/// program: Swift packages link their targets statically), as an array of 32-bit offsets, each
/// relative to its own address. `*count` is 0 when the image has none.
///
/// On ELF the linker marks where a section whose name is a C identifier starts and stops
/// (`__start_NAME`, `__stop_NAME`); the Swift runtime finds conformances the same way.
const int32_t *tint_protocol_conformance_records(size_t *count);

#endif
