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

/// An X error handler that ignores the error (see below).
static inline int tint_x11IgnoreError(Display *display, XErrorEvent *event) {
    (void)display;
    (void)event;
    return 0;
}

/// Destroys an SDL window and then frees the colormap SDL made for it. SDL 2.26's X11 driver
/// creates a colormap for every window and never frees it: 48 bytes of Xlib's colormap records
/// and a server resource a window, kept until the display closes. A later SDL that frees it
/// itself makes this free fail with BadColor, which is ignored here (Xlib's default handler, and
/// SDL's, would end the process). Returns 1 when there was a colormap to free.
static inline int tint_SDL_DestroyWindowFreeingColormap(SDL_Window *window) {
    Display *display = NULL;
    Window xwindow = 0;
    Colormap colormap = None;
    if (tint_SDL_X11Window(window, &display, &xwindow) && display) {
        XWindowAttributes attributes;
        if (XGetWindowAttributes(display, xwindow, &attributes) && attributes.screen
            && attributes.colormap != DefaultColormapOfScreen(attributes.screen)) {
            colormap = attributes.colormap;
        }
    }
    SDL_DestroyWindow(window);
    if (colormap == None) return 0;
    XSync(display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(tint_x11IgnoreError);
    XFreeColormap(display, colormap);
    XSync(display, False);
    XSetErrorHandler(previous);
    return 1;
}

#endif
