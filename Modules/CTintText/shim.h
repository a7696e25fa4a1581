// CTintText: the C libraries of Tint's text engine, for TintText only.
//   FreeType (glyph outlines and colour bitmaps), HarfBuzz (shaping), fontconfig (finding a
//   font for each character), FriBidi (the Unicode bidirectional algorithm). (ICU's line
//   breaking comes through CTintICU.) Only static inline wrappers for what Swift cannot import
//   (function-like macros); no logic.
#ifndef TINT_CTINTTEXT_SHIM_H
#define TINT_CTINTTEXT_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include <hb.h>
#include <hb-ft.h>
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>

static inline FT_Int32 tint_FT_LOAD_TARGET_NORMAL(void) { return FT_LOAD_TARGET_NORMAL; }
static inline int tint_FT_HAS_COLOR(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }
static inline int tint_FT_IS_SCALABLE(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }
static inline const char *tint_FC_FILE(void) { return FC_FILE; }
static inline const char *tint_FC_INDEX(void) { return FC_INDEX; }
static inline const char *tint_FC_FAMILY(void) { return FC_FAMILY; }
static inline const char *tint_FC_CHARSET(void) { return FC_CHARSET; }
static inline const char *tint_FC_COLOR(void) { return FC_COLOR; }
static inline const char *tint_FC_LANG(void) { return FC_LANG; }
static inline FriBidiParType tint_FRIBIDI_PAR_WLTR(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType tint_FRIBIDI_PAR_WRTL(void) { return FRIBIDI_PAR_WRTL; }
static inline hb_tag_t tint_HB_TAG(char a, char b, char c, char d) { return HB_TAG(a, b, c, d); }

#endif
