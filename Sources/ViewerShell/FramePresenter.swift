import Raster

/// Where the shell's frames go on screen: an SDL renderer with a streaming texture
/// (``TexturePresenter``) or the window's own surface (``SurfacePresenter``).
///
/// The session hands over the canvas and the rectangles that changed; a presenter uploads and
/// shows as little more than those as its SDL path allows.
protocol FramePresenter: AnyObject {
    /// What `--stats` calls it: the SDL render driver ("software", "opengl") or "window surface".
    var name: String { get }
    /// The drawable size in pixels (0 × 0 when there is none, e.g. minimised).
    func outputSize() -> (width: Int, height: Int)
    /// Copies `rects` of `canvas` (the size of ``outputSize()``) towards the screen. Returns the
    /// rectangles to present: `rects`, or the whole canvas when the presenter lost what it had
    /// (a new texture or surface).
    func upload(_ canvas: Canvas, rects: [PixelRect]) -> [PixelRect]
    /// Shows what was uploaded; `rects` are what ``upload(_:rects:)`` returned.
    func present(_ rects: [PixelRect])
    /// The pixels on screen as `0xAARRGGBB`, for tests; nil when they cannot be read back.
    func readPixels() -> [UInt32]?
}
