// Pango over cairo, only for the mixed-script text benchmark's side-by-side row: what GTK
// draws text with (Debian's libpango1.0-dev).
#include <pango/pangocairo.h>
static inline int tint_PANGO_SCALE(void) { return PANGO_SCALE; }
