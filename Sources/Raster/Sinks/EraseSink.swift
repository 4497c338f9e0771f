/// Takes a shape's coverage out of what is already drawn (Porter–Duff destination-out): each
/// covered pixel keeps `1 − coverage × strength` of itself, all four channels alike, so the
/// pixels stay premultiplied.
struct EraseSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowStride: Int
    /// `strength` in 0...256, so that a full coverage at full strength keeps nothing.
    let strength: UInt32
    var rowStart: UnsafeMutablePointer<UInt32>

    init(pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, strength: Double) {
        self.pixels = pixels
        self.rowStride = rowStride
        self.strength = UInt32((min(max(strength, 0), 1) * 256).rounded())
        rowStart = pixels
    }

    @inline(__always)
    mutating func setRow(_ y: Int) { rowStart = pixels + y &* rowStride }

    /// What a pixel keeps, 0...255, for `coverage`.
    @inline(__always)
    func keep(_ coverage: UInt8) -> UInt32 { 255 &- ((UInt32(coverage) &* strength) >> 8) }

    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let k = keep(coverage)
        let row = rowStart + x
        // A while loop with a wrapping counter: `0..<count` checks its bounds before the loop.
        var i = 0
        while i < count {
            row[i] = PremultipliedPixel.scale(row[i], by: k)
            i &+= 1
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        if coverage == 0 { return }
        rowStart[x] = PremultipliedPixel.scale(rowStart[x], by: keep(coverage))
    }
}
