/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
///
/// The unit of damage: what a draw touched (``Canvas/drawnBounds``), what a clipped draw may
/// change (``Canvas/clip``), and what a viewer repaints and uploads.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle from (`x0`, `y0`) inclusive to (`x1`, `y1`) exclusive.
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: PixelRect) -> PixelRect {
        if o.isEmpty { return self }
        if isEmpty { return o }
        return PixelRect(x0: min(x, o.x), y0: min(y, o.y), x1: max(maxX, o.maxX), y1: max(maxY, o.maxY))
    }

    /// The overlap of both, or nil when they share no pixel.
    public func intersection(_ o: PixelRect) -> PixelRect? {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : nil
    }

    public func intersects(_ o: PixelRect) -> Bool { intersection(o) != nil }

    /// Whether every pixel of `o` is in this rectangle (an empty `o` always is).
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x >= x && o.y >= y && o.maxX <= maxX && o.maxY <= maxY)
    }

    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
