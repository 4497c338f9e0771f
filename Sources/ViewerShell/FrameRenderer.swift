import Scenes

/// Paints viewer frames: the seam between the SDL shell and the pure scene code.
///
/// The shell asks for a frame at a wall time and a pixel size and uploads what it gets to an
/// `ARGB8888` texture without conversion, so pixels are premultiplied `0xAARRGGBB`.
public protocol FrameRenderer: AnyObject {
    /// The frame for `state` at `wall`, `width × height` pixels, row by row.
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> [UInt32]
}
