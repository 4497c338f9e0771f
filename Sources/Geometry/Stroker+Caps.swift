extension Stroker.Pen {
    /// Emits the cap at the end `p` of a segment with direction `d`: the points strictly between
    /// `p + h·n` (the left side's end) and `p − h·n` (the right side's start), going round the
    /// front. A butt cap adds nothing.
    @inline(__always)
    func cap(at p: SIMD2<Float>, direction d: SIMD2<Float>, into out: inout [SIMD2<Float>]) {
        let h = halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            let n = d.leftNormal
            out.append(p + h * (d + n))
            out.append(p + h * (d - n))
        case .round:
            var v = d.leftNormal
            for _ in 1..<capSteps {
                v = v.rotated(by: capRotation)
                out.append(p + h * v)
            }
        }
    }

    /// Emits the dot a zero-length subpath draws at `p` as its own contour: a circle for round
    /// caps, an axis-aligned square for square caps, nothing for butt caps (as SVG requires).
    /// Wound the same way as every other contour the stroker writes.
    func dot(at p: SIMD2<Float>, into output: inout PolygonBuffer) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            output.points.append(p + SIMD2(h, h))
            output.points.append(p + SIMD2(h, -h))
            output.points.append(p + SIMD2(-h, -h))
            output.points.append(p + SIMD2(-h, h))
        case .round:
            var v = SIMD2<Float>(1, 0)
            for _ in 0..<(2 * capSteps) {
                output.points.append(p + h * v)
                v = v.rotated(by: capRotation)
            }
        }
        output.endContour(closed: true)
    }
}
