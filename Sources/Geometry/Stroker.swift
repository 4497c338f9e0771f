/// Turns flattened centre lines into the outline of their stroke.
///
/// The output is a set of closed polygons whose **non-zero** fill is exactly the stroke, so the
/// rasterizer fills it like any other shape. All contours one call writes wind the same way, so
/// their pieces add up and never cancel; fill everything one stroke produced as a single shape.
///
/// How it stays correct without computing the union of anything: an open polyline becomes one
/// contour (its left side forwards, the end cap, its right side backwards, the start cap) and a
/// closed one two contours (the left side forwards, the right side backwards). Such a contour's
/// winding number is the sum of one rectangle per segment, one wedge per outer join and the caps,
/// all wound the same way, minus one small kite per inner corner where the two offset lines are
/// cut at their intersection. A kite is only cut where it lies inside both neighbouring
/// rectangles, so the winding stays non-zero everywhere inside the stroke; sharper inner corners
/// (tight curves, cusps, 180° turns) route through the corner's centre point instead, which cuts
/// nothing. The first corner of a closed contour always does, so that kites can never cancel the
/// winding all the way round a small ring. See `Stroker+Joins.swift`.
///
/// A stroker keeps scratch storage between calls, so reuse one value frame after frame: once its
/// storage has grown, stroking allocates nothing (beyond `output` growing).
public struct Stroker {
    var scratch = Scratch()
    /// The last call's pen and what it was made from, reused while the style and tolerances stay
    /// the same (a frame strokes path after path with one style): setting a pen up costs a few
    /// hundred instructions, as much as stroking a short path's joins.
    var lastPen: (key: Pen.Key, pen: Pen)?

    public init() {}

    /// Strokes flattened contours (open or closed, as flagged in `input`) into closed polygons
    /// whose non-zero fill is the stroke, appending them to `output`.
    ///
    /// `tolerance` (in the points' units, usually device pixels) bounds how far round caps and
    /// dots, and unless `joinTolerance` is given round joins too, may stray from true circles.
    /// Round parts are polygons round the circle, so a coarser tolerance only ever adds area.
    /// Zero-length contours become dots for round and square caps and vanish for butt caps; an
    /// empty input appends nothing.
    ///
    /// `joinTolerance` bounds round joins and the turns small enough to be joined by the offset
    /// lines' intersection (under any join style). It may sensibly be coarser than `tolerance`:
    /// a join sits mid-stroke, where the centre line itself was flattened to some tolerance
    /// already, and an error of that size there is as invisible as in the sides, while a cap is
    /// the visible tip of the stroke, where a coarse polygon shows as a flattened end. Pass the
    /// centre line's flattening tolerance; nil (the default) uses `tolerance` for joins too.
    public mutating func stroke(_ input: PolygonBuffer, style: StrokeStyle, tolerance: Float, joinTolerance: Float? = nil,
                                into output: inout PolygonBuffer) {
        guard !input.isEmpty else { return }
        let key = Pen.Key(style: style, tolerance: tolerance, joinTolerance: joinTolerance)
        let pen: Pen
        if let last = lastPen, last.key == key {
            pen = last.pen
        } else {
            guard let made = Pen(style: style, tolerance: tolerance, joinTolerance: joinTolerance) else { return }
            pen = made
            lastPen = (key, made)
        }
        if !isKnownUniquelyReferenced(&scratch) { scratch = Scratch() }
        let scratch = self.scratch
        input.points.withUnsafeBufferPointer { source in
            for c in 0..<input.contourCount {
                let closed = input.contourClosed[c]
                let count = scratch.collect(source, range: input.range(ofContour: c), closed: closed, minimumLength: pen.minimumSegment)
                if count == 0 { continue }
                var out = OutlineWriter(scratch)
                if count == 1 {
                    pen.dot(at: scratch.points[0], into: &out)
                    out.flush(into: &output)
                } else if closed {
                    var right = BackwardWriter(scratch)
                    pen.strokeClosed(Vertices(scratch), count: count, left: &out, right: &right)
                    out.flush(into: &output)
                    right.flush(into: &output)
                } else {
                    var right = BackwardWriter(scratch)
                    pen.strokeOpen(Vertices(scratch), segments: count - 1, into: &out, right: &right)
                    out.flush(into: &output)
                }
            }
        }
    }
}

extension Stroker {
    /// One contour's vertices after duplicates are dropped: positions, and the unit direction and
    /// length of the segment leaving each (the last segment of a closed contour returns to the
    /// first point).
    struct Vertices {
        let points: UnsafeMutablePointer<SIMD2<Float>>
        let directions: UnsafeMutablePointer<SIMD2<Float>>
        let lengths: UnsafeMutablePointer<Float>

