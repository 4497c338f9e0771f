/// Arc lengths along a path, and the parts of it between two lengths: the basis of "draw on".
///
/// Build one per path and keep it: construction measures every segment once (Gauss–Legendre
/// quadrature over small parameter steps, with a cumulative table), and each query afterwards
/// is a binary search plus a little local work. Trimmed paths keep their curves (Béziers split
/// by de Casteljau at the parameter found for a length), so a trimmed symbol scales up smoothly.
///
/// Lengths run along the subpaths in order. A closed subpath includes its closing line. A
/// subpath that is only a move has length zero and never appears in trimmed output.
public struct PathMeasure: Sendable {
    /// One segment, with its table of lengths at evenly spaced parameters.
    struct Segment: Sendable {
        var curve: BezierSegment
        /// Where the segment starts, measured from the start of its subpath.
        var offset: Double
        var length: Double
        /// The closing line of a closed subpath, drawn by `close` rather than an element.
        var closes: Bool
        /// Index in `table` of the length at t = 0; the next `steps` entries follow.
        var tableStart: Int
        var steps: Int
    }

    struct Subpath: Sendable {
        var start: Point
        var segments: Range<Int>
        var closed: Bool
        var length: Double
        /// Where the subpath starts, measured from the start of the path.
        var offset: Double
    }

    private var segments: [Segment] = []
    private var subpaths: [Subpath] = []
    /// Cumulative lengths within each curve segment at t = i / steps.
    private var table: [Double] = []

    /// The length of the whole path, all subpaths together.
    public private(set) var length: Double = 0

