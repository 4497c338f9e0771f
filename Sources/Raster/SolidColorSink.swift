/// Paints a premultiplied solid colour source-over.
struct SolidColorSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowStride: Int
    /// The colour scaled by every coverage value 0...255.
    let scaled: UnsafePointer<UInt32>
    let color: UInt32
    let isOpaque: Bool
    var rowStart: UnsafeMutablePointer<UInt32>

    init(pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, scaled: UnsafePointer<UInt32>, color: UInt32) {
        self.pixels = pixels
        self.rowStride = rowStride
        self.scaled = scaled
        self.color = color
        isOpaque = color >> 24 == 255
        rowStart = pixels
    }

    @inline(__always)
    mutating func setRow(_ y: Int) { rowStart = pixels + y * rowStride }

    @inline(__always)
    func prefetch(y: Int, x: Int, count: Int) {
        prefetchForWriting(pixels + (y * rowStride + x), count: count)
    }

    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let row = rowStart + x
        if coverage == 255 && isOpaque {
            row.update(repeating: color, count: count)
            return
        }
        let s = scaled[Int(coverage)]
        let keep = 255 &- (s >> 24)
        for i in 0..<count {
            row[i] = s &+ PremultipliedPixel.scale(row[i], by: keep)
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage c: UInt8) {
        if c == 0 { return }
        if c == 255 && isOpaque { rowStart[x] = color; return }
        let s = scaled[Int(c)]
        rowStart[x] = s &+ PremultipliedPixel.scale(rowStart[x], by: 255 &- (s >> 24))
    }
}
