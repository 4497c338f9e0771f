import CSDL2
#if canImport(Glibc)
import Glibc
#endif

/// The size the X server really gives a window, asked of Xlib rather than of SDL.
///
/// When a window manager ignores a fullscreen request (or there is none, as under a bare Xvfb),
/// SDL 2 still records the fullscreen size as the window's, and its renderer then draws a
/// fullscreen-sized frame into the smaller window, which shows only a corner of it. Xlib knows
/// better. It is reached without linking it: SDL has already loaded `libX11.so.6`, so
/// `XGetWindowAttributes` is looked up there, and `SDL_GetWindowWMInfo`'s answer is read as the
/// bytes SDL 2 documents (version, subsystem, then the X11 display and window).
enum X11WindowSize {
    private typealias GetWindowAttributes = @convention(c) (UnsafeMutableRawPointer?, UInt, UnsafeMutableRawPointer?) -> Int32

    private static let getWindowAttributes: GetWindowAttributes? = {
        guard let library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_NOLOAD),
              let symbol = dlsym(library, "XGetWindowAttributes") else { return nil }
        return unsafeBitCast(symbol, to: GetWindowAttributes.self)
    }()

    /// `SDL_SYSWM_X11` in `SDL_SYSWM_TYPE`.
    private static let x11Subsystem: Int32 = 2

    /// The window's width and height in X pixels, or nil when it is not an X11 window.
    static func size(of window: OpaquePointer) -> (width: Int, height: Int)? {
        guard let getWindowAttributes else { return nil }
        var version = SDL_version()
        SDL_GetVersion(&version)
        // SDL_SysWMinfo: SDL_version (3 bytes), SDL_SYSWM_TYPE (an int at 4), then a union of at
        // least 64 bytes at 8, whose X11 member is { Display *display; Window window; }.
        let info = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { info.deallocate() }
        info.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        info.storeBytes(of: version.major, toByteOffset: 0, as: UInt8.self)
        info.storeBytes(of: version.minor, toByteOffset: 1, as: UInt8.self)
        info.storeBytes(of: version.patch, toByteOffset: 2, as: UInt8.self)
        guard SDL_GetWindowWMInfo(window, OpaquePointer(info)) == SDL_TRUE,
              info.load(fromByteOffset: 4, as: Int32.self) == x11Subsystem else { return nil }
        let display = info.load(fromByteOffset: 8, as: UnsafeMutableRawPointer?.self)
        let xWindow = info.load(fromByteOffset: 16, as: UInt.self)
        // XWindowAttributes begins with int x, y, width, height; 256 bytes hold all of it.
        let attributes = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 16)
        defer { attributes.deallocate() }
        attributes.initializeMemory(as: UInt8.self, repeating: 0, count: 256)
        guard display != nil, xWindow != 0, getWindowAttributes(display, xWindow, attributes) != 0 else { return nil }
        let width = Int(attributes.load(fromByteOffset: 8, as: Int32.self))
        let height = Int(attributes.load(fromByteOffset: 12, as: Int32.self))
        return width > 0 && height > 0 ? (width, height) : nil
    }
}
