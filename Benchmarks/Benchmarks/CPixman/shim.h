// pixman, only for the labels benchmark's glyph-compositing row (Debian's libpixman-1-dev).
#include <pixman.h>
