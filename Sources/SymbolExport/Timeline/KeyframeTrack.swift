/// One animated number (or a few that share their key times, as Lottie's 2-D scale) as the
/// formats store it: keys at times, and between each key and the next a cubic Bézier easing.
///
/// Every easing has its time handles at 1/3 and 2/3 (`cubic-bezier(1/3, y1, 2/3, y2)`), which
/// makes it a cubic in time: the fitter then solves for `y1` and `y2` by least squares, and a
/// player that evaluates the Bézier exactly reproduces that cubic.
public struct KeyframeTrack: Sendable, Equatable {
    public struct Key: Sendable, Equatable {
        /// Seconds of player time.
        public var time: Double
        /// One value per dimension.
        public var value: [Double]
        /// The easing to the next key, per dimension: the Bézier's two value handles, as
        /// fractions of the change to the next key. Ignored on the last key.
        public var easing: [(Double, Double)]

        public static func == (a: Key, b: Key) -> Bool {
            a.time == b.time && a.value == b.value && a.easing.elementsEqual(b.easing) { $0 == $1 }
        }
    }

    /// The time handles of every easing.
    public static let timeHandles = (1.0 / 3, 2.0 / 3)

    /// Two or more keys; one key means the value never changes.
    public var keys: [Key]

    /// Whether the value changes over time.
    public var isAnimated: Bool { keys.count > 1 }

    /// The first key's value.
    public var initial: [Double] { keys[0].value }

    /// The value at time `t`, as a player evaluates the track.
    public func value(at t: Double) -> [Double] {
        guard let first = keys.first else { return [] }
        if t <= first.time || keys.count == 1 { return first.value }
        guard let last = keys.last, t < last.time else { return keys.last!.value }
        var i = 0
        while keys[i + 1].time <= t { i += 1 }
        let a = keys[i], b = keys[i + 1]
        let u = (t - a.time) / (b.time - a.time)
        return a.value.indices.map { d in
            let (y1, y2) = a.easing[d]
            return a.value[d] + (b.value[d] - a.value[d]) * Self.ease(u, y1, y2)
        }
    }

    /// The easing with handles (1/3, y1) and (2/3, y2) at time fraction `u`.
    static func ease(_ u: Double, _ y1: Double, _ y2: Double) -> Double {
        let v = 1 - u
        return 3 * v * v * u * y1 + 3 * v * u * u * y2 + u * u * u
    }

    /// Fits keys to `samples` (each a value per dimension) taken at `times`, so that between keys
    /// the track stays within `tolerance` (per dimension) of every sample. Each key spans as many
    /// samples as it can; a value that does not change is one key. With `sharedEasing` every
    /// dimension of a key eases by the same curve (some players read only the first
    /// dimension's easing).
    public static func fit(times: [Double], samples: [[Double]], tolerance: [Double], sharedEasing: Bool = false) -> KeyframeTrack {
        precondition(times.count == samples.count && !times.isEmpty)
        let dims = samples[0].count
        let n = times.count
        // A constant track: one key.
        if (0..<dims).allSatisfy({ d in samples.allSatisfy { abs($0[d] - samples[0][d]) <= tolerance[d] * 0.5 } }) {
            return KeyframeTrack(keys: [Key(time: times[0], value: samples[0], easing: Array(repeating: (1.0 / 3, 2.0 / 3), count: dims))])
        }
        var keys: [Key] = []
        var i = 0
        while i < n - 1 {
            var best = (end: i + 1, easing: fitSegment(times, samples, from: i, to: i + 1, tolerance: tolerance, shared: sharedEasing)!)
            // A run of samples equal to sample i is a flat stretch, which fitSegment would
            // accept at every end within it after testing every sample before that end: taken
            // in one step, so a long rest (an effect over in 1 s of a 600 s export) costs its
            // length, not its square. The keys are those the test would give (equal samples pass it
            // at any tolerance).
            func same(_ k: Int) -> Bool { (0..<dims).allSatisfy { samples[k][$0] == samples[i][$0] } }
            var flat = i + 1
            if same(flat) { while flat + 1 < n, same(flat + 1) { flat += 1 } }
            if flat > i + 1 { best = (flat, Array(repeating: (1.0 / 3, 2.0 / 3), count: dims)) }
            var j = best.end + 1
            while j < n, let e = fitSegment(times, samples, from: i, to: j, tolerance: tolerance, shared: sharedEasing) {
                best = (j, e)
                j += 1
            }
            keys.append(Key(time: times[i], value: samples[i], easing: best.easing))
            i = best.end
        }
        keys.append(Key(time: times[n - 1], value: samples[n - 1], easing: Array(repeating: (1.0 / 3, 2.0 / 3), count: dims)))
        return KeyframeTrack(keys: keys)
    }

