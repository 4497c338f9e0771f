import CSDL2
import Raster

/// Presents by copying the damaged rectangles into the window's own surface
/// (`SDL_GetWindowSurface`) and showing only them (`SDL_UpdateWindowSurfaceRects`, on X11 a
/// shared-memory put of each rectangle). No renderer, texture or GPU is involved, and a frame
/// costs what changed from the canvas to the screen.
///
/// It needs a surface of 32-bit pixels laid out as the canvas's (`ARGB8888` or `RGB888`, X11's
/// usual visual); ``init(window:)`` fails otherwise and the session uses a ``TexturePresenter``.
/// The surface has no vsync: the session's own 60 Hz pacing sets the rate.
final class SurfacePresenter: FramePresenter {
    private let window: OpaquePointer
    /// The surface the last upload went to; a new one (after a resize) is filled whole.
    private var surface: UnsafeMutablePointer<SDL_Surface>?
    let name = "window surface"

    init(window: OpaquePointer) throws {
        self.window = window
        // Left to itself, SDL backs the window surface with an OpenGL texture wherever it can,
        // and updating any part of it uploads and draws the whole window (under Xvfb, with
        // llvmpipe, 14 fps at 3840×2160); the native framebuffer (X11: MIT-SHM) shows only the
        // rectangles given. A driver without one (Wayland in SDL 2) fails here, and the session
        // falls back to a texture.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        guard let s = SDL_GetWindowSurface(window) else {
            throw ViewerShellError(description: "symbolview: no window surface (\(String(cString: SDL_GetError())))")
        }
        guard Self.isCompatible(s.pointee.format.pointee.format) else {
            throw ViewerShellError(description: "symbolview: the window surface's pixels are not 32-bit RGB")
        }
    }

    private static func isCompatible(_ format: UInt32) -> Bool {
        format == SDL_PIXELFORMAT_ARGB8888.rawValue || format == SDL_PIXELFORMAT_RGB888.rawValue
    }

    func outputSize() -> (width: Int, height: Int) {
        guard let s = SDL_GetWindowSurface(window) else { return (0, 0) }
        return (Int(s.pointee.w), Int(s.pointee.h))
    }

    func upload(_ canvas: Canvas, rects: [PixelRect]) -> [PixelRect] {
        guard let s = SDL_GetWindowSurface(window), Self.isCompatible(s.pointee.format.pointee.format),
              Int(s.pointee.w) == canvas.width, Int(s.pointee.h) == canvas.height else { return [] }
        let whole = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let rects = s == surface ? rects : [whole]
        surface = s
        let pitch = Int(s.pointee.pitch), w = canvas.width
        SDL_LockSurface(s)
        let destination = s.pointee.pixels!
        canvas.pixels.withUnsafeBufferPointer { source in
            for r in rects {
                for y in r.y..<r.maxY {
                    (destination + y * pitch + 4 * r.x).copyMemory(from: source.baseAddress! + (y * w + r.x), byteCount: 4 * r.width)
                }
            }
        }
        SDL_UnlockSurface(s)
        return rects
    }

    func present(_ rects: [PixelRect]) {
        guard !rects.isEmpty else { return }
        var areas = rects.map(SDL_Rect.init)
        SDL_UpdateWindowSurfaceRects(window, &areas, Int32(areas.count))
    }

    func readPixels() -> [UInt32]? {
        guard let s = SDL_GetWindowSurface(window), Int(s.pointee.pitch) == 4 * Int(s.pointee.w) else { return nil }
        let count = Int(s.pointee.w) * Int(s.pointee.h)
        let pixels = s.pointee.pixels!.bindMemory(to: UInt32.self, capacity: count)
        return (0..<count).map { pixels[$0] | 0xFF00_0000 }
    }
}
