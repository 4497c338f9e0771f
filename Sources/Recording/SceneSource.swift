import Raster
import Scenes
import SymbolModel

/// A viewer scene as a ``FrameSource``: the viewer's own state machine and renderer, driven by
/// the recorder's clock instead of a window's.
///
/// The recording's time is the viewer's wall time, so pause, step and speed keys act as they
/// do in the window. Keys that only make sense with a window (quit, fullscreen, screenshot,
/// record) change nothing. Toasts and the help overlay are left out unless `showsHUD`; with
/// `transparent` the scene's background is left out and the canvas starts clear; with a
/// `background` colour it takes the place of the scene's own (`record --background`).
public final class SceneSource: FrameSource {
    public private(set) var state: ViewerState
    public let renderer: SceneRenderer
    public let displayScale: Double
    public let showsHUD: Bool
    public let transparent: Bool
    public let background: RGBA?

    public init(options: ViewerOptions, renderer: SceneRenderer, displayScale: Double = 1,
                showsHUD: Bool = false, transparent: Bool = false, background: RGBA? = nil) {
        state = ViewerState(options: options, startingAt: 0)
        self.renderer = renderer
        self.displayScale = displayScale
        self.showsHUD = showsHUD
        self.transparent = transparent
        self.background = background
    }

    /// The viewer key a ``KeyScript`` key name stands for, or nil if the viewer has none.
    public static func viewerKey(_ name: String) -> ViewerKey? {
        if name == "esc" { return .quit }
        guard name.count == 1, let c = name.first else { return nil }
        return ViewerKey(character: c)
    }

    /// Throws for the first key in `script` that the viewer does not know, naming it.
    public static func check(_ script: KeyScript) throws {
        for press in script.presses where viewerKey(press.key) == nil {
            throw RecordingError.badOption("--keys: '\(printable(press.key))' at \(press.time) s is not a viewer key; "
                + "see `symbolview view --help` or press H in the viewer for the list")
        }
    }

    static func printable(_ key: String) -> String {
        switch key { case " ": return "space"; case "\t": return "tab"; default: return key }
    }

    public func press(_ key: String, at time: Double) throws {
        guard let viewerKey = SceneSource.viewerKey(key) else {
            throw RecordingError.scene("'\(SceneSource.printable(key))' is not a viewer key")
        }
        _ = state.apply(viewerKey, at: time)
    }

    public func renderFrame(at time: Double, into canvas: Canvas) {
        state.advance(to: time)
        let shown = showsHUD ? state : state.withoutOverlays
        var frame = renderer.composer.compose(shown, at: time, width: canvas.width, height: canvas.height,
                                              displayScale: displayScale)
        if transparent || background != nil {
            frame.items.removeAll { item in
                switch item {
                case .background, .verticalGradient: return true
                default: return false
                }
            }
            canvas.clear(.clear)
            if let background { frame.items.insert(.background(background), at: 0) }
        }
        renderer.paint(frame, into: canvas)
    }
}
