import CSDL2
import Scenes

/// Fullscreen: checking that the window manager really carried out a request, and a layout that
/// does not trust a window size the renderer does not draw.
extension ViewerSession {
    /// How long the window manager has to carry out a fullscreen request before the window's
    /// real size is compared with SDL's idea of it.
    static let fullscreenGrace = 0.75

    var windowSize: (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (w, h)
    }

    /// After a fullscreen request: if the X server's window is not the size SDL believes (the
    /// window manager ignored the request, or there is none), SDL is told the truth, back in a
    /// window of the real size, so the frame fits the window again; the toast says so.
    func verifyFullscreen(at now: Double) {
        guard let due = fullscreenCheck, now >= due, let window else { return }
        fullscreenCheck = nil
        guard state.isFullscreen, let real = X11WindowSize.size(of: window) else { return }
        let believed = windowSize
        let outputWidth = presenter?.outputSize().width ?? 0
        let scale = believed.width > 0 ? Double(outputWidth) / Double(believed.width) : 1
        let realPoints = (width: Int32((Double(real.width) / max(scale, 1)).rounded()), height: Int32((Double(real.height) / max(scale, 1)).rounded()))
        guard abs(realPoints.width - believed.width) > 1 || abs(realPoints.height - believed.height) > 1 else { return }
        SDL_SetWindowFullscreen(window, 0)
        SDL_SetWindowSize(window, realPoints.width, realPoints.height)
        state.isFullscreen = false
        state.showToast("The window manager did not make the window fullscreen", at: now)
        needsFrame = true
    }

    /// Whether the window is fullscreen now, as SDL last heard from the window manager.
    var isWindowFullscreen: Bool {
        window.map { SDL_GetWindowFlags($0) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue } ?? false
    }

    /// The layout for a frame: pixels per point, and the size in points, from the renderer's
    /// output size in pixels and the window's size in points.
    ///
    /// Normally the ratio of the two is the display scale (1, or 2 on HiDPI). But when the window
    /// manager refuses or ignores a fullscreen request, SDL may already report the fullscreen size
    /// for the window while the renderer still draws the old one; the ratio then comes out below
    /// 1 or differs between the axes, and the scene would be laid out for a screen it is not on.
    /// Such a window size is not trusted: the last good scale and the pixels decide.
    static func layoutSize(output: (width: Int, height: Int), window: (width: Int, height: Int),
                           previousScale: Double) -> (scale: Double, width: Double, height: Double) {
        let sx = window.width > 0 ? Double(output.width) / Double(window.width) : 0
        let sy = window.height > 0 ? Double(output.height) / Double(window.height) : 0
        let consistent = sx >= 1 - 1e-3 && sy > 0 && abs(sx - sy) <= 0.01 * max(sx, sy)
        let scale = consistent ? sx : max(1, previousScale)
        return (scale, Double(output.width) / scale, Double(output.height) / scale)
    }
}
