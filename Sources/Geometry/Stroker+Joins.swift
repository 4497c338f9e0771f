extension Stroker.Pen {
    /// Writes the left side of the stroke at vertex `p`, where the path turns from direction `d0`
    /// to `d1` (unit vectors), between the offset lines of the two segments. The right side is
    /// the left side of the path walked backwards.
    ///
    /// On the inner side the offset lines are cut at their intersection only when the kite this
    /// removes (intersection, both offset ends, the vertex) lies inside both segments' rectangles,
    /// that is when h·tan(turn/2) and h·sin(turn) fit in both segments; otherwise, and whenever
    /// `throughCentre` asks for it, the outline goes through the vertex itself. On the outer side
    /// a turn under one join step gets the intersection point and a larger one the join style;
    /// a clipped miter writes the two ends of its clip line.
    @inline(__always)
    func join(at p: SIMD2<Float>, from d0: SIMD2<Float>, to d1: SIMD2<Float>,
              lengths len0: Float, _ len1: Float, innerOnLeft: Bool, throughCentre: Bool,
              into out: inout Stroker.OutlineWriter) {
        let h = halfWidth
        let n0 = d0.leftNormal, n1 = d1.leftNormal
        let cosine = d0.x * d1.x + d0.y * d1.y
        let onePlusCos = 1 + cosine
        if innerOnLeft {
            let sine = abs(d0.x * d1.y - d0.y * d1.x)
            if !throughCentre && onePlusCos > 1e-3 && h * sine <= min(1, onePlusCos) * min(len0, len1) {
                out.put(p + (h / onePlusCos) * (n0 + n1))
            } else {
                out.put(p + h * n0)
                out.put(p)
                out.put(p + h * n1)
            }
            return
        }
        if cosine >= smallTurnMinimumCosine {
            out.put(p + (h / onePlusCos) * (n0 + n1))
            return
        }
        switch join {
        case .miter:
            if cosine >= miterMinimumCosine {
                out.put(p + (h / onePlusCos) * (n0 + n1))
            } else {
                out.put(p + h * n0)
                out.put(p + h * n1)
            }
        case .miterClip:
            if cosine >= miterMinimumCosine {
                out.put(p + (h / onePlusCos) * (n0 + n1))
            } else if onePlusCos > 1e-6 {
                // The tip points along d0 − d1; each offset line runs on until it meets the line
                // square to that direction at the clip distance.
                let tip = d0 - d1
                let m = tip / (tip.x * tip.x + tip.y * tip.y).squareRoot()
                let l = miterClipDistance
                let s0 = (l - h * (n0.x * m.x + n0.y * m.y)) / (d0.x * m.x + d0.y * m.y)
                let s1 = (l - h * (n1.x * m.x + n1.y * m.y)) / -(d1.x * m.x + d1.y * m.y)
                out.put(p + h * n0 + s0 * d0)
                out.put(p + h * n1 - s1 * d1)
            } else {
                out.put(p + h * n0)
                out.put(p + h * n1)
            }
        case .bevel:
            out.put(p + h * n0)
            out.put(p + h * n1)
        case .round:
            roundJoin(at: p, from: n0, cosine: cosine, sine: abs(d0.x * d1.y - d0.y * d1.x), into: &out)
        }
    }

    /// The outer arc of a round join on the left side (so the path turns right, clockwise) from
    /// normal `n0` through the turn whose cosine and sine are given: `k` vertices at the middles
    /// of `k` equal steps, where edges tangent to the circle meet. The offset lines are tangents
    /// too and run straight into the first and out of the last vertex, so the arc's end points
    /// need no vertices of their own. With one step this is the miter point.
    @inline(__always)
    private func roundJoin(at p: SIMD2<Float>, from n0: SIMD2<Float>, cosine: Float, sine: Float,
                           into out: inout Stroker.OutlineWriter) {
        let turn = Self.angle(cosine: cosine, sine: sine)
        // ceil without libm: rounding up is a library call on baseline x86-64.
        let steps = turn * inverseJoinStep
        // Compared before converting: a NaN turn (from directions that overflowed) takes the
        // most steps instead of trapping in Int(_:).
        var k = steps < Float(joinMaxSteps) ? Int(steps) : joinMaxSteps
        if Float(k) < steps { k += 1 }
        k = max(1, min(joinMaxSteps, k))
        let (c, s) = Self.cosSin(turn / Float(2 * k))
        let r = halfWidth / c
        let stepRotation = SIMD2(2 * c * c - 1, -2 * c * s)
        var v = n0.rotated(by: SIMD2(c, -s))
        for _ in 0..<k {
            out.put(p + r * v)
            v = v.rotated(by: stepRotation)
        }
    }

    /// The angle in [0, π] of a unit vector (cosine, sine ≥ 0), within about 1e-5 radians:
    /// 2·atan(tan(θ/2)), with tan(θ/2) kept in [0, 1] and atan as a polynomial. Round joins are
    /// the only per-vertex trigonometry; libm would cost more than the rest of the join.
    @inline(__always)
    static func angle(cosine c: Float, sine s: Float) -> Float {
        if c >= 0 {
            return 2 * atanOfUnitInterval(s / (1 + c))
        }
        return Float.pi - 2 * atanOfUnitInterval(s / (1 - c))
    }

    /// atan(t) for t in [0, 1], a minimax polynomial within about 1e-5.
    @inline(__always)
    private static func atanOfUnitInterval(_ t: Float) -> Float {
        let t2 = t * t
        var p: Float = -0.01172120
        p = p * t2 + 0.05265332
        p = p * t2 - 0.11643287
        p = p * t2 + 0.19354346
        p = p * t2 - 0.33262347
        p = p * t2 + 0.99997726
        return p * t
    }

    /// (cos a, sin a) for |a| ≤ π/4 from Taylor polynomials, within about 4e-7.
    @inline(__always)
    static func cosSin(_ a: Float) -> (Float, Float) {
        let a2 = a * a
        let c: Float = 1 + a2 * (-0.5 + a2 * (0.041666668 + a2 * (-0.0013888889 + a2 * 2.4801588e-5)))
        let s: Float = a * (1 + a2 * (-0.16666667 + a2 * (0.008333334 + a2 * -0.0001984127)))
        return (c, s)
    }
}
