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
    /// the branch-free ``accumulateRow(_:_:lo:hi:height:halfHeight:heightOverTwiceWidth:)``;
    /// a shallower edge's rows, whole and partial, take
    /// ``accumulateWide(_:_:lo:hi:height:halfHeight:scale:step:narrow:)``.
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
    ///
    /// Both branches take the first row (possibly partial), then whole rows while the next row
    /// boundary is still above the end, then the rest. Within a row a piece of height dy spans
    /// |slope|·dy in x, so its height over its width is direction/|slope| whatever dy is: the
    /// factor every kernel scales its parabola by, h/(2·width), is worked out once per edge
    /// rather than divided out per row (which also makes the whole rows' factors constants).
    ///
    /// The factor stops growing below a |slope| of 1e-3: a piece that narrow crosses a pixel
    /// boundary by at most its width t, so its spill t²/(2·width) is under 5e-4 of a pixel
    /// either way, and capped it stays that small whatever rounding does to its ends, where
    /// dividing by a width of nearly 0 could make it anything. A vertical piece has no spill at
    /// all. A per-edge factor needs the ends and the slope to agree, as
    /// ``CoverageAccumulator/Edge`` promises: an edge whose slope was zeroed with its ends far
    /// apart would spill by the square of its width.
    @inline(__always)
    private func rasterize(_ e: CoverageAccumulator.Edge, from y0: Float, x0: Float, to yEnd: Float, bandTop: Int) {
        var y0 = y0, x0 = x0
        @inline(__always) func x(at y: Float) -> Float { self.x(e, at: y) }
        // Wrapping row arithmetic: `row` is a row of the band (an Int32 from the truncation, no
        // smaller than `bandTop` ≥ 0), so its neighbours and its offset in the band are in range.
        var row = Int(raster_truncate(y0))
        let run = abs(e.slope)
        let scale = e.direction * 0.5 / (run > 1e-3 ? run : 1e-3)
        var y1 = min(Float(row &+ 1), yEnd)
        var x1 = x(at: y1)
        // Row pointers step instead of being multiplied out, and x is not clamped in whole rows:
        // between two ends inside 0...right it strays by rounding only, which the cells absorb.
        // The slope's sign orders each whole row's ends, and the direction is folded into the
        // factors, so a whole row is a handful of multiplications.
        let h = e.direction, halfH = 0.5 * e.direction
        var cellRow = cells + (row &- bandTop) &* stride
        var wordRow = touched + (row &- bandTop) &* wordsPerRow
        if run <= 1 {
            // Every piece spans at most one pixel boundary.
            Self.accumulateSteep(cellRow, wordRow, x0, x1, height: e.direction * (y1 - y0), scale: scale)
            if y1 >= yEnd { return }
            x0 = x1; row &+= 1; y1 += 1
            cellRow += stride; wordRow += wordsPerRow
            if e.slope >= 0 {
                while y1 <= yEnd {
                    x1 = e.xTop + (y1 - e.yTop) * e.slope
                    Self.accumulateRow(cellRow, wordRow, lo: x0, hi: x1, height: h, halfHeight: halfH,
                                       heightOverTwiceWidth: scale)
                    x0 = x1; y1 += 1; row &+= 1
                    cellRow += stride; wordRow += wordsPerRow
                }
            } else {
                while y1 <= yEnd {
                    x1 = e.xTop + (y1 - e.yTop) * e.slope
                    Self.accumulateRow(cellRow, wordRow, lo: x1, hi: x0, height: h, halfHeight: halfH,
                                       heightOverTwiceWidth: scale)
                    x0 = x1; y1 += 1; row &+= 1
                    cellRow += stride; wordRow += wordsPerRow
                }
            }
            y0 = y1 - 1
            if y0 < yEnd {
                Self.accumulateSteep(cellRow, wordRow, x0, x(at: yEnd), height: e.direction * (yEnd - y0), scale: scale)
            }
            return
        }
        // Shallow: a whole row's piece is |slope| > 1 wide, and a partial row's, which may be
        // narrower, takes the same kernel told so (`narrow`): no test of its width, whose outcome
        // changes from edge to edge.
        Self.accumulate(cellRow, wordRow, x0, x1, height: e.direction * (y1 - y0), scale: scale)
        if y1 >= yEnd { return }
        x0 = x1; row &+= 1; y1 += 1
        cellRow += stride; wordRow += wordsPerRow
        let step = 2 * scale
        if e.slope > 0 {
            while y1 <= yEnd {
                x1 = e.xTop + (y1 - e.yTop) * e.slope
                Self.accumulateWide(cellRow, wordRow, lo: x0, hi: x1, height: h, halfHeight: halfH,
                                    scale: scale, step: step)
                x0 = x1; y1 += 1; row &+= 1
                cellRow += stride; wordRow += wordsPerRow
            }
        } else {
            while y1 <= yEnd {
                x1 = e.xTop + (y1 - e.yTop) * e.slope
                Self.accumulateWide(cellRow, wordRow, lo: x1, hi: x0, height: h, halfHeight: halfH,
                                    scale: scale, step: step)
                x0 = x1; y1 += 1; row &+= 1
                cellRow += stride; wordRow += wordsPerRow
            }
        }
        y0 = y1 - 1
        if y0 < yEnd {
            Self.accumulate(cellRow, wordRow, x0, x(at: yEnd), height: e.direction * (yEnd - y0), scale: scale)
        }
    }

    // The kernels here run once per edge per pixel row: their index arithmetic wraps (`&+`, `&*`)
    // rather than checking for overflow, since every index is a cell of the band (0...stride,
    // within an allocation far below Int.max).

    /// One edge piece in the row of cells at `base` (bits at `words`) spanning at most one pixel
    /// boundary, from `lo` to `hi` (ordered), of signed height `h`, where `heightOverTwiceWidth`
    /// is h/(2·(hi − lo)), the edge's per-row factor (see ``rasterize(_:from:x0:to:bandTop:)``).
    /// Without branches: the piece covers H(X) = X − mean + max(0, hi − X)²/(2·width) of the
    /// pixel left of X = ⌊lo⌋ + 1, which gets its whole height as carry; the pixel right of X
    /// gets what is left of that carry, −max(0, hi − X)²/(2·width), and is marked only when that
    /// is not zero.
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

    /// ``accumulateRow(_:_:lo:hi:height:halfHeight:heightOverTwiceWidth:)`` for a piece from x
    /// `xa` to `xb` in either order, with the half height worked out here: a partial row.
    @inline(__always)
    static func accumulateSteep(_ base: UnsafeMutablePointer<SIMD2<Float>>, _ words: UnsafeMutablePointer<UInt64>,
                                _ xa: Float, _ xb: Float, height h: Float, scale: Float) {
        accumulateRow(base, words, lo: xa < xb ? xa : xb, hi: xa < xb ? xb : xa, height: h, halfHeight: 0.5 * h,
                      heightOverTwiceWidth: scale)
    }

    /// One edge piece of any width in the row of cells at `base` (bits at `words`), from x `xa`
    /// to `xb`, of signed height `h`, where `scale` is h/(2·|xb − xa|): the partial row of a
    /// shallow edge, taken by
    /// ``accumulateWide(_:_:lo:hi:height:halfHeight:scale:step:narrow:)`` whatever its width.
    /// Choosing the two-cell kernel for pieces up to a pixel wide was a branch the processor
    /// mispredicted (docs/performance.md, ninth round).
    @inline(__always)
    static func accumulate(_ base: UnsafeMutablePointer<SIMD2<Float>>, _ words: UnsafeMutablePointer<UInt64>,
                           _ xa: Float, _ xb: Float, height h: Float, scale: Float) {
        let lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa
        accumulateWide(base, words, lo: lo, hi: hi, height: h, halfHeight: 0.5 * h, scale: scale, step: 2 * scale,
                       narrow: true)
    }

    /// A piece wider than a pixel, from `lo` to `hi` (ordered), of signed height `h`, where
    /// `scale` is h/(2·(hi − lo)) and `step` twice that. It covers (X − lo)²·scale left of each
    /// boundary X inside it, so the cells strictly between its ends get an amount growing by
    /// `step` from one to the next; the last cell gets what is left of the piece's area, and its
    /// whole height as carry. Whatever `scale` is, the cells' amounts add up to the piece's area.
    ///
    /// The last cell is at least the one after the first: a piece that should be wider than a
    /// pixel can fall just short of the boundary after its first cell when its ends are rounded
    /// (a slope just over 1), and the last cell's term then cancels the first's but for the square
    /// of the shortfall, where the same cell for both would leave `scale` too much in it.
    ///
    /// `narrow` says the piece may end before the first boundary (a partial row): the square of
    /// how far it falls short is then taken off the first cell and given to the next, which
    /// leaves the first cell the piece's trapezoid and the next its full height, as the two-cell
    /// kernel would. The whole rows of a shallow edge never fall short, and skip that work.
    @inline(__always)
    static func accumulateWide(_ base: UnsafeMutablePointer<SIMD2<Float>>, _ words: UnsafeMutablePointer<UInt64>,
                               lo: Float, hi: Float, height h: Float, halfHeight: Float, scale: Float, step: Float,
                               narrow: Bool = false) {
        let c0 = Int(raster_truncate(lo)), end = Int(raster_truncate(hi))
        let c1 = end > c0 ? end : c0 &+ 1
        let boundary = Float(c0 &+ 1), first = boundary - lo
        // How far a narrow piece falls short of the first boundary (0 for any other).
        let past = narrow && boundary > hi ? boundary - hi : 0
        let bend = scale * past * past
        base[c0].x += scale * first * first - bend
        var value = scale * (2 * first + 1)
        // The last cell's right side is its left one plus 1 (exact for any cell index below 2²⁴)
        // rather than a second conversion from an integer.
        let left = Float(c1), last = left - lo
        let lastOwn = h * (left + 1) - halfHeight * (lo + hi) - scale * last * last + bend
        // The cells after the first: a loop over them would run a count that changes from row to
        // row, which the processor mispredicts. Up to four (or eight) of them are added at once
        // instead, each lane getting its middle amount, the last cell's share and carry, or
        // (past the last cell) zero, which leaves a cell as it was; cells past the row's end get
        // zero added, and the band keeps spare cells after its last row for them
        // (docs/performance.md, eighth round: -3 to -5 % for four, -1 % more for eight).
        let n = c1 &- c0
        let next = UnsafeMutableRawPointer(base + (c0 &+ 1))
        if n <= 4 {
            let v1 = value, v2 = v1 + step, v3 = v2 + step
            let lane = SIMD4<Int32>(1, 2, 3, 4), count = SIMD4<Int32>(repeating: Int32(truncatingIfNeeded: n))
            let own = SIMD4<Float>(v1, v2, v3, 0).replacing(with: 0, where: lane .>= count)
                .replacing(with: lastOwn, where: lane .== count)
            let carry = SIMD4<Float>(repeating: 0).replacing(with: h, where: lane .== count)
            Self.add(own.lowHalf, carry.lowHalf, at: next)
            Self.add(own.highHalf, carry.highHalf, at: next + 16)
        } else if n <= 8 {
            let v1 = value, v2 = v1 + step, v3 = v2 + step, v4 = v3 + step, v5 = v4 + step, v6 = v5 + step
            let v7 = v6 + step
            let lane = SIMD8<Int32>(1, 2, 3, 4, 5, 6, 7, 8), count = SIMD8<Int32>(repeating: Int32(truncatingIfNeeded: n))
            let own = SIMD8<Float>(v1, v2, v3, v4, v5, v6, v7, 0).replacing(with: 0, where: lane .>= count)
                .replacing(with: lastOwn, where: lane .== count)
            let carry = SIMD8<Float>(repeating: 0).replacing(with: h, where: lane .== count)
            Self.add(own.lowHalf.lowHalf, carry.lowHalf.lowHalf, at: next)
            Self.add(own.lowHalf.highHalf, carry.lowHalf.highHalf, at: next + 16)
            Self.add(own.highHalf.lowHalf, carry.highHalf.lowHalf, at: next + 32)
            Self.add(own.highHalf.highHalf, carry.highHalf.highHalf, at: next + 48)
        } else {
            var c = c0 &+ 1
            while c < c1 {
                base[c].x += value
                value += step
                c &+= 1
            }
            base[c1] += SIMD2(lastOwn, h)
        }
        mark(words, from: c0, through: c1)
    }

    /// Adds (own share, carry) pairs to the two cells at `cells`, in one 16-byte read-modify-write.
    @inline(__always)
    static func add(_ own: SIMD2<Float>, _ carry: SIMD2<Float>, at cells: UnsafeMutableRawPointer) {
        let pairs = cells.loadUnaligned(as: SIMD4<Float>.self)
        cells.storeBytes(of: pairs + SIMD4(own[0], carry[0], own[1], carry[1]), as: SIMD4<Float>.self)
    }

    /// Marks the cells `first...last` of the row whose bitmap starts at `words` as touched.
    @inline(__always)
    static func mark(_ words: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
        // Wrapping arithmetic: first ≤ last are cells of the row, so every shift is in 0...63.
        // Within one word the mask is the two ends' masks together: each shift is of a value
        // masked to 0...63, which the compiler sees, where shifting by 63 − (last − first) made
        // it test for 64 and more.
        var w = first >> 6
        let lastWord = last >> 6
        if w == lastWord {
            words[w] |= (UInt64.max << UInt64(first & 63)) & (UInt64.max >> UInt64(63 &- (last & 63)))
            return
        }
        words[w] |= UInt64.max << UInt64(first & 63)
        w &+= 1
        while w < lastWord { words[w] = UInt64.max; w &+= 1 }
        words[lastWord] |= UInt64.max >> UInt64(63 &- (last & 63))
    }
}
