// CSDL2.X11: Xlib and the X11 side of an SDL window, for TintSDL's X11 presenter only.
// A submodule so Xlib's names (Font, Window, Display...) stay out of every other importer.
#ifndef TINT_CSDL2_X11SHIM_H
#define TINT_CSDL2_X11SHIM_H

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

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