        init(_ s: Scratch) {
            points = s.points
            directions = s.directions
            lengths = s.lengths
        }
    }
}

extension Stroker.Pen {
    /// How many vertices' joins the writers make room for at a time: few enough that the spare
    /// room stays small (a batch of the largest joins), many enough that the check costs
    /// nothing per vertex. The batch times `maxJoinPoints` (at most a few thousand) cannot
    /// overflow, so the loops multiply wrapping.
    static let joinBatch = 32

    /// An open polyline of `m` ≥ 1 segments: left side forwards, end cap, right side backwards,
    /// start cap, as one contour. The caps supply the sides' end points. Both sides are stroked
    /// in one pass, the right side into `right`, which is copied in after the end cap.
    ///
    /// Not inlined into `stroke`, and the writers worked on as local copies: that keeps this
    /// function small enough for both joins to inline into its loop with the writers in registers.
    @inline(never)
    func strokeOpen(_ v: Stroker.Vertices, segments m: Int, into writer: inout Stroker.OutlineWriter,
                    right rightWriter: inout Stroker.BackwardWriter) {
        var out = writer, right = rightWriter
        defer { writer = out; rightWriter = right }
        let p = v.points, d = v.directions, l = v.lengths
        // Vertex indices within 0...m wrap (`&-`, `&+`) rather than check: one pair of joins per
        // vertex. Room is made a batch of vertices at a time, so the loop checks no capacity.
        var j = 1
        while j < m {
            let end = min(m, j &+ Self.joinBatch)
            out.reserve((end &- j) &* maxJoinPoints)
            right.reserve((end &- j) &* maxJoinPoints)
            while j < end {
                joins(at: p[j], from: d[j &- 1], to: d[j], lengths: l[j &- 1], l[j], throughCentre: false,
                      left: &out, right: &right)
                j &+= 1
            }
        }
        out.reserve(maxCapPoints)
        cap(at: p[m], direction: d[m - 1], into: &out)
        out.append(&right)
        out.reserve(maxCapPoints)
        cap(at: p[0], direction: -d[0], into: &out)
    }

    /// Both sides of a closed polygon of `n` ≥ 2 vertices, in one pass: the left side forwards
    /// into `left` and the right side, to be read backwards, into `right`, each with a join at
    /// every vertex including the first. Not inlined, with local writers, as `strokeOpen`.
    @inline(never)
    func strokeClosed(_ v: Stroker.Vertices, count n: Int, left leftWriter: inout Stroker.OutlineWriter,
                      right rightWriter: inout Stroker.BackwardWriter) {
        var left = leftWriter, right = rightWriter
        defer { leftWriter = left; rightWriter = right }
        let p = v.points, d = v.directions, l = v.lengths
        // Wrapping: 0 ≤ j < n; room made in batches, as in `strokeOpen`. The first vertex stays in
        // the loop (one join site, so the optimizer inlines it) and goes through the centre.
        var j = 0
        while j < n {
            let end = min(n, j &+ Self.joinBatch)
            left.reserve((end &- j) &* maxJoinPoints)
            right.reserve((end &- j) &* maxJoinPoints)
            while j < end {
                let before = j == 0 ? n &- 1 : j &- 1
                joins(at: p[j], from: d[before], to: d[j], lengths: l[before], l[j], throughCentre: j == 0,
                      left: &left, right: &right)
                j &+= 1
            }
        }
    }
}

extension SIMD2 where Scalar == Float {
    /// The vector turned a quarter turn, (x, y) → (-y, x): the left side of a direction when y
    /// points up, the right side on a y-down screen. The stroker only needs it to be consistent.
    @inline(__always) var leftNormal: SIMD2<Float> { SIMD2(-y, x) }

    /// The vector rotated by the angle whose (cos, sin) is `r`.
    @inline(__always) func rotated(by r: SIMD2<Float>) -> SIMD2<Float> {
        SIMD2(r.x * x - r.y * y, r.y * x + r.x * y)
    }
}

extension Path {
    /// Convenience: flattens the path, strokes it and returns the outline as closed polygons,
    /// to be filled with the non-zero rule.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.1) -> Path {
        var flat = PolygonBuffer(), outline = PolygonBuffer()
        flatten(into: &flat, tolerance: tolerance)
        var stroker = Stroker()
        stroker.stroke(flat, style: style, tolerance: Float(tolerance), into: &outline)
        var path = Path()
        for c in 0..<outline.contourCount {
            let r = outline.range(ofContour: c)
            path.move(to: Point(Double(outline.points[r.lowerBound].x), Double(outline.points[r.lowerBound].y)))
            for i in (r.lowerBound + 1)..<r.upperBound {
                path.line(to: Point(Double(outline.points[i].x), Double(outline.points[i].y)))
            }
            path.close()
        }
        return path
    }
}
