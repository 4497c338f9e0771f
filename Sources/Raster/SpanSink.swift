/// Receives the coverage of one path, row by row, from ``CoverageAccumulator/sweep(evenOdd:into:)``
/// and turns it into pixels (or mask bytes).
///
/// Coverage comes in two shapes: a constant span (the inside of a shape, or an empty-but-partly
/// covered stretch next to a shallow edge) and a run of per-pixel values along edges. Splitting
/// them lets an opaque colour fill the inside with plain stores. Coordinates are canvas pixels;
/// coverage is 0...255 and never 0 for a span.
protocol SpanSink {
    /// Makes `y` the row the following calls draw into.
    mutating func setRow(_ y: Int)
    /// `count` pixels from `x` with the same coverage.
    mutating func fill(x: Int, count: Int, coverage: UInt8)
    /// One pixel at `x`; coverage may be 0.
    mutating func blend(x: Int, coverage: UInt8)
    /// `count` pixels from `x`, each with its own coverage (which may be 0).
    mutating func blend(x: Int, coverage: UnsafePointer<UInt8>, count: Int)
    /// A hint that pixels `x..<x + count` of row `y` will be drawn soon.
    func prefetch(y: Int, x: Int, count: Int)
}

extension SpanSink {
    @inline(__always)
    func prefetch(y: Int, x: Int, count: Int) {}

    @inline(__always)
    mutating func blend(x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { blend(x: x + i, coverage: coverage[i]) }
    }
}

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

/// Multiplies coverage by a ``CoverageMask`` before handing it to another sink.
struct MaskedSink<Inner: SpanSink>: SpanSink {
    var inner: Inner
    let mask: UnsafePointer<UInt8>
    let maskStride: Int
    var maskRow: UnsafePointer<UInt8>

    init(inner: Inner, mask: UnsafePointer<UInt8>, maskStride: Int) {
        self.inner = inner
        self.mask = mask
        self.maskStride = maskStride
        maskRow = mask
    }

    mutating func setRow(_ y: Int) {
        maskRow = mask + y * maskStride
        inner.setRow(y)
    }

    func prefetch(y: Int, x: Int, count: Int) { inner.prefetch(y: y, x: x, count: count) }

    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        for i in x..<(x + count) { blend(x: i, coverage: coverage) }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        inner.blend(x: x, coverage: UInt8(truncatingIfNeeded: PremultipliedPixel.multiply(UInt32(maskRow[x]), UInt32(coverage))))
    }
}

/// Adds coverage into a mask: the mask becomes the union of everything drawn into it.
struct MaskWriterSink: SpanSink {
    let bytes: UnsafeMutablePointer<UInt8>
    let rowStride: Int
    var rowStart: UnsafeMutablePointer<UInt8>

    init(bytes: UnsafeMutablePointer<UInt8>, rowStride: Int) {
        self.bytes = bytes
        self.rowStride = rowStride
        rowStart = bytes
    }

    mutating func setRow(_ y: Int) { rowStart = bytes + y * rowStride }

    @inline(__always)
    static func union(_ m: UInt8, _ c: UInt32) -> UInt8 {
        let m = UInt32(m)
        return UInt8(truncatingIfNeeded: m &+ c &- PremultipliedPixel.multiply(m, c))
    }

    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let row = rowStart + x
        if coverage == 255 { row.update(repeating: 255, count: count); return }
        for i in 0..<count { row[i] = Self.union(row[i], UInt32(coverage)) }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        rowStart[x] = Self.union(rowStart[x], UInt32(coverage))
    }
}
