#include <SDL2/SDL.h>
/* Only the prototype of SDL_GetWindowWMInfo, not the platform headers (Xlib, Wayland) its
   struct needs: ViewerShell reads the few fields it uses from raw bytes (X11WindowSize.swift). */
#define SDL_PROTOTYPES_ONLY
#include <SDL2/SDL_syswm.h>
