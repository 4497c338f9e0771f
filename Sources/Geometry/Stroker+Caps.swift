extension Stroker.Pen {
    /// Writes the cap at the end `p` of a segment with direction `d`: everything from the left
    /// side's end round the front to the right side's start. Butt caps write those two points,
    /// square caps the two corners half a width ahead (the sides run straight into them), round
    /// caps a half-turn polygon whose first and last edges continue the sides.
    @inline(__always)
    func cap(at p: SIMD2<Float>, direction d: SIMD2<Float>, into out: inout Stroker.OutlineWriter) {
        let h = halfWidth
        let n = d.leftNormal
        switch cap {
        case .butt:
            out.put(p + h * n)
            out.put(p - h * n)
        case .square:
            out.put(p + h * (d + n))
            out.put(p + h * (d - n))
        case .round:
            var v = n.rotated(by: capHalfRotation)
            for _ in 0..<capSteps {
                out.put(p + capRadius * v)
                v = v.rotated(by: capRotation)
            }
        }
    }

    /// Writes the dot a zero-length subpath draws at `p`: a circle for round caps, an
    /// axis-aligned square for square caps, nothing for butt caps (as SVG requires). Wound the
    /// same way as every other contour the stroker writes.
    func dot(at p: SIMD2<Float>, into out: inout Stroker.OutlineWriter) {
        let h = halfWidth
        out.reserve(2 * capSteps + 4)
        switch cap {
        case .butt:
            return
        case .square:
            out.put(p + SIMD2(h, h))
            out.put(p + SIMD2(h, -h))
            out.put(p + SIMD2(-h, -h))
            out.put(p + SIMD2(-h, h))
        case .round:
            var v = SIMD2<Float>(1, 0).rotated(by: capHalfRotation)
            for _ in 0..<(2 * capSteps) {
                out.put(p + capRadius * v)
                v = v.rotated(by: capRotation)
            }
        }
    }
}
