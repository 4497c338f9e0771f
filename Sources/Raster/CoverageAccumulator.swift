import Geometry

/// Exact-area anti-aliasing: the signed area each edge covers in each pixel, accumulated in one
/// pass over the edges and resolved into coverage in one pass over the touched cells.
///
/// Each cell holds the *change* in coverage from the pixel on its left to itself. An edge piece
/// inside one pixel row, running from x = lo to x = hi over a height h (signed by direction),
/// covers the part of pixel c to its right by h·(H(c+1) − H(c)), where
/// H(X) = ∫ max(0, X − x_edge) averaged over the piece (0 left of lo, a parabola between lo and
/// hi, a line beyond). Writing the differences of that into the cells means a running sum along
/// the row gives the winding-weighted area of every pixel, so the inside of a shape costs nothing
/// until the sweep. Non-zero coverage is min(1, |sum|); even-odd folds the sum into 0...1.
///
/// The accumulator works over one path's pixel bounds at a time. A bitmap marks touched cells so
/// the sweep jumps over untouched stretches, which have constant coverage (empty or inside) and
/// become one span each. The sweep clears what it reads, so the buffers stay zero between paths
/// and are never reallocated unless a bigger path arrives.
final class CoverageAccumulator {
    /// The pixel bounds of the current path, in canvas pixels.
    private(set) var originX = 0, originY = 0, width = 0, height = 0
    private var origin = SIMD2<Float>(0, 0)
    private var extent = SIMD2<Float>(0, 0)
    /// Cells per row: the pixels plus two, for the remainder left at the right edge.
    private var stride = 0
    private var wordsPerRow = 0

    private var cells: UnsafeMutablePointer<Float>
    private var cellCapacity: Int
    private var touched: UnsafeMutablePointer<UInt64>
    private var touchedCapacity: Int
    private var run: UnsafeMutablePointer<UInt8>
    private var runCapacity: Int

    init() {
        cellCapacity = 4096
        cells = .allocate(capacity: cellCapacity)
        cells.initialize(repeating: 0, count: cellCapacity)
        touchedCapacity = 256
        touched = .allocate(capacity: touchedCapacity)
        touched.initialize(repeating: 0, count: touchedCapacity)
        runCapacity = 256
        run = .allocate(capacity: runCapacity)
        run.initialize(repeating: 0, count: runCapacity)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        run.deallocate()
    }

