/// Paints a linear gradient source-over. The gradient parameter is an affine function of the
/// pixel centre, looked up in a table of premultiplied colours.
struct GradientSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowStride: Int
    let table: UnsafePointer<UInt32>
    let tableMax: Float
    /// t = t0 + dx·(x + ½) + dy·(y + ½), in table units.
    let t0: Float, dx: Float, dy: Float
    var rowStart: UnsafeMutablePointer<UInt32>
    /// t at the centre of pixel 0 of the current row.
    var rowT: Float = 0

    init(pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, table: UnsafePointer<UInt32>, tableMax: Float,
         t0: Float, dx: Float, dy: Float) {
        self.pixels = pixels
        self.rowStride = rowStride
        self.table = table
        self.tableMax = tableMax
        self.t0 = t0; self.dx = dx; self.dy = dy
        rowStart = pixels
    }

    mutating func setRow(_ y: Int) {
        rowStart = pixels + y * rowStride
        rowT = t0 + dx * 0.5 + dy * (Float(y) + 0.5)
    }

    func prefetch(y: Int, x: Int, count: Int) {
        prefetchForWriting(pixels + (y * rowStride + x), count: count)
    }

    @inline(__always)
    func color(at x: Int) -> UInt32 {
        let t = rowT + dx * Float(x)
        return table[Int(min(max(t, 0), tableMax) + 0.5)]
    }

    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let c = UInt32(coverage)
        for i in x..<(x + count) {
            var s = color(at: i)
            if c != 255 { s = PremultipliedPixel.scale(s, by: c) }
            rowStart[i] = PremultipliedPixel.over(s, rowStart[i])
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        if coverage == 0 { return }
        var s = color(at: x)
        if coverage != 255 { s = PremultipliedPixel.scale(s, by: UInt32(coverage)) }
        rowStart[x] = PremultipliedPixel.over(s, rowStart[x])
    }
}
