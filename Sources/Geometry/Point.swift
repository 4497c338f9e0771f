/// A position or a displacement in the plane.
///
/// One type serves for both because vector paths mix them freely (a control point is a position,
/// a tangent is a displacement); the operators below keep the arithmetic readable.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }

    /// The dot product, treating both points as vectors.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// The z component of the cross product: positive when `o` turns clockwise from `self` in a
    /// y-down coordinate system.
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public var lengthSquared: Double { x * x + y * y }
    @inlinable public func distance(to o: Point) -> Double { (self - o).length }
    /// The unit vector in the same direction, or zero for a zero vector.
    @inlinable public var normalized: Point {
        let l = length
        return l > 0 ? self / l : .zero
    }
    /// The vector turned a quarter turn: (x, y) → (-y, x).
    @inlinable public var perpendicular: Point { Point(-y, x) }
    /// The point a fraction `t` of the way from `self` to `o`.
    @inlinable public func lerp(to o: Point, _ t: Double) -> Point { Point(x + (o.x - x) * t, y + (o.y - y) * t) }
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    public var description: String { "(\(x), \(y))" }
}