    /// Starts a path whose edges lie (after clipping) within the given pixel rectangle.
    func begin(x: Int, y: Int, width w: Int, height h: Int) {
        originX = x; originY = y; width = w; height = h
        origin = SIMD2(Float(x), Float(y))
        extent = SIMD2(Float(w), Float(h))
        stride = w + 2
        wordsPerRow = (stride + 63) >> 6
        let needCells = stride * h, needWords = wordsPerRow * h
        if needCells > cellCapacity {
            cells.deallocate()
            cellCapacity = max(needCells, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: 0, count: cellCapacity)
        }
        if needWords > touchedCapacity {
            touched.deallocate()
            touchedCapacity = max(needWords, touchedCapacity * 2)
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        if stride > runCapacity {
            run.deallocate()
            runCapacity = max(stride, runCapacity * 2)
            run = .allocate(capacity: runCapacity)
            run.initialize(repeating: 0, count: runCapacity)
        }
    }

    /// Adds every contour of `polygons` as a closed polygon (open contours are closed by a
    /// straight edge back to their start, as fills require).
    func addPolygons(_ polygons: PolygonBuffer) {
        polygons.points.withUnsafeBufferPointer { pts in
            var start = 0
            for end in polygons.contourEnds {
                if end - start >= 2 {
                    var previous = pts[end - 1]
                    for i in start..<end {
                        let p = pts[i]
                        addEdge(previous, p)
                        previous = p
                    }
                }
                start = end
            }
        }
    }

    /// Adds the edge from `p` to `q` (canvas pixels), clipped to the bounds. Parts left of the
    /// bounds still count, squashed onto the left side, because they cover everything to their
    /// right; parts right of the bounds cover nothing inside and are dropped.
    @inline(__always)
    func addEdge(_ p: SIMD2<Float>, _ q: SIMD2<Float>) {
        let a = p - origin, b = q - origin
        if a.y == b.y { return }
        let w = extent.x, h = extent.y
        if (a.y <= 0 && b.y <= 0) || (a.y >= h && b.y >= h) { return }
        let lo = min(a.x, b.x), hi = max(a.x, b.x)
        if lo >= 0 && hi <= w { addInside(a, b); return }
        if lo >= w { return }
        if hi <= 0 { addInside(SIMD2(0, a.y), SIMD2(0, b.y)); return }
        // The edge crosses the left side, the right side or both: cut it there.
        let dx = b.x - a.x
        var t0: Float = 1, t1: Float = 1
        if lo < 0 && hi > 0 { t0 = -a.x / dx }
        if lo < w && hi > w { t1 = (w - a.x) / dx }
        if t1 < t0 { swap(&t0, &t1) }
        let m0 = a + (b - a) * t0, m1 = a + (b - a) * t1
        addPiece(a, m0)
        addPiece(m0, m1)
        addPiece(m1, b)
    }

    @inline(__always)
    private func addPiece(_ a: SIMD2<Float>, _ b: SIMD2<Float>) {
        if a.y == b.y || (a.x + b.x) * 0.5 >= extent.x { return }
        let lo = SIMD2<Float>(0, -Float.infinity), hi = SIMD2<Float>(extent.x, Float.infinity)
        addInside(a.clamped(lowerBound: lo, upperBound: hi), b.clamped(lowerBound: lo, upperBound: hi))
    }

    /// An edge whose x lies within 0...width (local coordinates); y is clipped here.
    @inline(__always)
    private func addInside(_ a: SIMD2<Float>, _ b: SIMD2<Float>) {
        var top = a, bottom = b, direction: Float = 1
        if a.y > b.y { top = b; bottom = a; direction = -1 }
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        var y0 = max(top.y, 0)
        let yEnd = min(bottom.y, extent.y)
        if y0 >= yEnd { return }
        var x0 = top.x + (y0 - top.y) * dxdy
        var row = Int(y0)
        let w = extent.x
        while true {
            let y1 = min(Float(row + 1), yEnd)
            let x1 = y1 == bottom.y ? bottom.x : min(max(top.x + (y1 - top.y) * dxdy, 0), w)
            accumulate(row: row, x0, x1, height: direction * (y1 - y0))
            if y1 >= yEnd { break }
            y0 = y1; x0 = x1; row += 1
        }
    }

    /// One edge piece within pixel row `row`, from x `xa` to `xb`, of signed height `h`.
    @inline(__always)
    private func accumulate(row: Int, _ xa: Float, _ xb: Float, height h: Float) {
        let base = cells + row * stride
        let lo = min(xa, xb), hi = max(xa, xb)
        let c0 = Int(lo), c1 = Int(hi)
        if c0 == c1 {
            // Within one pixel: the part to the right of the piece's mean x.
            let m = (lo + hi) * 0.5 - Float(c0)
            base[c0] += h * (1 - m)
            base[c0 + 1] += h * m
            mark(row: row, from: c0, through: c0 + 1)
            return
        }
        let inverse = 0.5 / (hi - lo)
        let mean = (lo + hi) * 0.5
        var previousH: Float = 0, previousCover: Float = 0
        for c in c0...c1 {
            let x = Float(c + 1)
            let hx = x < hi ? (x - lo) * (x - lo) * inverse : x - mean
            let cover = hx - previousH
            base[c] += h * (cover - previousCover)
            previousCover = cover
            previousH = hx
        }
        base[c1 + 1] += h * (1 - previousCover)
        mark(row: row, from: c0, through: c1 + 1)
    }

    @inline(__always)
    private func mark(row: Int, from first: Int, through last: Int) {
        let words = touched + row * wordsPerRow
        var w = first >> 6
        let lastWord = last >> 6
        if w == lastWord {
            words[w] |= (UInt64.max >> UInt64(63 - (last - first))) << UInt64(first & 63)
            return
        }
        words[w] |= UInt64.max << UInt64(first & 63)
        w += 1
        while w < lastWord { words[w] = UInt64.max; w += 1 }
        words[lastWord] |= UInt64.max >> UInt64(63 - (last & 63))
    }

    /// Resolves the accumulated areas into coverage, hands it to `sink` and clears the buffers.
    func sweep<Sink: SpanSink>(evenOdd: Bool, into sink: inout Sink) {
        let w = width
        for row in 0..<height {
            let words = touched + row * wordsPerRow
            let base = cells + row * stride
            let y = originY + row
            var sum: Float = 0
            var next = 0          // the first pixel not yet handed out
            var runStart = 0, runLength = 0
            for wordIndex in 0..<wordsPerRow {
                var bits = words[wordIndex]
                if bits == 0 { continue }
                words[wordIndex] = 0
                repeat {
                    let c = (wordIndex << 6) | bits.trailingZeroBitCount
                    bits &= bits &- 1
                    if c != next {
                        if runLength > 0 {
                            sink.blend(x: originX + runStart, y: y, coverage: run, count: runLength)
                            runLength = 0
                        }
                        let a = Self.alpha(sum, evenOdd: evenOdd)
                        if a != 0 && next < w {
                            sink.fill(x: originX + next, y: y, count: min(c, w) - next, coverage: a)
                        }
                    }
                    sum += base[c]
                    base[c] = 0
                    if c < w {
                        if runLength == 0 { runStart = c }
                        run[runLength] = Self.alpha(sum, evenOdd: evenOdd)
                        runLength += 1
                    }
                    next = c + 1
                } while bits != 0
            }
            if runLength > 0 {
                sink.blend(x: originX + runStart, y: y, coverage: run, count: runLength)
            }
            if next < w {
                let a = Self.alpha(sum, evenOdd: evenOdd)
                if a != 0 { sink.fill(x: originX + next, y: y, count: w - next, coverage: a) }
            }
        }
    }

    @inline(__always)
    static func alpha(_ sum: Float, evenOdd: Bool) -> UInt8 {
        var a = abs(sum)
        if evenOdd {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else {
            a = min(a, 1)
        }
        return UInt8(a * 255 + 0.5)
    }
}
