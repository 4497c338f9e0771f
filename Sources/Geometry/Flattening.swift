/// A subpath turned into straight segments.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    /// Whether the subpath ended with `close` (its last point joins its first).
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The path as polylines whose distance from the true curves is at most `tolerance`, in the
    /// path's own units.
    ///
    /// Flatten in device space (transform first) so the tolerance is in pixels: a symbol scaled
    /// up then gets more segments and stays smooth. The segment count of each curve comes from
    /// Wang's formula, so it is computed once, without recursion.
    public func flattened(tolerance: Double = 0.25) -> [Polyline] {
        var out: [Polyline] = []
        var current: [Point] = []
        var last = Point.zero
        func finish(closed: Bool) {
            if !current.isEmpty { out.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current.append(p)
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quad(let c, let p):
                let n = Path.segmentCount(quad: last, c, p, tolerance: tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    current.append(last * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                current.append(p)
                last = p
            case .cubic(let c1, let c2, let p):
                let n = Path.segmentCount(cubic: last, c1, c2, p, tolerance: tolerance)
                for i in 1..<n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
                    current.append(Point(a * last.x + b * c1.x + c * c2.x + d * p.x,
                                         a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                current.append(p)
                last = p
            case .close:
                if let first = current.first { last = first }
                finish(closed: true)
                // A command after close continues from the subpath start; Path inserts the move.
            }
        }
        finish(closed: false)
        return out
    }

    /// Segments needed for a quadratic to stay within `tolerance` (Wang's formula, degree 2).
    @inlinable public static func segmentCount(quad p0: Point, _ p1: Point, _ p2: Point, tolerance: Double) -> Int {
        let dd = (p0 - p1 * 2 + p2).length
        return clampCount((0.25 * dd / tolerance).squareRoot())
    }

    /// Segments needed for a cubic to stay within `tolerance` (Wang's formula, degree 3).
    @inlinable public static func segmentCount(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double) -> Int {
        let d1 = (p0 - p1 * 2 + p2).lengthSquared
        let d2 = (p1 - p2 * 2 + p3).lengthSquared
        let dd = max(d1, d2).squareRoot()
        return clampCount((0.75 * dd / tolerance).squareRoot())
    }

    @usableFromInline static func clampCount(_ n: Double) -> Int {
        guard n.isFinite else { return 1 }
        // Clamp before converting: a huge but finite count (coordinates near 1e300) would trap.
        return max(1, Int(min(4096, n).rounded(.up)))
    }
}
