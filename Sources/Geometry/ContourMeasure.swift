// Ported from Skia's SkContourMeasure (src/core/SkContourMeasure.cpp), by way of tiny-skia's
// dash.rs, so that dashes are cut at the lengths resvg cuts them.

/// Lengths along one subpath as Skia measures them for dashing: each curve is split in halves
/// until its control points lie within a tolerance of its chord, and the length is the sum of
/// those chords.
///
/// That length is a little shorter than the true arc length (``PathMeasure`` finds the true
/// one), and a length maps to a curve parameter by linear interpolation along the chords. The
/// two differences move a dash on a circle by a fraction of a pixel, which is enough for an
/// edge pixel to differ from resvg's; so dashing measures the way Skia does, at Skia's
/// tolerance of half a device pixel.
struct ContourMeasure {
    /// One chord: where it ends, measured from the start of the subpath, and the curve
    /// parameter it ends at.
    private struct Chord {
        var distance: Double
        var curve: Int
        var t: Double
    }

    private var curves: [BezierSegment] = []
    private var chords: [Chord] = []
    /// The sum of the chords, the closing line included when the subpath is closed.
    private(set) var length = 0.0
    private(set) var isClosed = false

    /// Skia's limit on subdivision: a curve is not split into parameter spans narrower than
    /// 1024 / 2^30.
    private static let smallestSpan = 1024.0 / Double(0x3FFF_FFFF)

    /// Measures each subpath of `path`. `tolerance` is how far, in the path's units, a control
    /// point may stray from its chord before the curve is split (Skia's 0.5 device pixels
    /// divided by the resolution scale). Past `maxChords` chords in all, curves are no longer
    /// split, so a huge path at a huge scale costs bounded time and memory (and measures a little
    /// short); a circle of a thousand pixels needs a few dozen.
    static func contours(of path: Path, tolerance: Double, maxChords: Int = 100_000) -> [ContourMeasure] {
        var budget = maxChords
        var out: [ContourMeasure] = []
        var current: ContourMeasure?
        var start = Point.zero, last = Point.zero
        func finish() {
            guard var c = current else { return }
            if c.isClosed { c.add(.line(last, start), tolerance: tolerance, budget: &budget) }
            out.append(c)
            current = nil
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = ContourMeasure()
                start = p
                last = p
            case .line(let p):
                if current == nil { current = ContourMeasure(); start = last }
                current!.add(.line(last, p), tolerance: tolerance, budget: &budget)
                last = p
            case .quad(let c, let p):
                if current == nil { current = ContourMeasure(); start = last }
                current!.add(.quad(last, c, p), tolerance: tolerance, budget: &budget)
                last = p
            case .cubic(let c1, let c2, let p):
                if current == nil { current = ContourMeasure(); start = last }
                current!.add(.cubic(last, c1, c2, p), tolerance: tolerance, budget: &budget)
                last = p
            case .close:
                guard current != nil else { break }
                current!.isClosed = true
                finish()
                last = start
            }
        }
        finish()
        return out
    }

    /// Adds a segment's chords; a segment that adds no length is left out.
    private mutating func add(_ curve: BezierSegment, tolerance: Double, budget: inout Int) {
        let before = length
        let index = curves.count
        switch curve {
        case .line(let a, let b):
            addChord(a.distance(to: b), curve: index, t: 1)
        case .quad, .cubic:
            addChords(of: curve, from: 0, to: 1, curve: index, tolerance: tolerance, budget: &budget)
        }
        // Chords were recorded against `index`; keep the curve only if any were.
        if length > before { curves.append(curve) }
    }

    private mutating func addChord(_ d: Double, curve: Int, t: Double) {
        let next = length + d
        guard next > length else { return }
        length = next
        chords.append(Chord(distance: next, curve: curve, t: t))
    }

    /// Splits `piece` (the part of the curve between parameters `t0` and `t1`) in halves while
    /// it is too curved, and records the chords of the pieces in order.
    private mutating func addChords(of piece: BezierSegment, from t0: Double, to t1: Double, curve: Int,
                                    tolerance: Double, budget: inout Int) {
        if t1 - t0 >= Self.smallestSpan, budget > 0, Self.isTooCurved(piece, tolerance: tolerance) {
            budget -= 1
            let mid = (t0 + t1) / 2
            addChords(of: piece.subsegment(from: 0, to: 0.5), from: t0, to: mid, curve: curve, tolerance: tolerance,
                      budget: &budget)
            addChords(of: piece.subsegment(from: 0.5, to: 1), from: mid, to: t1, curve: curve, tolerance: tolerance,
                      budget: &budget)
        } else {
            addChord(piece.start.distance(to: piece.end), curve: curve, t: t1)
        }
    }

    /// Skia's cheap flatness test: a quadratic's midpoint, or a cubic's control points, farther
    /// (in the larger of x and y) than `tolerance` from where the chord would put them.
    private static func isTooCurved(_ curve: BezierSegment, tolerance: Double) -> Bool {
        func far(_ p: Point, _ q: Point) -> Bool { max(abs(p.x - q.x), abs(p.y - q.y)) > tolerance }
        switch curve {
        case .line:
            return false
        case .quad(let p0, let p1, let p2):
            return far(p1 * 0.5, (p0 + p2) * 0.25)
        case .cubic(let p0, let p1, let p2, let p3):
            return far(p1, p0.lerp(to: p3, 1.0 / 3)) || far(p2, p0.lerp(to: p3, 2.0 / 3))
        }
    }

    // MARK: Pieces

    /// The curve and parameter at `distance` (within `0...length`): the first chord reaching
    /// it, interpolated linearly from the chord before when both lie on the same curve.
    private func location(at distance: Double) -> (chord: Int, t: Double) {
        var lo = 0, hi = chords.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if chords[mid].distance < distance { lo = mid + 1 } else { hi = mid }
        }
        let chord = chords[lo]
        var startT = 0.0, startD = 0.0
        if lo > 0 {
            startD = chords[lo - 1].distance
            if chords[lo - 1].curve == chord.curve { startT = chords[lo - 1].t }
        }
        let t = startT + (chord.t - startT) * (distance - startD) / (chord.distance - startD)
        return (lo, min(max(t, 0), 1))
    }

    /// Appends the part between lengths `a` and `b` (clamped to the contour) to `out`,
    /// starting with a move when `move` is true, else continuing from the current point. A
    /// piece of zero length is a line from the current point to itself, which a stroker caps
    /// as a dot.
    func appendPiece(from a: Double, to b: Double, move: Bool, to out: inout Path) {
        let a = max(a, 0), b = min(b, length)
        guard a <= b, !chords.isEmpty else { return }
        let (startChord, startT) = location(at: a)
        let (stopChord, stopT) = location(at: b)
        var curve = chords[startChord].curve
        let stopCurve = chords[stopChord].curve
        if move { out.move(to: curves[curve].point(at: startT)) }
        if curve == stopCurve {
            Self.append(curves[curve], from: startT, to: stopT, to: &out)
            return
        }
        var t = startT
        while curve < stopCurve {
            Self.append(curves[curve], from: t, to: 1, to: &out)
            curve += 1
            t = 0
        }
        Self.append(curves[stopCurve], from: 0, to: stopT, to: &out)
    }

    private static func append(_ curve: BezierSegment, from t0: Double, to t1: Double, to out: inout Path) {
        if t0 == t1 {
            out.line(to: out.currentPoint)
            return
        }
        out.append(curve.subsegment(from: t0, to: t1).element)
    }
}
