extension Path {
    /// The smallest rectangle holding every point the path draws through: curves are bounded at
    /// their turning points, not at their control points. `Rect.zero` for an empty path.
    ///
    /// Every move counts, even one starting a subpath with no segments, since a zero-length
    /// subpath with round caps still draws a dot there. Stroke width is not included.
    public var bounds: Rect {
        guard !elements.isEmpty else { return .zero }
        var lo = Point(Double.infinity, .infinity), hi = Point(-Double.infinity, -.infinity)
        func add(_ p: Point) {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        var current = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                add(p)
                current = p
            case .quad(let c, let p):
                let curve = BezierSegment.quad(current, c, p)
                add(p)
                for t in curve.extremaParameters { add(curve.point(at: t)) }
                current = p
            case .cubic(let c1, let c2, let p):
                let curve = BezierSegment.cubic(current, c1, c2, p)
                add(p)
                for t in curve.extremaParameters { add(curve.point(at: t)) }
                current = p
            case .close:
                break  // the closing line ends at the subpath's move, already counted
            }
        }
        return Rect(corner: lo, hi)
    }

    /// The rectangle holding every point and control point: cheaper than ``bounds`` and never
    /// smaller, so it suits quick rejection tests.
    public var controlPointBounds: Rect {
        guard !elements.isEmpty else { return .zero }
        var lo = Point(Double.infinity, .infinity), hi = Point(-Double.infinity, -.infinity)
        func add(_ p: Point) {
            lo = Point(min(lo.x, p.x), min(lo.y, p.y))
            hi = Point(max(hi.x, p.x), max(hi.y, p.y))
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return Rect(corner: lo, hi)
    }
}
