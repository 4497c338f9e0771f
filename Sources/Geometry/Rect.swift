/// An axis-aligned rectangle, used for bounds, view boxes and layout.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle spanning two corners given in any order.
    @inlinable public init(corner a: Point, _ b: Point) {
        x = min(a.x, b.x); y = min(a.y, b.y)
        width = abs(a.x - b.x); height = abs(a.y - b.y)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var center: Point { Point(x + width / 2, y + height / 2) }
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The smallest rectangle holding both.
    @inlinable public func union(_ o: Rect) -> Rect {
        let x0 = min(minX, o.minX), y0 = min(minY, o.minY)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The overlap of both, or nil when they do not overlap.
    @inlinable public func intersection(_ o: Rect) -> Rect? {
        let x0 = max(minX, o.minX), y0 = max(minY, o.minY)
        let x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The rectangle grown by `d` on every side (shrunk for negative `d`).
    @inlinable public func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    @inlinable public func contains(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }

    public var description: String { "Rect(\(x), \(y), \(width)×\(height))" }
}
