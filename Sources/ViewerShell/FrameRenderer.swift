import Raster
import Scenes

/// Paints viewer frames: the seam between the SDL shell and the pure scene code.
///
/// The shell asks for a frame at a wall time and a pixel size and uploads the canvas's pixels to
/// an `ARGB8888` texture without conversion (premultiplied `0xAARRGGBB`). The canvas may be
/// reused for the next frame, so callers copy what they keep.
public protocol FrameRenderer: AnyObject {
    /// The frame for `state` at `wall`, `width × height` pixels.
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas
    /// A fingerprint of the last frame rendered; see the default below.
    var lastFrameFingerprint: Int? { get }
    /// The frame for the window: the same pixels as ``renderFrame(_:at:width:height:displayScale:)``,
    /// drawn over the window's last frame, with the rectangles that changed, so the shell
    /// uploads and presents only those. See the default below.
    func renderScreenFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> FrameUpdate
}

extension FrameRenderer {
    /// A fingerprint of the last frame (equal frames, equal fingerprints), or nil when the
    /// renderer cannot tell; then the shell never assumes a frame is still.
    public var lastFrameFingerprint: Int? { nil }

    /// The whole frame, all of it changed: for renderers that do not track damage.
    public func renderScreenFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int,
                                  displayScale: Double) -> FrameUpdate {
        let canvas = renderFrame(state, at: wall, width: width, height: height, displayScale: displayScale)
        return FrameUpdate(canvas: canvas, damage: [PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)])
    }
}
