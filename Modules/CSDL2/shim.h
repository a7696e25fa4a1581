// CSDL2: SDL2, SDL2_ttf and SDL2_image for Swift.
// Only static inline wrappers for what Swift cannot import (function-like macros); no logic.
#ifndef TINT_CSDL2_SHIM_H
#define TINT_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>

static inline int tint_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int tint_SDL_WINDOWPOS_UNDEFINED(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 tint_SDL_BUTTON(Uint32 x) { return SDL_BUTTON(x); }
static inline int tint_SDL_MUSTLOCK(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
static inline const char *tint_SDL_HINT_FRAMEBUFFER_ACCELERATION(void) { return SDL_HINT_FRAMEBUFFER_ACCELERATION; }
static inline const char *tint_SDL_HINT_IME_SHOW_UI(void) { return SDL_HINT_IME_SHOW_UI; }
static inline const char *tint_SDL_HINT_IME_SUPPORT_EXTENDED_TEXT(void) { return SDL_HINT_IME_SUPPORT_EXTENDED_TEXT; }
static inline const char *tint_SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR(void) { return SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR; }

#endif
