/// The colours of a linear gradient: its parameter is an affine function of the pixel centre,
/// folded by the spread and looked up in a table of premultiplied colours.
struct LinearGradientShader: PixelShader {
    let table: UnsafePointer<UInt32>
    let spread: GradientSpread
    /// t = t0 + dx·(x + ½) + dy·(y + ½), with t = 0 at the start and 1 at the end.
    let t0: Float, dx: Float, dy: Float
    /// t at the centre of pixel 0 of the current row.
    var rowT: Float = 0

    init(table: UnsafePointer<UInt32>, spread: GradientSpread, t0: Float, dx: Float, dy: Float) {
        self.table = table
        self.spread = spread
        self.t0 = t0; self.dx = dx; self.dy = dy
    }

    mutating func setRow(_ y: Int) {
        rowT = t0 + dx * 0.5 + dy * (Float(y) + 0.5)
    }

    @inline(__always)
    func color(at x: Int) -> UInt32 {
        let t = spread.fold(rowT + dx * Float(x))
        return table[GradientTable.index(t)]
    }
}
