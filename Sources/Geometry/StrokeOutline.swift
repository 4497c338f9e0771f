/// A stroke turned into filled outlines whose point structure depends only on the centre line,
/// never on the width: the same path stroked 1 and 9 units wide gives outlines with the same
/// commands in the same order, only the points moved.
///
/// That is what the masters of an SF Symbols template need: a design is blended point by point
/// between its ultralight, regular and black masters, and ``Stroker``'s output cannot be blended,
/// because how many points a round join or cap gets, and which joins need one, change with the
/// width. Here each straight piece of the flattened centre line is a quadrilateral, and each
/// round join and cap is a whole circle of four cubics; the union of these, filled with the
/// non-zero rule, is the stroke. Every contour winds the same way (clockwise on a y-down screen),
/// so overlaps add up instead of cancelling. Every point is the centre line plus a multiple of the
/// half width, so blending two outlines blends their widths linearly.
///
/// Joins other than round are drawn as bevels (a triangle filling the outer corner), whatever
/// the angle, which keeps the structure fixed; a square cap extends the end piece by half the
/// width.
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
            // Joins at every vertex a stroke turns at; caps at the ends of an open line.
            let vertices = closed ? Array(0..<points.count) : Array(1..<(points.count - 1))
            for i in vertices {
                let p = points[i]
                if join == .round {
                    disk(at: p, radius: h, into: &out)
                } else {
                    let before = points[(i + points.count - 1) % points.count], after = points[(i + 1) % points.count]
                    let n1 = (p - before).normalized.perpendicular, n2 = (after - p).normalized.perpendicular
                    // The outer side of the turn is the side opposite to it. The corners' order
                    // comes from the turn alone, so a zero width gives the same order.
                    let turnsLeft = (p - before).cross(after - p) > 0
                    let side: Double = turnsLeft ? -1 : 1
                    triangle(p, p + n1 * (h * side), p + n2 * (h * side), reversed: !turnsLeft, into: &out)
                }
            }
            if !closed && cap == .round {
                disk(at: points[0], radius: h, into: &out)
                disk(at: points[points.count - 1], radius: h, into: &out)
            }
        }
        return out
    }

    /// The rectangle around the segment from `a` to `b`, `normal` (half the width long) either side.
    private static func quad(_ a: Point, _ b: Point, normal n: Point, into out: inout Path) {
        out.move(to: a - n)
        out.line(to: b - n)
        out.line(to: b + n)
        out.line(to: a + n)
        out.close()
    }

    /// The triangle `a`, `b`, `c`, or `a`, `c`, `b` when `reversed`, so that it winds like the quads.
    private static func triangle(_ a: Point, _ b: Point, _ c: Point, reversed: Bool, into out: inout Path) {
        if reversed {
            out.move(to: a); out.line(to: c); out.line(to: b)
        } else {
            out.move(to: a); out.line(to: b); out.line(to: c)
        }
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
