import CRasterSupport

/// The cells and touched-bitmap of one band, and the edge arithmetic that fills them.
///
/// Cell indices come from x through `raster_truncate` rather than `Int(_:)`: the same rounding
/// toward zero without Swift's range check, which runs once per edge per row here. Every x is
/// clamped to the bounds before it arrives (or strays from them by rounding only), so the index
/// is a cell of the band.
struct BandCells {
    let cells: UnsafeMutablePointer<SIMD2<Float>>
    let touched: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    /// The right side of the bounds, in local x.
    let right: Float

    /// Accumulates the rows `bandTop..<bandBottom` of an edge into the band's cells.
    ///
    /// When the edge is steep (|dx/dy| ≤ 1) each of its pieces spans at most two cells and takes
    /// the branch-free ``accumulateSteep(row:_:_:height:inverseWidth:)``; shallower edges take
    /// the general path.
    @inline(__always)
    func rasterize(_ e: CoverageAccumulator.Edge, bandTop: Int, bandBottom: Int) {
        // Comparisons written out rather than Swift's generic min and max, which this module's
        // build leaves as calls.
        let top = Float(bandTop), bottom = Float(bandBottom)
        let y0 = e.yTop > top ? e.yTop : top
        let yEnd = e.yBottom < bottom ? e.yBottom : bottom
        if y0 >= yEnd { return }
        rasterize(e, from: y0, x0: y0 == e.yTop ? e.xTop : x(e, at: y0), to: yEnd, bandTop: bandTop)
    }

    /// Accumulates a whole edge into cells whose band starts at row 0 and holds every row of the
    /// edge (a path that fits one band, its edge within the bounds):
    /// ``rasterize(_:bandTop:bandBottom:)`` with nothing to cut.
    @inline(__always)
    func rasterizeWhole(_ e: CoverageAccumulator.Edge) {
        rasterize(e, from: e.yTop, x0: e.xTop, to: e.yBottom, bandTop: 0)
    }

    /// The edge's x at `y`, clamped to the bounds (its bottom end exactly).
    @inline(__always)
    private func x(_ e: CoverageAccumulator.Edge, at y: Float) -> Float {
        if y == e.yBottom { return e.xBottom }
        let x = e.xTop + (y - e.yTop) * e.slope
        return x > 0 ? (x < right ? x : right) : 0
    }

    /// The rows of an edge from (`x0`, `y0`), a point on it, down to `yEnd`, both within the band.
    @inline(__always)
    private func rasterize(_ e: CoverageAccumulator.Edge, from y0: Float, x0: Float, to yEnd: Float, bandTop: Int) {
        var y0 = y0, x0 = x0
        @inline(__always) func x(at y: Float) -> Float { self.x(e, at: y) }
        var row = Int(raster_truncate(y0))
        if e.slope >= -1 && e.slope <= 1 {
            // Every piece spans at most one pixel boundary. The first row, possibly partial,
            // then whole rows while the next row boundary is still above the end, then the rest.
            var y1 = min(Float(row + 1), yEnd)
            var x1 = x(at: y1)
            accumulateSteep(row: row - bandTop, x0, x1, height: e.direction * (y1 - y0),
                            inverseWidth: 0.5 / max(abs(x1 - x0), 1e-20))
            if y1 >= yEnd { return }
            x0 = x1; y0 = y1; row += 1; y1 += 1
            let inverseWidth = 0.5 / max(abs(e.slope), 1e-20)
            // Row pointers step instead of being multiplied out, and x is not clamped: between
            // two ends inside 0...right it strays by rounding only, which the cells absorb.
            var cellRow = cells + (row &- bandTop) &* stride
            var wordRow = touched + (row &- bandTop) &* wordsPerRow
            // The slope's sign orders each piece's ends, and the direction is folded into the
            // factors, so a whole row is a handful of multiplications.
            let h = e.direction, hInverseWidth = e.direction * inverseWidth, halfH = 0.5 * e.direction
            if e.slope >= 0 {
                while y1 <= yEnd {
                    x1 = e.xTop + (y1 - e.yTop) * e.slope
                    Self.accumulateRow(cellRow, wordRow, lo: x0, hi: x1, height: h, halfHeight: halfH,
                                       heightOverTwiceWidth: hInverseWidth)
                    x0 = x1; y1 += 1; row &+= 1
                    cellRow += stride; wordRow += wordsPerRow
                }
            } else {
                while y1 <= yEnd {
                    x1 = e.xTop + (y1 - e.yTop) * e.slope
                    Self.accumulateRow(cellRow, wordRow, lo: x1, hi: x0, height: h, halfHeight: halfH,
                                       heightOverTwiceWidth: hInverseWidth)
                    x0 = x1; y1 += 1; row &+= 1
                    cellRow += stride; wordRow += wordsPerRow
                }
            }
            y0 = y1 - 1
            if y0 < yEnd {
                x1 = x(at: yEnd)
                accumulateSteep(row: row - bandTop, x0, x1, height: e.direction * (yEnd - y0),
                                inverseWidth: 0.5 / max(abs(x1 - x0), 1e-20))
            }
            return
        }
        while true {
            let y1 = min(Float(row &+ 1), yEnd)
            let x1 = x(at: y1)
            accumulate(row: row &- bandTop, x0, x1, height: e.direction * (y1 - y0))
            if y1 >= yEnd { break }
            y0 = y1; x0 = x1; row &+= 1
        }
    }