    /// The easing per dimension that carries samples `i` to `j` within tolerance, or nil.
    private static func fitSegment(_ times: [Double], _ samples: [[Double]], from i: Int, to j: Int,
                                   tolerance: [Double], shared: Bool = false) -> [(Double, Double)]? {
        let t0 = times[i], span = times[j] - t0
        if shared, samples[i].count > 1 {
            return fitShared(times, samples, from: i, to: j, tolerance: tolerance)
        }
        var result: [(Double, Double)] = []
        for d in samples[i].indices {
            let v0 = samples[i][d], delta = samples[j][d] - v0
            if j == i + 1 { result.append((1.0 / 3, 2.0 / 3)); continue }
            if abs(delta) < 1e-12 {
                // No change between the keys: only a flat stretch fits.
                guard (i...j).allSatisfy({ abs(samples[$0][d] - v0) <= tolerance[d] }) else { return nil }
                result.append((1.0 / 3, 2.0 / 3))
                continue
            }
            var fit = HandleFit()
            for k in (i + 1)..<j { fit.add(u: (times[k] - t0) / span, value: (samples[k][d] - v0) / delta) }
            let (y1, y2) = fit.handles
            guard y1.isFinite, y2.isFinite, abs(y1) < 1e4, abs(y2) < 1e4 else { return nil }
            let (w0, wd) = written(v0, samples[j][d])
            for k in (i + 1)..<j {
                let u = (times[k] - t0) / span
                if abs(w0 + wd * ease(u, y1, y2) - samples[k][d]) > tolerance[d] { return nil }
            }
            result.append((y1, y2))
        }
        return result
    }

    /// One easing for every dimension: least squares over all the dimensions that change,
    /// each normalised by its own change; a dimension that does not change must stay flat.
    private static func fitShared(_ times: [Double], _ samples: [[Double]], from i: Int, to j: Int,
                                  tolerance: [Double]) -> [(Double, Double)]? {
        let t0 = times[i], span = times[j] - t0
        let dims = samples[i].indices
        if j == i + 1 { return dims.map { _ in (1.0 / 3, 2.0 / 3) } }
        var fit = HandleFit()
        for d in dims {
            let v0 = samples[i][d], delta = samples[j][d] - v0
            if abs(delta) < 1e-12 {
                guard (i...j).allSatisfy({ abs(samples[$0][d] - v0) <= tolerance[d] }) else { return nil }
                continue
            }
            for k in (i + 1)..<j { fit.add(u: (times[k] - t0) / span, value: (samples[k][d] - v0) / delta) }
        }
        let (y1, y2) = fit.handles
        guard y1.isFinite, y2.isFinite, abs(y1) < 1e4, abs(y2) < 1e4 else { return nil }
        for d in dims {
            let (w0, wd) = written(samples[i][d], samples[j][d])
            for k in (i + 1)..<j {
                let u = (times[k] - t0) / span
                if abs(w0 + wd * ease(u, y1, y2) - samples[k][d]) > tolerance[d] { return nil }
            }
        }
        return dims.map { _ in (y1, y2) }
    }

    /// A segment's first value and its change as the files hold them, each key spelled with
    /// ``ExportNumber``'s four decimals: an easing is held to the tolerance with the keys as
    /// written. Between keys a ten-thousandth apart a handle thousands of times the change
    /// (a breath that swells and comes back to where it began) would carry that rounding
    /// thousands of times over, so such a segment is split instead.
    private static func written(_ start: Double, _ end: Double) -> (start: Double, change: Double) {
        func round(_ v: Double) -> Double {
            abs(v) < 1e15 ? (v * 10_000).rounded() / 10_000 : v
        }
        let w0 = round(start)
        return (w0, round(end) - w0)
    }
}

/// Least squares for the easing's two handle heights y1, y2 in y(u) = b1 y1 + b2 y2 + u³, over
/// samples normalised so the segment runs from 0 to 1.
private struct HandleFit {
    private var s11 = 0.0, s12 = 0.0, s22 = 0.0, r1 = 0.0, r2 = 0.0

    /// One sample: `value` at the fraction `u` of the segment.
    mutating func add(u: Double, value: Double) {
        let v = 1 - u
        let b1 = 3 * v * v * u, b2 = 3 * v * u * u
        let r = value - u * u * u
        s11 += b1 * b1; s12 += b1 * b2; s22 += b2 * b2
        r1 += b1 * r; r2 += b2 * r
    }

    /// The best handles; with one interior sample they are kept level with each other, with
    /// none they are linear.
    var handles: (Double, Double) {
        let det = s11 * s22 - s12 * s12
        if abs(det) > 1e-18 { return ((r1 * s22 - r2 * s12) / det, (s11 * r2 - s12 * r1) / det) }
        if s11 > 0 { let y = r1 / (s11 + s12); return (y, y) }
        return (1.0 / 3, 2.0 / 3)
    }
}
