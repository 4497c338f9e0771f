/// The parameter t of a two-point conical gradient at a point: the largest t for which the point
/// lies on the circle between the focal circle (t = 0) and the end circle (t = 1), with a radius
/// that is not negative. This is the HTML canvas's and SVG 2's definition, which resvg (through
/// tiny-skia's port of Skia's `SkConicalGradient`) and Chrome follow.
///
/// Relative to the focus, a point d is on the circle for t when
/// |d − t·Δc|² = (r₀ + t·Δr)², a quadratic a·t² − 2b·t + c = 0 with a = Δc·Δc − Δr²,
/// b = d·Δc + r₀Δr and c = d·d − r₀². Skia splits this into cases to save work per pixel;
/// solving the quadratic directly (with the cancellation-free root formula) gives the same t.
struct TwoPointConical {
    /// The end centre minus the focus (Δc).
    let cx: Double, cy: Double
    /// The focal radius r₀ and the growth of the radius from t = 0 to t = 1 (Δr).
    let r0: Double, dr: Double
    /// Δc·Δc − Δr²; zero when the focus lies on the end circle, where each point has one t.
    let a: Double

    init(_ g: RadialGradient) {
        cx = g.center.x - g.focus.x
        cy = g.center.y - g.focus.y
        r0 = max(g.focalRadius, 0)
        dr = g.radius - r0
        let c2 = cx * cx + cy * cy
        let a = c2 - dr * dr
        // Within Skia's tolerance (1/4096 of the centre distance) the focus counts as on the
        // circle; otherwise rounding would give a sliver of points a huge t or none at all.
        self.a = abs(a) <= c2 / 2048 ? 0 : a
    }

    /// t at the point `(dx, dy)` from the focus, in gradient space; nil where no circle with a
    /// non-negative radius passes (outside the cone when the focus lies outside the end circle).
    @inline(__always)
    func parameter(dx: Double, dy: Double) -> Double? {
        let b = dx * cx + dy * cy + r0 * dr
        let c = dx * dx + dy * dy - r0 * r0
        if a == 0 {
            guard b != 0 else { return nil }
            let t = c / (2 * b)
            return r0 + t * dr >= 0 ? t : nil
        }
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        let q = b >= 0 ? b + root : b - root
        let t1 = q / a
        let t2 = q != 0 ? c / q : t1
        let larger = max(t1, t2), smaller = min(t1, t2)
        if r0 + larger * dr >= 0 { return larger }
        if r0 + smaller * dr >= 0 { return smaller }
        return nil
    }
}
