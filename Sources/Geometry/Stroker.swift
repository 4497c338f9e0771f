import Foundation

/// Turns flattened centre lines into the outline of their stroke.
///
/// The output is a set of closed polygons whose **non-zero** fill is exactly the stroke, so the
/// rasterizer fills it like any other shape. All contours one call writes wind the same way, so
/// their pieces add up and never cancel; fill everything one stroke produced as a single shape.
///
/// How it stays correct without computing the union of anything:
/// an open polyline becomes one contour, its left side forwards, the end cap, its right side
/// backwards and the start cap; a closed one becomes two contours, the left side forwards and the
/// right side backwards. Such a contour's winding is the sum of one rectangle per segment, one
/// wedge per outer join and the caps, all wound the same way, minus one small kite per inner
/// corner where the two offset lines are cut at their intersection. A kite is only cut when it
/// lies inside both neighbouring rectangles, so the winding stays non-zero everywhere inside the
/// stroke; sharper inner corners (tight curves, cusps, 180° turns) route through the corner's
/// centre point instead, which cuts nothing. See `Stroker+Joins.swift`.
///
/// A stroker keeps scratch arrays between calls, so reuse one value frame after frame: once its
/// buffers have grown, stroking allocates nothing.
public struct Stroker {
    /// The current contour with consecutive duplicate points removed.
    var points: [SIMD2<Float>] = []
    /// Unit direction of segment `i`, from `points[i]` to `points[i + 1]` (to `points[0]` for
    /// the closing segment of a closed contour).
    var directions: [SIMD2<Float>] = []
    /// Length of segment `i`.
    var lengths: [Float] = []

    public init() {}

    /// Strokes flattened contours (open or closed, as flagged in `input`) into closed polygons
    /// whose non-zero fill is the stroke, appending them to `output`.
    ///
    /// `tolerance` (in the points' units, usually device pixels) bounds how far round joins and
    /// caps may stray from true circles. Zero-length contours become dots for round and square
    /// caps and vanish for butt caps; an empty input appends nothing.
    public mutating func stroke(_ input: PolygonBuffer, style: StrokeStyle, tolerance: Float, into output: inout PolygonBuffer) {
        guard !input.isEmpty, let pen = Pen(style: style, tolerance: tolerance) else { return }
        for c in 0..<input.contourCount {
            let closed = input.contourClosed[c]
            let count = collect(input.points, range: input.range(ofContour: c), closed: closed, minimumLength: pen.minimumSegment)
            if count == 0 { continue }
            if directions.isEmpty {
                pen.dot(at: points[0], into: &output)
            } else if closed {
                strokeClosed(pen, into: &output)
            } else {
                strokeOpen(pen, into: &output)
            }
        }
    }

    /// Copies one contour into `points` without consecutive duplicates (and, when closed, without a
    /// last point equal to the first), and fills `directions` and `lengths`. Returns the number of
    /// points kept.
    private mutating func collect(_ source: [SIMD2<Float>], range: Range<Int>, closed: Bool, minimumLength: Float) -> Int {
        points.removeAll(keepingCapacity: true)
        directions.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        guard !range.isEmpty else { return 0 }
        let minSquared = minimumLength * minimumLength
        var last = source[range.lowerBound]
        guard last.x.isFinite && last.y.isFinite else { return 0 }
        points.append(last)
        for i in (range.lowerBound + 1)..<range.upperBound {
            let p = source[i]
            let d = p - last
            let l2 = (d * d).sum()
            // The negated test also skips NaN, so a bad point cannot poison the outline.
            if !(l2 > minSquared) || !l2.isFinite { continue }
            let l = l2.squareRoot()
            directions.append(d / l)
            lengths.append(l)
            points.append(p)
            last = p
        }
        if closed && points.count > 1 {
            let d = points[0] - last
            let l2 = (d * d).sum()
            if l2 > minSquared {
                let l = l2.squareRoot()
                directions.append(d / l)
                lengths.append(l)
            } else {
                // The contour came back to its start: its last segment now ends at the first point.
                points.removeLast()
                let e = points[0] - points[points.count - 1]
                let l = (e * e).sum().squareRoot()
                directions[directions.count - 1] = e / l
                lengths[lengths.count - 1] = l
            }
        }
        return points.count
    }

    /// An open polyline: left side forwards, end cap, right side backwards, start cap, as one
    /// contour.
    private func strokeOpen(_ pen: Pen, into output: inout PolygonBuffer) {
        let m = directions.count
        let h = pen.halfWidth
        let first = directions[0], final = directions[m - 1]
        output.points.append(points[0] + h * first.leftNormal)
        if m > 1 {
            for j in 1..<m {
                pen.join(at: points[j], from: directions[j - 1], to: directions[j],
                         lengths: lengths[j - 1], lengths[j], innerOnLeft: Pen.turnsLeft(directions[j - 1], directions[j]),
                         throughCentre: false, into: &output.points)
            }
        }
        output.points.append(points[m] + h * final.leftNormal)
        pen.cap(at: points[m], direction: final, into: &output.points)
        output.points.append(points[m] - h * final.leftNormal)
        if m > 1 {
            for j in stride(from: m - 1, through: 1, by: -1) {
                pen.join(at: points[j], from: -directions[j], to: -directions[j - 1],
                         lengths: lengths[j], lengths[j - 1], innerOnLeft: !Pen.turnsLeft(directions[j - 1], directions[j]),
                         throughCentre: false, into: &output.points)
            }
        }
        output.points.append(points[0] - h * first.leftNormal)
        pen.cap(at: points[0], direction: -first, into: &output.points)
        output.endContour(closed: true)
    }

    /// A closed polygon: the left side forwards and the right side backwards, as two contours,
    /// with a join at every vertex including the first.
    private func strokeClosed(_ pen: Pen, into output: inout PolygonBuffer) {
        let n = points.count
        for j in 0..<n {
            let before = j == 0 ? n - 1 : j - 1
            pen.join(at: points[j], from: directions[before], to: directions[j],
                     lengths: lengths[before], lengths[j], innerOnLeft: Pen.turnsLeft(directions[before], directions[j]),
                     throughCentre: j == 0, into: &output.points)
        }
        output.endContour(closed: true)
        for j in stride(from: n - 1, through: 0, by: -1) {
            let before = j == 0 ? n - 1 : j - 1
            pen.join(at: points[j], from: -directions[j], to: -directions[before],
                     lengths: lengths[j], lengths[before], innerOnLeft: !Pen.turnsLeft(directions[before], directions[j]),
                     throughCentre: j == 0, into: &output.points)
        }
        output.endContour(closed: true)
    }
}

extension SIMD2 where Scalar == Float {
    /// The vector turned a quarter turn, (x, y) → (-y, x): the left side of a direction when y
    /// points up, the right side on a y-down screen. The stroker only needs it to be consistent.
    @inline(__always) var leftNormal: SIMD2<Float> { SIMD2(-y, x) }
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