    /// Measures `path`. `tolerance` (in the path's units) sets the size of the integration
    /// steps; the lengths found are far more precise than it.
    public init(_ path: Path, tolerance: Double = 0.01) {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.01
        var current = Point.zero
        var subpathStart = Point.zero
        var open = false

        func finishSubpath(closed: Bool) {
            guard open else { return }
            let i = subpaths.count - 1
            subpaths[i].closed = closed
            subpaths[i].segments = subpaths[i].segments.lowerBound..<segments.count
            let last = subpaths[i].segments.last.map { segments[$0] }
            subpaths[i].length = last.map { $0.offset + $0.length } ?? 0
            length += subpaths[i].length
            open = false
        }
        func add(_ curve: BezierSegment, closes: Bool = false) {
            // Segments of the open subpath start at its range's lower bound (set at its move).
            let firstOfSubpath = segments.count == subpaths[subpaths.count - 1].segments.lowerBound
            let offset = firstOfSubpath ? 0 : segments[segments.count - 1].offset + segments[segments.count - 1].length
            // Steps as fine as flattening at `tolerance` would use, so a length's parameter is
            // guessed well before Newton refines it; capped, since the quadrature does not need them.
            let steps: Int
            switch curve {
            case .line: steps = 1
            case .quad(let a, let b, let c): steps = min(256, Path.segmentCount(quad: a, b, c, tolerance: tolerance))
            case .cubic(let a, let b, let c, let d): steps = min(256, Path.segmentCount(cubic: a, b, c, d, tolerance: tolerance))
            }
            let tableStart = table.count
            var sum = 0.0
            table.append(0)
            for i in 0..<steps {
                let t0 = Double(i) / Double(steps), t1 = Double(i + 1) / Double(steps)
                let piece = curve.length(from: t0, to: t1)
                sum += piece.isFinite ? piece : 0
                table.append(sum)
            }
            segments.append(Segment(curve: curve, offset: offset, length: sum, closes: closes,
                                    tableStart: tableStart, steps: steps))
            current = curve.end
        }
        func startSubpath(at p: Point) {
            finishSubpath(closed: false)
            subpaths.append(Subpath(start: p, segments: segments.count..<segments.count, closed: false,
                                    length: 0, offset: length))
            subpathStart = p
            current = p
            open = true
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                startSubpath(at: p)
            case .line(let p):
                if !open { startSubpath(at: current) }
                add(.line(current, p))
            case .quad(let c, let p):
                if !open { startSubpath(at: current) }
                add(.quad(current, c, p))
            case .cubic(let c1, let c2, let p):
                if !open { startSubpath(at: current) }
                add(.cubic(current, c1, c2, p))
            case .close:
                guard open else { break }
                add(.line(current, subpathStart), closes: true)
                finishSubpath(closed: true)
                current = subpathStart
            }
        }
        finishSubpath(closed: false)
    }

    // MARK: Subpaths

    /// The number of subpaths, one per move in the path.
    public var subpathCount: Int { subpaths.count }

    /// The length of each subpath, in order.
    public var subpathLengths: [Double] { subpaths.map(\.length) }

    /// Whether subpath `index` ends with `close`. False for an index out of range.
    public func isClosed(subpath index: Int) -> Bool {
        subpaths.indices.contains(index) && subpaths[index].closed
    }

    // MARK: Trimming

    /// The part of the path between lengths `from` and `to`, measured along all subpaths in
    /// order, so a draw-on can reveal a whole symbol stroke by stroke.
    ///
    /// Lengths are clamped to `0...length`. A subpath covered completely keeps its `close`
    /// (so its last join is drawn); a partly covered one is open. An empty range gives an empty
    /// path, which draws nothing.
    public func trimmed(from: Double, to: Double) -> Path {
        var out = Path()
        guard !from.isNaN, !to.isNaN else { return out }
        let a = min(max(from, 0), length), b = min(max(to, 0), length)
        guard b > a else { return out }
        let slack = 1e-12 * max(length, 1)
        for (i, sub) in subpaths.enumerated() {
            let lo = a - sub.offset, hi = b - sub.offset
            if hi <= 0 { break }
            // A sliver left by rounding where two subpaths meet would draw as a stray dot.
            if min(hi, sub.length) - max(lo, 0) <= slack { continue }
            if lo <= slack && hi >= sub.length - slack {
                appendWhole(subpath: i, to: &out)
            } else {
                appendPiece(of: i, from: max(lo, 0), to: min(hi, sub.length), to: &out, move: true)
            }
        }
        return out
    }

    /// The part of subpath `index` between lengths `from` and `to`, measured from its start.
    ///
    /// On an open subpath the lengths are clamped to it. On a closed subpath they wrap around:
    /// `from` may lie anywhere (even beyond the length or below zero) and the piece runs forward
    /// from it for `to - from`, or for `to - from + length` when `to < from`, crossing the start
    /// point if need be; so a draw can begin anywhere on a ring. A piece as long as the ring
    /// gives the whole closed subpath.
    public func trimmed(subpath index: Int, from: Double, to: Double) -> Path {
        var out = Path()
        guard subpaths.indices.contains(index), !from.isNaN, !to.isNaN else { return out }
        let sub = subpaths[index]
        let total = sub.length
        guard total > 0 else { return out }
        if !sub.closed {
            let a = min(max(from, 0), total), b = min(max(to, 0), total)
            guard b > a else { return out }
            appendPiece(of: index, from: a, to: b, to: &out, move: true)
            return out
        }
        var span = to - from
        if span < 0 { span += total }
        guard span > 0 else { return out }
        if span >= total * (1 - 1e-12) {
            appendWhole(subpath: index, to: &out)
            return out
        }
        var start = from.isFinite ? from.truncatingRemainder(dividingBy: total) : 0
        if start < 0 { start += total }
        if start >= total { start = 0 }
        let end = start + span
        if end <= total {
            appendPiece(of: index, from: start, to: end, to: &out, move: true)
        } else {
            appendPiece(of: index, from: start, to: total, to: &out, move: true)
            appendPiece(of: index, from: 0, to: end - total, to: &out, move: false)
        }
        return out
    }

    /// Appends a subpath as it was, closed if it was.
    private func appendWhole(subpath index: Int, to out: inout Path) {
        let sub = subpaths[index]
        out.move(to: sub.start)
        for s in sub.segments where !segments[s].closes {
            out.append(segments[s].curve.element)
        }
        if sub.closed { out.close() }
    }

    /// Appends the open piece of a subpath between two lengths within it (0 ≤ a < b ≤ length),
    /// starting with a move, or continuing from the current point when `move` is false.
    /// Internal rather than private: dashing (Path+Dashing.swift) joins pieces with it.
    func appendPiece(of index: Int, from a: Double, to b: Double, to out: inout Path, move: Bool) {
        let sub = subpaths[index]
        guard b > a, !sub.segments.isEmpty else { return }
        // The first segment reaching beyond a, and the first reaching b.
        let first = searchSegment(in: sub.segments) { $0.offset + $0.length > a }
        let last = max(first, searchSegment(in: sub.segments) { $0.offset + $0.length >= b })
        let t0 = parameter(of: first, at: a - segments[first].offset)
        let t1 = parameter(of: last, at: b - segments[last].offset)
        if first == last {
            let piece = segments[first].curve.subsegment(from: t0, to: t1)
            if move { out.move(to: piece.start) }
            out.append(piece.element)
            return
        }
        let head = segments[first].curve.subsegment(from: t0, to: 1)
        if move { out.move(to: head.start) }
        out.append(head.element)
        if last > first + 1 {
            for s in (first + 1)..<last where segments[s].length > 0 {
                out.append(segments[s].curve.element)
            }
        }
        out.append(segments[last].curve.subsegment(from: 0, to: t1).element)
    }

    /// The first segment index in `range` satisfying `reached`, which must be false then true
    /// along the range; the last index when none does.
    private func searchSegment(in range: Range<Int>, _ reached: (Segment) -> Bool) -> Int {
        var lo = range.lowerBound, hi = range.upperBound - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if reached(segments[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The parameter at which segment `index` has covered `distance` of its length.
    ///
    /// The table gives the step and a linear guess within it; two Newton steps on the
    /// quadrature then bring the guess onto the true arc length.
    private func parameter(of index: Int, at distance: Double) -> Double {
        let seg = segments[index]
        guard seg.length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= seg.length { return 1 }
        if case .line = seg.curve { return distance / seg.length }
        // The step whose end reaches the distance.
        var lo = 0, hi = seg.steps - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if table[seg.tableStart + mid + 1] >= distance { hi = mid } else { lo = mid + 1 }
        }
        let before = table[seg.tableStart + lo], after = table[seg.tableStart + lo + 1]
        let stepStart = Double(lo) / Double(seg.steps), stepEnd = Double(lo + 1) / Double(seg.steps)
        let remaining = distance - before
        var t = after > before ? stepStart + (stepEnd - stepStart) * remaining / (after - before) : stepStart
        for _ in 0..<2 {
            let speed = seg.curve.derivative(at: t).length
            guard speed > 0 else { break }
            let error = seg.curve.length(from: stepStart, to: t) - remaining
            t = min(max(t - error / speed, stepStart), stepEnd)
        }
        return t
    }

    // MARK: Positions

    /// The point at `distance` along the whole path (clamped to it) and the unit tangent there,
    /// the direction of travel. The tangent is zero where the path has no direction (a path of
    /// zero length); an empty path gives zero for both.
    public func position(at distance: Double) -> (point: Point, tangent: Point) {
        guard !subpaths.isEmpty else { return (.zero, .zero) }
        let d = distance.isNaN ? 0 : min(max(distance, 0), length)
        // The first subpath with some length that reaches d; else the first subpath.
        var chosen = 0
        var found = false
        for (i, sub) in subpaths.enumerated() where sub.length > 0 && sub.offset + sub.length >= d {
            chosen = i; found = true; break
        }
        if !found, let i = subpaths.firstIndex(where: { $0.length > 0 }) { chosen = i }
        return position(subpath: chosen, at: d - subpaths[chosen].offset)
    }

    /// The point and unit tangent at `distance` from the start of subpath `index`: clamped on an
    /// open subpath, wrapped around on a closed one. Zero for an index out of range.
    public func position(subpath index: Int, at distance: Double) -> (point: Point, tangent: Point) {
        guard subpaths.indices.contains(index) else { return (.zero, .zero) }
        let sub = subpaths[index]
        guard sub.length > 0 else { return (sub.start, .zero) }
        var d = distance.isNaN ? 0 : distance
        if sub.closed && (d < 0 || d > sub.length) && d.isFinite {
            d = d.truncatingRemainder(dividingBy: sub.length)
            if d < 0 { d += sub.length }
        }
        d = min(max(d, 0), sub.length)
        // The first segment reaching d, skipping segments of zero length (they have no direction).
        var s = searchSegment(in: sub.segments) { $0.offset + $0.length >= d }
        while segments[s].length == 0 && s + 1 < sub.segments.upperBound { s += 1 }
        while segments[s].length == 0 && s > sub.segments.lowerBound { s -= 1 }
        let seg = segments[s]
        let t = parameter(of: s, at: d - seg.offset)
        let point = t == 1 ? seg.curve.end : t == 0 ? seg.curve.start : seg.curve.point(at: t)
        return (point, seg.curve.tangent(at: t))
    }
}
