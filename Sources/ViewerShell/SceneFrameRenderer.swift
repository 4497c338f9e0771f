import Raster
import Scenes

/// The standard ``FrameRenderer``: the scene renderer's canvas, handed to SDL as it is.
///
/// The window's frames come from a ``DamageTrackingRenderer`` (its own canvas, repainted where
/// something changed); screenshots, recordings and `--verify-damage` get whole frames from the
/// scene renderer's canvas. Both share the scene renderer's caches (text, backgrounds).
public final class SceneFrameRenderer: FrameRenderer {
    public let sceneRenderer: SceneRenderer
    private let screen: DamageTrackingRenderer

    public init(sceneRenderer: SceneRenderer) {
        self.sceneRenderer = sceneRenderer
        screen = DamageTrackingRenderer(sceneRenderer: sceneRenderer)
    }

    public func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas {
        sceneRenderer.render(state, at: wall, width: width, height: height, displayScale: displayScale)
    }

    public func renderScreenFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int,
                                  displayScale: Double) -> FrameUpdate {
        screen.render(state, at: wall, width: width, height: height, displayScale: displayScale)
    }

    /// The window's last frame: the stillness the shell watches for is on screen.
    public var lastFrameFingerprint: Int? { screen.lastFingerprint }
}
