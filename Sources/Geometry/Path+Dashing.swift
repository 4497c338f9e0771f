// The dashing loop is ported from Skia's SkDashPath (src/utils/SkDashPath.cpp), by way of
// tiny-skia's dash.rs, so dashes start, wrap and join exactly where resvg draws them.

/// Dashing, as SVG's `stroke-dasharray` and `stroke-dashoffset` draw it: the path cut into the
/// "on" pieces of a repeating pattern of lengths, to be stroked like any other path.
extension Path {
    /// The most dashes ``dashed(pattern:offset:resolutionScale:)`` produces for one path. Tiny dashes
    /// on a long path would otherwise make millions of subpaths from a few bytes of SVG; past
    /// this many the path is stroked undashed, which draws something sensible at once.
    public static let maxDashCount = 1_000_000

    /// The pattern SVG draws for a raw `stroke-dasharray`, or nil for a solid stroke.
    ///
    /// An odd-length list is repeated to make it even (`5 3 2` is `5 3 2 5 3 2`). A list that
    /// is empty, holds a negative or non-finite value, or sums to zero means no dashing, as SVG
    /// says (and as resvg renders `20 40 -60`).
    public static func normalizedDashPattern(_ raw: [Double]) -> [Double]? {
        guard !raw.isEmpty, raw.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let pattern = raw.count % 2 == 0 ? raw : raw + raw
        let period = pattern.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        return pattern
    }

    /// The dashes of this path: the pieces where `pattern` (alternating dash and gap lengths in
    /// the path's units, dashes first) is "on", starting `offset` into the pattern.
    ///
    /// - The pattern goes through ``normalizedDashPattern(_:)``; a solid one returns the path
    ///   unchanged.
    /// - A negative offset wraps around the pattern, as a positive one does.
    /// - The pattern restarts at each subpath.
    /// - On a closed subpath, a dash running through the closing segment continues into the
    ///   first dash when the subpath starts "on", so the corner at the start gets a join, not
    ///   two caps (as Skia and resvg draw it). Otherwise every dash is an open subpath, even
    ///   when the gap between two is zero.
    /// - A zero-length dash is a zero-length subpath (a move and a line to the same point),
    ///   which the stroker draws as a dot for round and square caps and omits for butt caps.
    /// - Curves stay curves: each dash is cut from the Béziers where Skia's
    ///   ``ContourMeasure`` puts its ends, a sum of chords slightly shorter than the arc.
    /// - A path that would give more than ``maxDashCount`` dashes is returned undashed.
    ///
    /// `resolutionScale` is how many device pixels one unit of the path spans (see
    /// ``Transform/resolutionScale``): curves are measured to half a device pixel, as Skia
    /// measures them, so dashes end where resvg ends them at that scale.
    public func dashed(pattern: [Double], offset: Double, resolutionScale: Double = 1) -> Path {
        guard let pattern = Self.normalizedDashPattern(pattern) else { return self }
        let period = pattern.reduce(0, +)
        let scale = resolutionScale > 0 && resolutionScale.isFinite ? resolutionScale : 1
        let contours = ContourMeasure.contours(of: self, tolerance: 0.5 / scale)
        guard contours.allSatisfy({ $0.length.isFinite }) else { return self }

        // An upper bound on the dashes: every pair of the pattern, once per period a subpath
        // spans, plus one period for where it starts and ends.
        let pairs = Double(pattern.count / 2)
        var bound = 0.0
        for c in contours where c.length > 0 { bound += ((c.length / period).rounded(.up) + 1) * pairs }
        guard bound <= Double(Self.maxDashCount) else { return self }

        let (firstIndex, firstLength) = Self.firstInterval(of: pattern, at: Self.phase(offset, period: period))
        var out = Path()
        for contour in contours where contour.length > 0 {
            let length = contour.length
            // A closed subpath's first dash is drawn last, joined to whatever dash ends it.
            var skipFirst = contour.isClosed
            var endedOn = false
            var index = firstIndex
            var dashLength = firstLength
            var distance = 0.0
            while distance < length {
                endedOn = false
                if index % 2 == 0 && !skipFirst {
                    endedOn = true
                    contour.appendPiece(from: distance, to: distance + dashLength, move: true, to: &out)
                }
                distance += dashLength
                skipFirst = false
                index += 1
                if index == pattern.count { index = 0 }
                dashLength = pattern[index]
            }
            if contour.isClosed && firstIndex % 2 == 0 {
                contour.appendPiece(from: 0, to: firstLength, move: !endedOn, to: &out)
            }
        }
        return out
    }

    /// Where in the pattern the path starts: `offset` wrapped into `0..<period`.
    static func phase(_ offset: Double, period: Double) -> Double {
        guard offset.isFinite else { return 0 }
        var phase = offset.truncatingRemainder(dividingBy: period)
        if phase < 0 { phase += period }
        return phase < period ? phase : 0
    }

    /// The entry of the pattern `phase` falls in, and what is left of it. A phase exactly at
    /// the end of a non-empty entry starts the next one (Skia's rule).
    static func firstInterval(of pattern: [Double], at phase: Double) -> (index: Int, remaining: Double) {
        var d = phase
        for (i, length) in pattern.enumerated() {
            if d > length || (d == length && length != 0) {
                d -= length
            } else {
                return (i, length - d)
            }
        }
        return (0, pattern[0])
    }
}
