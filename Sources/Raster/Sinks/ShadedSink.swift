/// Computes a premultiplied colour per pixel of a row: a gradient, sampled at pixel centres.
protocol PixelShader {
    /// Makes `y` the row the following ``color(at:)`` calls read.
    mutating func setRow(_ y: Int)
    /// The premultiplied colour of pixel `x` of the current row (0 leaves the pixel unchanged).
    func color(at x: Int) -> UInt32
}

/// Paints a shader's colours source-over, scaled by coverage. Solid colours have a sink of their
/// own (``SolidColorSink``), so the per-pixel call here never slows a plain fill.
struct ShadedSink<Shader: PixelShader>: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowStride: Int
    var shader: Shader
    var rowStart: UnsafeMutablePointer<UInt32>

    init(pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, shader: Shader) {
        self.pixels = pixels
        self.rowStride = rowStride
        self.shader = shader
        rowStart = pixels
    }

    mutating func setRow(_ y: Int) {
        rowStart = pixels + y * rowStride
        shader.setRow(y)
    }

    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let c = UInt32(coverage)
        for i in x..<(x + count) {
            var s = shader.color(at: i)
            if c != 255 { s = PremultipliedPixel.scale(s, by: c) }
            if s == 0 { continue }
            rowStart[i] = s >> 24 == 255 ? s : PremultipliedPixel.over(s, rowStart[i])
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        if coverage == 0 { return }
        var s = shader.color(at: x)
        if coverage != 255 { s = PremultipliedPixel.scale(s, by: UInt32(coverage)) }
        if s == 0 { return }
        rowStart[x] = s >> 24 == 255 ? s : PremultipliedPixel.over(s, rowStart[x])
    }
}
