/// Receives the coverage of one path, row by row, from ``CoverageAccumulator/sweep(evenOdd:into:)``
/// and turns it into pixels (or mask bytes).
///
/// Coverage comes in two shapes: a constant span (the inside of a shape, or an empty-but-partly
/// covered stretch next to a shallow edge) and a run of per-pixel values along edges. Splitting
/// them lets an opaque colour fill the inside with plain stores. Coordinates are canvas pixels;
/// coverage is 0...255 and never 0 for a span.
protocol SpanSink {
    mutating func fill(x: Int, y: Int, count: Int, coverage: UInt8)
    mutating func blend(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int)
}

/// Paints a premultiplied solid colour source-over.
struct SolidColorSink: SpanSink {
    let pixels: UnsafeMutablePointer<UInt32>
    let rowStride: Int
    /// The colour scaled by every coverage value 0...255.
    let scaled: UnsafePointer<UInt32>
    let color: UInt32
    let isOpaque: Bool

    @inline(__always)
    mutating func fill(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = pixels + (y * rowStride + x)
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
    mutating func blend(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let row = pixels + (y * rowStride + x)
        for i in 0..<count {
            let c = coverage[i]
            if c == 0 { continue }
            if c == 255 && isOpaque { row[i] = color; continue }
            let s = scaled[Int(c)]
            row[i] = s &+ PremultipliedPixel.scale(row[i], by: 255 &- (s >> 24))
        }
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

    @inline(__always)
    func color(at x: Int, _ y: Int) -> UInt32 {
        let t = t0 + dx * (Float(x) + 0.5) + dy * (Float(y) + 0.5)
        return table[Int(min(max(t, 0), tableMax) + 0.5)]
    }

    mutating func fill(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = pixels + (y * rowStride + x)
        let c = UInt32(coverage)
        for i in 0..<count {
            var s = color(at: x + i, y)
            if c != 255 { s = PremultipliedPixel.scale(s, by: c) }
            row[i] = PremultipliedPixel.over(s, row[i])
        }
    }

    mutating func blend(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let row = pixels + (y * rowStride + x)
        for i in 0..<count where coverage[i] != 0 {
            var s = color(at: x + i, y)
            let c = UInt32(coverage[i])
            if c != 255 { s = PremultipliedPixel.scale(s, by: c) }
            row[i] = PremultipliedPixel.over(s, row[i])
        }
    }
}

/// Multiplies coverage by a ``CoverageMask`` before handing it to another sink.
struct MaskedSink<Inner: SpanSink>: SpanSink {
    var inner: Inner
    let mask: UnsafePointer<UInt8>
    let maskStride: Int
    let scratch: UnsafeMutablePointer<UInt8>

    mutating func fill(x: Int, y: Int, count: Int, coverage: UInt8) {
        let m = mask + (y * maskStride + x)
        let c = UInt32(coverage)
        for i in 0..<count { scratch[i] = UInt8(truncatingIfNeeded: PremultipliedPixel.multiply(UInt32(m[i]), c)) }
        inner.blend(x: x, y: y, coverage: scratch, count: count)
    }

    mutating func blend(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let m = mask + (y * maskStride + x)
        for i in 0..<count {
            scratch[i] = UInt8(truncatingIfNeeded: PremultipliedPixel.multiply(UInt32(m[i]), UInt32(coverage[i])))
        }
        inner.blend(x: x, y: y, coverage: scratch, count: count)
    }
}

/// Adds coverage into a mask: the mask becomes the union of everything drawn into it.
struct MaskWriterSink: SpanSink {
    let bytes: UnsafeMutablePointer<UInt8>
    let rowStride: Int

    @inline(__always)
    static func union(_ m: UInt8, _ c: UInt32) -> UInt8 {
        let m = UInt32(m)
        return UInt8(truncatingIfNeeded: m &+ c &- PremultipliedPixel.multiply(m, c))
    }

    mutating func fill(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = bytes + (y * rowStride + x)
        if coverage == 255 { row.update(repeating: 255, count: count); return }
        for i in 0..<count { row[i] = Self.union(row[i], UInt32(coverage)) }
    }

    mutating func blend(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let row = bytes + (y * rowStride + x)
        for i in 0..<count { row[i] = Self.union(row[i], UInt32(coverage[i])) }
    }
}
