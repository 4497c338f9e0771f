import Foundation

extension Stroker.Pen {
    /// Emits the left side of the stroke at vertex `p`, where the path turns from direction `d0`
    /// to `d1` (unit vectors). The point where the previous segment's offset ends and the next
    /// one's begins are included; the right side is the left side of the path walked backwards.
    ///
    /// On the inner side the offset lines are cut at their intersection only when the kite it
    /// cuts off (intersection, both offset ends, the vertex) lies inside both segments'
    /// rectangles, that is when h·tan(turn/2) and h·sin(turn) fit in both segments; otherwise, and when
    /// `throughCentre` asks for it, the outline goes through the vertex itself. On the outer
    /// side a small turn gets the intersection point and a larger one the join style.
    @inline(__always)
    func join(at p: SIMD2<Float>, from d0: SIMD2<Float>, to d1: SIMD2<Float>,
              lengths len0: Float, _ len1: Float, innerOnLeft: Bool, throughCentre: Bool,
              into out: inout [SIMD2<Float>]) {
        let h = halfWidth
        let n0 = d0.leftNormal, n1 = d1.leftNormal
        let cosine = (d0 * d1).sum()
        let onePlusCos = 1 + cosine
        if innerOnLeft {
            // The kite reaches h·tan(turn/2) (its tip) and h·sin(turn) (its side corners) along
            // each segment; both must fit.
            let sine = abs(d0.x * d1.y - d0.y * d1.x)
            if !throughCentre && onePlusCos > 1e-3 && h * sine <= min(1, onePlusCos) * min(len0, len1) {
                out.append(p + (h / onePlusCos) * (n0 + n1))
            } else {
                out.append(p + h * n0)
                out.append(p)
                out.append(p + h * n1)
            }
            return
        }
        if cosine >= smallTurnMinimumCosine {
            out.append(p + (h / onePlusCos) * (n0 + n1))
            return
        }
        switch join {
        case .miter:
            if cosine >= miterMinimumCosine {
                out.append(p + (h / onePlusCos) * (n0 + n1))
            } else {
                out.append(p + h * n0)
                out.append(p + h * n1)
            }
        case .bevel:
            out.append(p + h * n0)
            out.append(p + h * n1)
        case .round:
            out.append(p + h * n0)
            // The outer side is on the left, so the path turns right: rotate clockwise.
            let turn = atan2f(abs(d0.x * d1.y - d0.y * d1.x), cosine)
            let steps = Int((turn / roundStep).rounded(.up))
            if steps > 1 {
                let a = -turn / Float(steps)
                let r = SIMD2(cosf(a), sinf(a))
                var v = n0
                for _ in 1..<steps {
                    v = v.rotated(by: r)
                    out.append(p + h * v)
                }
            }
            out.append(p + h * n1)
        }
    }
}
