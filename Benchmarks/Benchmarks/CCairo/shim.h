// cairo, only for the raster benchmarks' side-by-side rows (Debian's libcairo2-dev).
#include <cairo/cairo.h>
