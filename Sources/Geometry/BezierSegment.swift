/// One drawn piece of a path with its start point made explicit: a line, a quadratic or a cubic
/// Bézier curve.
///
/// ``PathElement`` leaves the start implicit (it is the previous element's end); measuring,
/// trimming and bounds need the whole curve, so they work on these.
public enum BezierSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    public var start: Point {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): return p0
        }
    }

    public var end: Point {
        switch self {
        case .line(_, let p1): return p1
        case .quad(_, _, let p2): return p2
        case .cubic(_, _, _, let p3): return p3
        }
    }

    /// The element that draws this segment from its start.
    public var element: PathElement {
        switch self {
        case .line(_, let p1): return .line(p1)
        case .quad(_, let c, let p2): return .quad(c, p2)
        case .cubic(_, let c1, let c2, let p3): return .cubic(c1, c2, p3)
        }
    }

    /// The point at parameter `t` in 0...1.
    public func point(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p0.lerp(to: p1, t)
        case .quad(let p0, let p1, let p2):
            return p0 * (mt * mt) + p1 * (2 * mt * t) + p2 * (t * t)
        case .cubic(let p0, let p1, let p2, let p3):
            let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
            return Point(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The derivative with respect to `t`: the velocity along the curve.
    public func derivative(at t: Double) -> Point {
        let mt = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p1 - p0
        case .quad(let p0, let p1, let p2):
            return (p1 - p0) * (2 * mt) + (p2 - p1) * (2 * t)
        case .cubic(let p0, let p1, let p2, let p3):
            return (p1 - p0) * (3 * mt * mt) + (p2 - p1) * (6 * mt * t) + (p3 - p2) * (3 * t * t)
        }
    }

    /// The unit direction of travel at `t`, or zero when the segment is a single point.
    ///
    /// Where the derivative vanishes (a control point on an endpoint, or a cusp) the direction
    /// is taken from the curve's points on either side, then from the chord.
    public func tangent(at t: Double) -> Point {
        let d = derivative(at: t)
        let scale = max(controlPolygonLength, 1e-300)
        if d.length > 1e-12 * scale { return d.normalized }
        let h = 1e-6
        let around = point(at: min(1, t + h)) - point(at: max(0, t - h))
        if around.length > 1e-15 * scale { return around.normalized }
        return (end - start).normalized
    }

    /// The sum of the control polygon's sides: an upper bound on the arc length.
    var controlPolygonLength: Double {
        switch self {
        case .line(let p0, let p1): return p0.distance(to: p1)
        case .quad(let p0, let p1, let p2): return p0.distance(to: p1) + p1.distance(to: p2)
        case .cubic(let p0, let p1, let p2, let p3): return p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
        }
    }

    /// The arc length between parameters `t0` and `t1`: exact for lines; for curves, 5-point
    /// Gauss–Legendre quadrature of the speed, halving the span where halves and whole disagree,
    /// so cusps and sharp turns (where the speed has a kink) are measured as well as smooth arcs.
    public func length(from t0: Double = 0, to t1: Double = 1) -> Double {
        if case .line(let p0, let p1) = self { return p0.distance(to: p1) * (t1 - t0) }
        let tolerance = 1e-13 * controlPolygonLength
        var budget = 1000
        return adaptiveLength(t0, t1, whole: gaussLength(t0, t1), tolerance: tolerance, budget: &budget)
    }

    /// Splits while halves and whole disagree, at most `budget` times in all, so even a curve
    /// whose speed overflows costs a bounded amount of work.
    private func adaptiveLength(_ t0: Double, _ t1: Double, whole: Double, tolerance: Double, budget: inout Int) -> Double {
        let mid = (t0 + t1) / 2
        let left = gaussLength(t0, mid), right = gaussLength(mid, t1)
        let sum = left + right
        if budget <= 0 || !sum.isFinite || abs(sum - whole) <= tolerance { return sum }
        budget -= 1
        return adaptiveLength(t0, mid, whole: left, tolerance: tolerance / 2, budget: &budget)
            + adaptiveLength(mid, t1, whole: right, tolerance: tolerance / 2, budget: &budget)
    }

    private func gaussLength(_ t0: Double, _ t1: Double) -> Double {
        let half = (t1 - t0) / 2, mid = (t0 + t1) / 2
        var sum = 0.0
        for i in 0..<5 {
            sum += BezierSegment.gaussWeights[i] * derivative(at: mid + half * BezierSegment.gaussNodes[i]).length
        }
        return sum * half
    }

    static let gaussNodes: [Double] = [0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
    static let gaussWeights: [Double] = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665,
                                         0.2369268850561891, 0.2369268850561891]

    /// The piece of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1), found by
    /// de Casteljau subdivision, so it is the same kind of curve and traces exactly the same
    /// points. The ends at t = 0 and t = 1 are the original end points, bit for bit.
    public func subsegment(from t0: Double, to t1: Double) -> BezierSegment {
        let t0 = min(max(t0, 0), 1), t1 = min(max(t1, t0), 1)
        if t0 == 0 && t1 == 1 { return self }
        let first = t0 == 0 ? start : point(at: t0)
        let last = t1 == 1 ? end : point(at: t1)
        switch self {
        case .line:
            return .line(first, last)
        case .quad(let p0, let p1, let p2):
            // The tail from t0, then its head up to t1 (rescaled into the tail's parameter).
            var (a, b) = (p0, p1)
            if t0 > 0 { (a, b) = (first, p1.lerp(to: p2, t0)) }
            let u = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            if u < 1 { b = a.lerp(to: b, u) }
            return .quad(first, b, last)
        case .cubic(let p0, let p1, let p2, let p3):
            // The last point of the tail and the head is `last`, so only three points are kept.
            var (a, b, c) = (p0, p1, p2)
            if t0 > 0 {
                let bc = p1.lerp(to: p2, t0), cd = p2.lerp(to: p3, t0)
                (a, b, c) = (first, bc.lerp(to: cd, t0), cd)
            }
            let u = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
            if u < 1 {
                let ab = a.lerp(to: b, u), bc = b.lerp(to: c, u)
                (b, c) = (ab, ab.lerp(to: bc, u))
            }
            return .cubic(first, b, c, last)
        }
    }

    /// The parameters in (0, 1) where the curve turns back in x or in y: where its exact
    /// bounding box can touch it other than at the ends.
    public var extremaParameters: [Double] {
        var out: [Double] = []
        func keep(_ t: Double) { if t > 0 && t < 1 { out.append(t) } }
        switch self {
        case .line:
            break
        case .quad(let p0, let p1, let p2):
            // B'(t)/2 = (p1 - p0) + t (p0 - 2 p1 + p2)
            for (a, b, c) in [(p0.x, p1.x, p2.x), (p0.y, p1.y, p2.y)] {
                let den = a - 2 * b + c
                if den != 0 { keep((a - b) / den) }
            }
        case .cubic(let p0, let p1, let p2, let p3):
            // B'(t)/3 = A t² + B t + C per axis.
            for (a, b, c, d) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
                let qa = d - 3 * c + 3 * b - a
                let qb = 2 * (c - 2 * b + a)
                let qc = b - a
                for t in BezierSegment.quadraticRoots(qa, qb, qc) { keep(t) }
            }
        }
        return out
    }

    /// The real roots of a t² + b t + c, computed without cancellation.
    static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= 1e-12 * scale {
            return b != 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        if disc < 0 { return [] }
        let root = disc.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -root : root))
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }

    /// The exact bounding box: the ends and the turning points, not the control points.
    public var bounds: Rect {
        var lo = start, hi = start
        func add(_ p: Point) {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        add(end)
        for t in extremaParameters { add(point(at: t)) }
        return Rect(corner: lo, hi)
    }
}
