import Raster
import Scenes

/// The standard ``FrameRenderer``: the scene renderer's canvas, handed to SDL as it is.
public final class SceneFrameRenderer: FrameRenderer {
    public let sceneRenderer: SceneRenderer

    public init(sceneRenderer: SceneRenderer) { self.sceneRenderer = sceneRenderer }

    public func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas {
        sceneRenderer.render(state, at: wall, width: width, height: height, displayScale: displayScale)
    }

    public var lastFrameFingerprint: Int? { sceneRenderer.lastFingerprint }
}
