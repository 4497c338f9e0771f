import CSDL2
import Raster

/// Presents through an SDL renderer (accelerated + vsync, falling back to software) and one
/// `ARGB8888` streaming texture the canvas is uploaded to unchanged.
///
/// Only the damaged rectangles are uploaded (`SDL_UpdateTexture` with a rect). An accelerated
/// renderer's back buffer is undefined after a present, so the whole texture is drawn every
/// frame; the software renderer draws into the window's surface, which keeps the last frame, so
/// there only the damaged rectangles are copied. `SDL_RenderPresent` always shows the whole window.
final class TexturePresenter: FramePresenter {
    private let window: OpaquePointer
    private(set) var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)
    private(set) var name = ""
    /// Whether the last upload filled a new texture, so the present must show all of it.
    private var isFresh = true

    init(window: OpaquePointer) throws {
        self.window = window
        try recreate()
    }

    deinit {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
    }

    /// Creates (or re-creates after a device reset) the renderer: vsync'd if possible, software
    /// otherwise. The texture follows on the next upload.
    func recreate() throws {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        textureSize = (0, 0)
        if let renderer { SDL_DestroyRenderer(renderer) }
        renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        guard renderer != nil else {
            throw ViewerShellError(description: "symbolview: SDL cannot create a renderer (\(String(cString: SDL_GetError())))")
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        name = info.name.map { String(cString: $0) } ?? "?"
    }

    func outputSize() -> (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &w, &h)
        return (Int(w), Int(h))
    }

    func upload(_ canvas: Canvas, rects: [PixelRect]) -> [PixelRect] {
        let w = canvas.width, h = canvas.height
        var rects = rects
        if texture == nil || textureSize != (w, h) {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h))
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureSize = (w, h)
            rects = [PixelRect(x: 0, y: 0, width: w, height: h)]
        }
        canvas.pixels.withUnsafeBytes { bytes in
            for r in rects {
                var area = SDL_Rect(r)
                _ = SDL_UpdateTexture(texture, &area, bytes.baseAddress! + 4 * (r.y * w + r.x), Int32(w * 4))
            }
        }
        isFresh = rects.count == 1 && rects[0] == PixelRect(x: 0, y: 0, width: w, height: h)
        return rects
    }

    func present(_ rects: [PixelRect]) {
        if isFresh || name != "software" {
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, nil, nil)
        } else {
            for r in rects {
                var area = SDL_Rect(r)
                SDL_RenderCopy(renderer, texture, &area, &area)
            }
        }
        SDL_RenderPresent(renderer)
    }

    func readPixels() -> [UInt32]? {
        let (w, h) = outputSize()
        var pixels = [UInt32](repeating: 0, count: w * h)
        return SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixels, Int32(w * 4)) == 0 ? pixels : nil
    }
}

extension SDL_Rect {
    init(_ r: PixelRect) { self.init(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height)) }
}
