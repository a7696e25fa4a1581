// CSDL2: SDL2, SDL2_ttf and SDL2_image for Swift.
// Only static inline wrappers for what Swift cannot import (function-like macros); no logic.
#ifndef TINT_CSDL2_SHIM_H
#define TINT_CSDL2_SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

static inline int tint_SDL_WINDOWPOS_CENTERED(void) { return (int)SDL_WINDOWPOS_CENTERED; }
static inline int tint_SDL_WINDOWPOS_UNDEFINED(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 tint_SDL_BUTTON(Uint32 x) { return SDL_BUTTON(x); }
static inline int tint_SDL_MUSTLOCK(SDL_Surface *s) { return SDL_MUSTLOCK(s); }
static inline const char *tint_SDL_HINT_FRAMEBUFFER_ACCELERATION(void) { return SDL_HINT_FRAMEBUFFER_ACCELERATION; }
static inline const char *tint_SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR(void) { return SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR; }

/// The X11 display and window behind an SDL window; 0 when the window is not an X11 one.
static inline int tint_SDL_X11Window(SDL_Window *window, Display **display, Window *xwindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *xwindow = info.info.x11.window;
    return 1;
}
/// Frees an XImage whose pixels belong to someone else (XDestroyImage is a macro).
static inline void tint_XDestroyImageKeepingData(XImage *image) {
    image->data = NULL;
    XDestroyImage(image);
}

#endif
