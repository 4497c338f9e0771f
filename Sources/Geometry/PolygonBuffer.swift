/// Contours of straight segments in single precision, stored flat so the stroker and the
/// rasterizer can reuse one buffer frame after frame without allocating.
///
/// This is the hand-off format between geometry and pixels: the flattener and the stroker write
/// it, the rasterizer reads it. Coordinates are usually device pixels.
public struct PolygonBuffer: Sendable {
    /// Every contour's points, one after another.
    public var points: [SIMD2<Float>] = []
    /// For contour `i`, `points[contourEnds[i - 1]..<contourEnds[i]]` (with `contourEnds[-1]` = 0).
    public var contourEnds: [Int] = []
    /// Whether contour `i` was closed in its source path. Fills treat every contour as closed; the
    /// stroker caps open ones and joins closed ones.
    public var contourClosed: [Bool] = []

    public init() {}

    public var contourCount: Int { contourEnds.count }
    public var isEmpty: Bool { points.isEmpty }

    /// The index range in `points` of contour `i`.
    @inlinable public func range(ofContour i: Int) -> Range<Int> {
        (i == 0 ? 0 : contourEnds[i - 1])..<contourEnds[i]
    }

    /// Empties the buffer but keeps its storage for the next frame.
    public mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
        contourClosed.removeAll(keepingCapacity: true)
    }

    /// Appends a point to the contour being built.
    @inlinable public mutating func append(_ p: SIMD2<Float>) { points.append(p) }

    /// Ends the contour being built. An empty contour is dropped.
    @inlinable public mutating func endContour(closed: Bool) {
        let start = contourEnds.last ?? 0
        if points.count > start {
            contourEnds.append(points.count)
            contourClosed.append(closed)
        }
    }
}

extension Path {
    /// Flattens the path, mapped through `transform`, into `buffer` (appending), within
    /// `tolerance` in the transformed space. Used per frame, so it allocates nothing once the
    /// buffer has grown.
    public func flatten(into buffer: inout PolygonBuffer, transform t: Transform = .identity, tolerance: Double = 0.25) {
        var last = Point.zero
        var open = false
        @inline(__always) func put(_ p: Point) { buffer.points.append(SIMD2(Float(p.x), Float(p.y))) }
        for e in elements {
            switch e {
            case .move(let p0):
                if open { buffer.endContour(closed: false) }
                let p = t.apply(p0)
                put(p); last = p; open = true
            case .line(let p0):
                let p = t.apply(p0)
                put(p); last = p
            case .quad(let c0, let p0):
                let c = t.apply(c0), p = t.apply(p0)
                let n = Path.segmentCount(quad: last, c, p, tolerance: tolerance)
                if n > 1 {
                    let inv = 1 / Double(n)
                    for i in 1..<n {
                        let s = Double(i) * inv, ms = 1 - s
                        put(last * (ms * ms) + c * (2 * ms * s) + p * (s * s))
                    }
                }
                put(p); last = p
            case .cubic(let c10, let c20, let p0):
                let c1 = t.apply(c10), c2 = t.apply(c20), p = t.apply(p0)
                let n = Path.segmentCount(cubic: last, c1, c2, p, tolerance: tolerance)
                if n > 1 {
                    // Forward differencing: three additions per point.
                    let h = 1 / Double(n)
                    let a = (p - c2 * 3 + c1 * 3 - last), b = (c2 - c1 * 2 + last) * 3, c = (c1 - last) * 3
                    var d1 = a * (h * h * h) + b * (h * h) + c * h
                    var d2 = a * (6 * h * h * h) + b * (2 * h * h)
                    let d3 = a * (6 * h * h * h)
                    var q = last
                    for _ in 1..<n {
                        q += d1; d1 += d2; d2 += d3
                        put(q)
                    }
                }
                put(p); last = p
            case .close:
                if open { buffer.endContour(closed: true) }
                open = false
            }
        }
        if open { buffer.endContour(closed: false) }
    }
}
