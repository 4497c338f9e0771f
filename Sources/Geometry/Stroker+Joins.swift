extension Stroker.Pen {
    /// Writes both sides of the stroke at vertex `p`, where the path turns from direction `d0` to
    /// `d1` (unit vectors), between the offset lines of the two segments: the left side's points
    /// to `left`, the right side's (the left side of the path walked backwards) to `right`. The
    /// two sides share the normals, the turn's cosine and sine, which side is inner and the
    /// intersection factor h / (1 + cos); each right-side point is computed from the negated,
    /// swapped normals and directions with the same operations in the same order as if that side
    /// were stroked on its own, so the points are bit for bit those of a separate backward pass.
    ///
    /// On the inner side the offset lines are cut at their intersection only when the kite this
    /// removes (intersection, both offset ends, the vertex) lies inside both segments' rectangles,
    /// that is when h·tan(turn/2) and h·sin(turn) fit in both segments; otherwise, and whenever
    /// `throughCentre` asks for it, the outline goes through the vertex itself. On the outer side
    /// a turn under one join step gets the intersection point and a larger one the join style;
    /// a clipped miter writes the two ends of its clip line.
    @inline(__always)
    func joins(at p: SIMD2<Float>, from d0: SIMD2<Float>, to d1: SIMD2<Float>,
               lengths len0: Float, _ len1: Float, throughCentre: Bool,
               left: inout Stroker.OutlineWriter, right: inout Stroker.BackwardWriter) {
        let h = halfWidth
        let n0 = d0.leftNormal, n1 = d1.leftNormal
        // The right side's directions and normals, computed as its own pass would: −n1 is the
        // same vector but may differ in the sign of a zero.
        let e0 = -d1, e1 = -d0
        let m0 = e0.leftNormal, m1 = e1.leftNormal
        let cosine = d0.x * d1.x + d0.y * d1.y
        let onePlusCos = 1 + cosine
        let cross = d0.x * d1.y - d0.y * d1.x
        // The right side's cross product is −cross (exactly, up to the sign of a zero), so
        // |cross| serves both; a 180° turn counts as a left turn, so exactly one side is inner.
        let sine = abs(cross)
        let innerOnLeft = Self.turnsLeft(cross: cross, cosine: cosine)
        let factor = h / onePlusCos
        // Each side's own sum: −(n0 + n1) could differ from m0 + m1 in the sign of a zero.
        let leftIntersection = p + factor * (n0 + n1)
        let rightIntersection = p + factor * (m0 + m1)
        let cut = !throughCentre && onePlusCos > 1e-3 && h * sine <= min(1, onePlusCos) * min(len0, len1)
        if innerOnLeft {
            if cut {
                left.put(leftIntersection)
            } else {
                left.put(p + h * n0)
                left.put(p)
                left.put(p + h * n1)
            }
            if cosine >= smallTurnMinimumCosine {
                right.put(rightIntersection)
            } else {
                outerJoin(at: p, from: e0, to: e1, normals: m0, m1, cosine: cosine, sine: sine,
                          intersection: rightIntersection, into: &right)
            }
        } else {
            if cut {
                right.put(rightIntersection)
            } else {
                let q = right.group(3)
                q[0] = p + h * m0
                q[1] = p
                q[2] = p + h * m1
            }
            if cosine >= smallTurnMinimumCosine {
                left.put(leftIntersection)
            } else {
                outerJoin(at: p, from: d0, to: d1, normals: n0, n1, cosine: cosine, sine: sine,
                          intersection: leftIntersection, into: &left)
            }
        }
    }

    /// The outer side of a join over a turn of at least one join step, as the left side of a path
    /// turning right from `d0` to `d1` (normals `n0`, `n1`, `intersection` the offset lines'
    /// meeting point): its points go to the storage `out.group(n)` hands out for `n` points.
    @inline(__always)
    private func outerJoin<Sink: Stroker.PointGroups>(at p: SIMD2<Float>, from d0: SIMD2<Float>, to d1: SIMD2<Float>,
                           normals n0: SIMD2<Float>, _ n1: SIMD2<Float>, cosine: Float, sine: Float,
                           intersection: SIMD2<Float>, into out: inout Sink) {
        let h = halfWidth
        switch join {
        case .miter:
            if cosine >= miterMinimumCosine {
                out.group(1)[0] = intersection
            } else {
                let q = out.group(2)
                q[0] = p + h * n0
                q[1] = p + h * n1
            }
        case .miterClip:
            let onePlusCos = 1 + cosine
            if cosine >= miterMinimumCosine {
                out.group(1)[0] = intersection
            } else if onePlusCos > 1e-6 {
                // The tip points along d0 − d1; each offset line runs on until it meets the line
                // square to that direction at the clip distance.
                let tip = d0 - d1
                let m = tip / (tip.x * tip.x + tip.y * tip.y).squareRoot()
                let l = miterClipDistance
                let s0 = (l - h * (n0.x * m.x + n0.y * m.y)) / (d0.x * m.x + d0.y * m.y)
                let s1 = (l - h * (n1.x * m.x + n1.y * m.y)) / -(d1.x * m.x + d1.y * m.y)
                let q = out.group(2)
                q[0] = p + h * n0 + s0 * d0
                q[1] = p + h * n1 - s1 * d1
            } else {
                let q = out.group(2)
                q[0] = p + h * n0
                q[1] = p + h * n1
            }
        case .bevel:
            let q = out.group(2)
            q[0] = p + h * n0
            q[1] = p + h * n1
        case .round:
            roundJoin(at: p, from: n0, cosine: cosine, sine: sine, into: &out)
        }
    }

    /// The outer arc of a round join on the left side (so the path turns right, clockwise) from
    /// normal `n0` through the turn whose cosine and sine are given: `k` vertices at the middles
    /// of `k` equal steps, where edges tangent to the circle meet. The offset lines are tangents
    /// too and run straight into the first and out of the last vertex, so the arc's end points
    /// need no vertices of their own. With one step this is the miter point.
    @inline(__always)
    private func roundJoin<Sink: Stroker.PointGroups>(at p: SIMD2<Float>, from n0: SIMD2<Float>, cosine: Float, sine: Float,
                                                      into out: inout Sink) {
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
        let q = out.group(k)
        for i in 0..<k {
            q[i] = p + r * v
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
