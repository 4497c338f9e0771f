import Raster

/// Something the recorder can film: a scene that draws itself at any time and reacts to keys.
///
/// The recorder owns the clock. It calls ``press(_:at:)`` for each scripted key at that key's
/// exact time, then ``renderFrame(at:into:)`` for frame *i* at time *i*/fps, always in increasing
/// time order. A source must draw every pixel of the canvas (the canvas is reused between frames),
/// and must draw the same pixels for the same history of presses and time, so two runs of one
/// recording are identical.
public protocol FrameSource: AnyObject {
    /// Presses the viewer key named `key` (as normalised by ``KeyScript``) at scene time `time`.
    func press(_ key: String, at time: Double) throws
    /// Draws the scene at `time` seconds over the whole of `canvas`.
    func renderFrame(at time: Double, into canvas: Canvas)
}