    /// One edge piece within band row `row` spanning at most one pixel boundary (|xa − xb| ≤ 1),
    /// of signed height `h`, where `inverseWidth` is 0.5 / |xb − xa| (or huge when they are
    /// equal). Without branches: the piece covers H(X) = X − mean + max(0, hi − X)²/(2·width)
    /// of the pixel left of X = ⌊lo⌋ + 1, which gets its whole height as carry; the pixel right
    /// of X gets what is left of that carry, −max(0, hi − X)²/(2·width), and is marked only
    /// when that is not zero.
    @inline(__always)
    func accumulateSteep(row: Int, _ xa: Float, _ xb: Float, height h: Float, inverseWidth: Float) {
        Self.accumulateSteep(cells + row &* stride, touched + row &* wordsPerRow, xa, xb, height: h,
                             inverseWidth: inverseWidth)
    }

    @inline(__always)
    static func accumulateSteep(_ base: UnsafeMutablePointer<SIMD2<Float>>, _ words: UnsafeMutablePointer<UInt64>,
                                _ xa: Float, _ xb: Float, height h: Float, inverseWidth: Float) {
        let lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa
        let c0 = Int(raster_truncate(lo))
        let x = Float(c0 &+ 1)
        let d = hi - x
        let t = d > 0 ? d : 0
        let spill = h * (t * t * inverseWidth)
        base[c0] += SIMD2(h * (x - (lo + hi) * 0.5) + spill, h)
        base[c0 &+ 1].x -= spill
        let c1 = c0 &+ 1
        words[c0 >> 6] |= 1 << UInt64(c0 & 63)
        words[c1 >> 6] |= UInt64(t > 0 ? 1 : 0) << UInt64(c1 & 63)
    }

    // The two kernels above and below run once per edge per pixel row: their index arithmetic
    // wraps (`&+`, `&*`) rather than checking for overflow, since every index is a cell of the
    // band (0...stride, within an allocation far below Int.max).

    /// ``accumulateSteep(_:_:_:_:height:inverseWidth:)`` for a whole row whose ends are ordered
    /// (`lo` ≤ `hi`) and whose factors are worked out once per edge.
    @inline(__always)
    static func accumulateRow(_ base: UnsafeMutablePointer<SIMD2<Float>>, _ words: UnsafeMutablePointer<UInt64>,
                              lo: Float, hi: Float, height h: Float, halfHeight: Float, heightOverTwiceWidth: Float) {
        let c0 = Int(raster_truncate(lo))
        let x = Float(c0 &+ 1)
        let d = hi - x
        let t = d > 0 ? d : 0
        let spill = t * t * heightOverTwiceWidth
        base[c0] += SIMD2(h * x - halfHeight * (lo + hi) + spill, h)
        base[c0 &+ 1].x -= spill
        let c1 = c0 &+ 1
        words[c0 >> 6] |= 1 << UInt64(c0 & 63)
        words[c1 >> 6] |= UInt64(t > 0 ? 1 : 0) << UInt64(c1 & 63)
    }

    /// One edge piece within band row `row`, from x `xa` to `xb`, of signed height `h`. A piece
    /// no wider than a pixel takes ``accumulateSteep(_:_:_:_:height:inverseWidth:)``. A wider
    /// one covers (X − lo)²/(2·width) left of each boundary X inside it, so the cells strictly
    /// between its ends get an amount growing by the same step from one to the next; the last
    /// cell gets what is left of the piece's area, and its whole height as carry.
    @inline(__always)
    func accumulate(row: Int, _ xa: Float, _ xb: Float, height h: Float) {
        // Wrapping index arithmetic, as in the kernels above: every index is a cell of the band.
        let base = cells + row &* stride
        let lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa
        let width = hi - lo
        if width <= 1 {
            Self.accumulateSteep(base, touched + row &* wordsPerRow, xa, xb, height: h,
                                 inverseWidth: 0.5 / (width > 1e-20 ? width : 1e-20))
            return
        }
        let c0 = Int(raster_truncate(lo)), c1 = Int(raster_truncate(hi))
        let scale = h * 0.5 / width
        let first = Float(c0 &+ 1) - lo
        base[c0].x += scale * first * first
        var value = scale * (2 * first + 1)
        let step = 2 * scale
        var c = c0 &+ 1
        while c < c1 {
            base[c].x += value
            value += step
            c &+= 1
        }
        let last = Float(c1) - lo
        base[c1] += SIMD2(h * (Float(c1 &+ 1) - (lo + hi) * 0.5) - scale * last * last, h)
        mark(row: row, from: c0, through: c1)
    }

    @inline(__always)
    func mark(row: Int, from first: Int, through last: Int) {
        // Wrapping arithmetic: first ≤ last are cells of the row, so every shift is in 0...63.
        let words = touched + row &* wordsPerRow
        var w = first >> 6
        let lastWord = last >> 6
        if w == lastWord {
            words[w] |= (UInt64.max >> UInt64(truncatingIfNeeded: 63 &- (last &- first))) << UInt64(first & 63)
            return
        }
        words[w] |= UInt64.max << UInt64(first & 63)
        w &+= 1
        while w < lastWord { words[w] = UInt64.max; w &+= 1 }
        words[lastWord] |= UInt64.max >> UInt64(63 &- (last & 63))
    }
}
