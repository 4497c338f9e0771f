import Raster

/// A frame rendered over the one before it: the canvas, which now holds the whole new frame, and
/// the rectangles whose pixels changed. The shell uploads and presents only those.
public struct FrameUpdate {
    public var canvas: Canvas
    /// The pixels that differ from the frame before, as at most a few rectangles; empty when
    /// nothing changed. A frame of a new size, scene or appearance is one rectangle, the whole.
    public var damage: [PixelRect]

    public init(canvas: Canvas, damage: [PixelRect]) {
        self.canvas = canvas
        self.damage = damage
    }

    /// Whether the whole frame changed.
    public var isWhole: Bool {
        damage.count == 1 && damage[0] == PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    }
}
