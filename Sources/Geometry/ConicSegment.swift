import Foundation

/// A conic segment (a rational quadratic Bézier curve): start, control, end and the control
/// point's weight.
///
/// GTK's path syntax has one (`O`/`o`), and a weight of √½ on a right-angled control polygon
/// draws an exact quarter circle, which quadratic and cubic Béziers cannot. ``Path`` keeps four
/// curve kinds only, so a conic is stored as quadratic pieces (``quads(tolerance:)``) whose
/// distance from the true curve is bounded; every consumer (flattener, measurer, stroker) then
/// handles it like any other curve.
public struct ConicSegment: Hashable, Sendable {
    /// Where the curve starts (t = 0).
    public var start: Point
    /// The control point, which pulls the curve towards it in proportion to ``weight``.
    public var control: Point
    /// Where the curve ends (t = 1).
    public var end: Point
    /// The control point's weight: 1 is a quadratic Bézier, below 1 an ellipse's arc, above 1 a
    /// hyperbola's. It must be positive and finite.
    public var weight: Double

    public init(start: Point, control: Point, end: Point, weight: Double) {
        self.start = start
        self.control = control
        self.end = end
        self.weight = weight
    }

    /// Above this weight the curve is within `|start - 2 control + end| / (2 weight)` of its
    /// control polygon, far below any drawing tolerance, and the rational maths would overflow
    /// for large coordinates: such a conic is stored as its two control-polygon lines.
    public static let polygonWeight = 1e6
    /// The deepest halving ``quads(tolerance:)`` does: at most 2^8 = 256 pieces per conic.
    public static let maximumDepth = 8

    /// The point at parameter `t` in 0...1.
    public func point(at t: Double) -> Point {
        let u = 1 - t
        let a = u * u, b = 2 * weight * u * t, c = t * t
        let denominator = a + b + c
        return Point((a * start.x + b * control.x + c * end.x) / denominator,
                     (a * start.y + b * control.y + c * end.y) / denominator)
    }

    /// The two halves at t = ½, each again an exact conic: the new control points are the
    /// weighted midpoints of the old control polygon's legs, and the new weight is √((1 + w)/2).
    public func split() -> (ConicSegment, ConicSegment) {
        let w = weight
        let middle = (start + control * (2 * w) + end) / (2 * (1 + w))
        let leftControl = (start + control * w) / (1 + w)
        let rightControl = (control * w + end) / (1 + w)
        let halfWeight = ((1 + w) / 2).squareRoot()
        return (ConicSegment(start: start, control: leftControl, end: middle, weight: halfWeight),
                ConicSegment(start: middle, control: rightControl, end: end, weight: halfWeight))
    }

    /// How far the quadratic Bézier on the same three points is from this conic at t = ½, where
    /// the two differ most: `|w - 1| / (4 (1 + w)) · |start - 2 control + end|`.
    public var quadDeviation: Double {
        let bend = start - control * 2 + end
        return abs(weight - 1) / (4 * (1 + weight)) * bend.length
    }

    /// Quadratic pieces (control, end) within `tolerance` of the conic, found by halving the
    /// conic until each piece's ``quadDeviation`` is small enough (at most ``maximumDepth``
    /// halvings). A conic heavier than ``polygonWeight`` gives its two polygon legs as
    /// degenerate quads; the caller must have checked that the weight is positive and finite.
    public func quads(tolerance: Double) -> [(control: Point, end: Point)] {
        if weight >= Self.polygonWeight {
            return [((start + control) / 2, control), ((control + end) / 2, end)]
        }
        var pieces: [(control: Point, end: Point)] = []
        func subdivide(_ conic: ConicSegment, depth: Int) {
            if depth >= Self.maximumDepth || conic.quadDeviation <= tolerance {
                pieces.append((conic.control, conic.end))
                return
            }
            let (left, right) = conic.split()
            subdivide(left, depth: depth + 1)
            subdivide(right, depth: depth + 1)
        }
        subdivide(self, depth: 0)
        return pieces
    }

    /// The tolerance ``Path/conic(to:control:weight:)`` uses: a hundred-thousandth of the control
    /// polygon's length, so a 16-unit icon drawn 1000 px tall is off by about 0.01 px.
    public var defaultTolerance: Double {
        max(1e-9, 1e-5 * (start.distance(to: control) + control.distance(to: end)))
    }
}
