import Foundation

/// A stroke turned into filled outlines whose point structure depends only on the centre line,
/// never on the width: the same path stroked 1 and 9 units wide gives outlines with the same
/// commands in the same order, only the points moved.
///
/// That is what the masters of an SF Symbols template need: a design is blended point by point
/// between its ultralight, regular and black masters, and ``Stroker``'s output cannot be blended,
/// because how many points a round join or cap gets, and which joins need one, change with the
/// width. Here each straight piece of the flattened centre line is a quadrilateral, each round
/// join a pie slice of two cubics on the outer side of the turn, and each round cap a half circle
/// of two cubics; the union of these, filled with the non-zero rule, is the stroke. Every contour
/// winds the same way (clockwise on a y-down screen), so where pieces meet they add up instead of
/// cancelling, and the pieces meet along shared edges rather than overlapping near the outline.
/// Every point is the centre line plus a multiple of the half width, so blending two outlines
/// blends their widths linearly.
///
/// Joins other than round are drawn as bevels (a triangle filling the outer corner), whatever
/// the angle, which keeps the structure fixed; a square cap extends the end piece by half the
/// width. A lone point with a cap is a whole circle.
public enum StrokeOutline {
    /// The filled outline of `path` stroked `width` wide, flattened to within `tolerance` (in the
    /// path's units; the flattening does not depend on `width`).
    public static func outline(of path: Path, width: Double, cap: LineCap, join: LineJoin, tolerance: Double) -> Path {
        let h = max(width, 0) / 2
        var out = Path()
        for line in path.flattened(tolerance: tolerance) {
            // Repeated points would have no direction; they depend only on the centre line.
            var points: [Point] = []
            for p in line.points where points.last.map({ $0 != p }) ?? true { points.append(p) }
            if line.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                if cap != .butt { disk(at: points[0], radius: h, into: &out) }
                continue
            }
            let closed = line.isClosed && points.count > 2
            let count = closed ? points.count : points.count - 1
            for i in 0..<count {
                let a = points[i], b = points[(i + 1) % points.count]
                let d = (b - a).normalized
                var (start, end) = (a, b)
                if cap == .square && !closed {
                    if i == 0 { start = a - d * h }
                    if i == count - 1 { end = b + d * h }
                }
                quad(start, end, normal: d.perpendicular * h, into: &out)
            }
            // Joins at every vertex a stroke turns at, on the outer side of the turn only, so
            // that no two pieces overlap along the outline (overlapping pieces would add up
            // their coverage in the edge pixels and draw the edge too dark).
            let vertices = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for i in vertices {
                let p = points[i]
                let before = points[(i + points.count - 1) % points.count], after = points[(i + 1) % points.count]
                let d1 = (p - before).normalized, d2 = (after - p).normalized
                let (n1, n2) = (d1.perpendicular, d2.perpendicular)
                let turn = d1.cross(d2)
                if turn == 0 && d1.dot(d2) < 0 {
                    // Straight back: the join is the half circle ahead of the point.
                    if join == .round { sector(at: p, from: -n1, through: d1, to: n1, radius: h, into: &out) }
                    continue
                }
                // The outer side is opposite to the turn; each piece is wound positively, so the
                // corners' order comes from the turn alone (the same at zero width).
                let (a, b) = turn > 0 ? (-n1, -n2) : (n2, n1)
                if join == .round {
                    sector(at: p, from: a, through: (a + b).normalized, to: b, radius: h, into: &out)
                } else {
                    triangle(p, p + a * h, p + b * h, into: &out)
                }
            }
            if !closed && cap == .round {
                let first = (points[1] - points[0]).normalized, last = (points[points.count - 1] - points[points.count - 2]).normalized
                sector(at: points[0], from: first.perpendicular, through: -first, to: -first.perpendicular, radius: h, into: &out)
                sector(at: points[points.count - 1], from: -last.perpendicular, through: last, to: last.perpendicular, radius: h, into: &out)
            }
        }
        return out
    }

    /// How many straight pieces the centre line of `path` flattens to at `tolerance`, counted
    /// without flattening it: an outline holds about ten commands per piece, so a caller can
    /// refuse a path whose outline would be too large before building it.
    public static func pieceCount(of path: Path, tolerance: Double) -> Int {
        var count = 0
        var last = Point.zero, start = Point.zero
        for e in path.elements {
            switch e {
            case .move(let p): last = p; start = p
            case .line(let p): count += 1; last = p
            case .quad(let c, let p): count += Path.segmentCount(quad: last, c, p, tolerance: tolerance); last = p
            case .cubic(let c1, let c2, let p): count += Path.segmentCount(cubic: last, c1, c2, p, tolerance: tolerance); last = p
            case .close: count += 1; last = start
            }
        }
        return count
    }

    /// The rectangle around the segment from `a` to `b`, `normal` (half the width long) either side.
    private static func quad(_ a: Point, _ b: Point, normal n: Point, into out: inout Path) {
        out.move(to: a - n)
        out.line(to: b - n)
        out.line(to: b + n)
        out.line(to: a + n)
        out.close()
    }

    /// The triangle `a`, `b`, `c`, which the caller gives in positive order.
    private static func triangle(_ a: Point, _ b: Point, _ c: Point, into out: inout Path) {
        out.move(to: a)
        out.line(to: b)
        out.line(to: c)
        out.close()
    }

    /// The pie slice around `c` from direction `a` through `m` to `b` (unit vectors, turning
    /// positively, each step at most a quarter turn), two cubics whatever the radius.
    private static func sector(at c: Point, from a: Point, through m: Point, to b: Point, radius r: Double, into out: inout Path) {
        func arc(_ u: Point, _ v: Point) {
            let angle = atan2(u.cross(v), u.dot(v))
            let k = 4.0 / 3 * tan(angle / 4)
            out.cubic(to: c + v * r, control1: c + (u + u.perpendicular * k) * r, control2: c + (v - v.perpendicular * k) * r)
        }
        out.move(to: c)
        out.line(to: c + a * r)
        arc(a, m)
        arc(m, b)
        out.close()
    }

    /// A circle of four cubics, wound like the quads.
    private static func disk(at c: Point, radius r: Double, into out: inout Path) {
        let k = 0.5522847498 * r
        out.move(to: Point(c.x + r, c.y))
        out.cubic(to: Point(c.x, c.y + r), control1: Point(c.x + r, c.y + k), control2: Point(c.x + k, c.y + r))
        out.cubic(to: Point(c.x - r, c.y), control1: Point(c.x - k, c.y + r), control2: Point(c.x - r, c.y + k))
        out.cubic(to: Point(c.x, c.y - r), control1: Point(c.x - r, c.y - k), control2: Point(c.x - k, c.y - r))
        out.cubic(to: Point(c.x + r, c.y), control1: Point(c.x + k, c.y - r), control2: Point(c.x + r, c.y - k))
        out.close()
    }
}
