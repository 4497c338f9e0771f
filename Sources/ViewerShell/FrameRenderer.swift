import Scenes

/// Paints viewer frames: the seam between the SDL shell and the pure scene code.
///
/// The shell asks for a frame at a wall time and a pixel size and uploads what it gets to an
/// `ARGB8888` texture without conversion, so pixels are premultiplied `0xAARRGGBB`.
public protocol FrameRenderer: AnyObject {
    /// The frame for `state` at `wall`, `width × height` pixels, row by row.
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> [UInt32]
    /// A fingerprint of the last frame rendered; see the default below.
    var lastFrameFingerprint: Int? { get }
}

extension FrameRenderer {
    /// A fingerprint of the last frame (equal frames, equal fingerprints), or nil when the
    /// renderer cannot tell; then the shell never assumes a frame is still.
    public var lastFrameFingerprint: Int? { nil }
}
