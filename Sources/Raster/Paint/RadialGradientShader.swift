/// The colours of a radial (two-point conical) gradient: each pixel centre is mapped back into
/// gradient space, solved for t (``TwoPointConical``), folded by the spread and looked up in a
/// table of premultiplied colours. Pixels no circle reaches stay unpainted.
struct RadialGradientShader: PixelShader {
    let conical: TwoPointConical
    let table: UnsafePointer<UInt32>
    let spread: GradientSpread
    /// The gradient-space point relative to the focus is (ox + ux·x + vx·y, oy + uy·x + vy·y)
    /// for the canvas point (x, y).
    let ox: Double, oy: Double, ux: Double, uy: Double, vx: Double, vy: Double
    /// That point at the centre of pixel 0 of the current row.
    var rowX = 0.0, rowY = 0.0

    init(conical: TwoPointConical, table: UnsafePointer<UInt32>, spread: GradientSpread,
         ox: Double, oy: Double, ux: Double, uy: Double, vx: Double, vy: Double) {
        self.conical = conical
        self.table = table
        self.spread = spread
        self.ox = ox; self.oy = oy; self.ux = ux; self.uy = uy; self.vx = vx; self.vy = vy
    }

    mutating func setRow(_ y: Int) {
        let cy = Double(y) + 0.5
        rowX = ox + ux * 0.5 + vx * cy
        rowY = oy + uy * 0.5 + vy * cy
    }

    @inline(__always)
    func color(at x: Int) -> UInt32 {
        let px = Double(x)
        guard let t = conical.parameter(dx: rowX + ux * px, dy: rowY + uy * px) else { return 0 }
        // Far beyond the circles t may overflow; a million periods out, every spread has lost
        // its precision anyway.
        let folded = spread.fold(Float(min(max(t, -1e6), 1e6)))
        return table[GradientTable.index(folded)]
    }
}
