/// Drops the coverage that falls outside a clip rectangle before handing the rest to another
/// sink: how ``Canvas/clip`` limits a draw to part of the canvas.
///
/// The path is still swept in full, so every pixel inside the clip gets exactly the coverage and
/// the arithmetic of an unclipped draw; a repaint of part of a frame then matches the whole frame
/// bit for bit. Four-pixel blends that straddle the edge pass zero coverage for the pixels
/// outside, which the sinks leave as they are.
struct ClippedSink<Inner: SpanSink>: SpanSink {
    var inner: Inner
    let x0: Int, y0: Int, x1: Int, y1: Int
    /// Whether the current row is inside the clip.
    var rowInside = false

    init(inner: Inner, clip: PixelRect) {
        self.inner = inner
        x0 = clip.x; y0 = clip.y; x1 = clip.maxX; y1 = clip.maxY
    }

    @inline(__always)
    mutating func setRow(_ y: Int) {
        rowInside = y >= y0 && y < y1
        if rowInside { inner.setRow(y) }
    }

    @inline(__always)
    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        guard rowInside else { return }
        let a = max(x, x0), b = min(x + count, x1)
        if b > a { inner.fill(x: a, count: b - a, coverage: coverage) }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        if rowInside && x >= x0 && x < x1 { inner.blend(x: x, coverage: coverage) }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        guard rowInside else { return }
        let a = max(x, x0), b = min(x + count, x1)
        if b > a { inner.blend(x: a, coverage: coverage + (a - x), count: b - a) }
    }

    @inline(__always)
    mutating func blend4(x: Int, coverage: SIMD4<UInt32>) {
        guard rowInside, x + 4 > x0, x < x1 else { return }
        if x >= x0 && x + 4 <= x1 {
            inner.blend4(x: x, coverage: coverage)
            return
        }
        var c = coverage
        for i in 0..<4 where x + i < x0 || x + i >= x1 { c[i] = 0 }
        inner.blend4(x: x, coverage: c)
    }
}
