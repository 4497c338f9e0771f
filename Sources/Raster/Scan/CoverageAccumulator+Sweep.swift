/// The sweep: resolving the accumulated cells of each band into coverage for a sink.
extension CoverageAccumulator {
    /// Accumulates the stored edges band by band and resolves each band into coverage for
    /// `sink`, leaving the buffers clear for the next path.
    func sweep<Sink: SpanSink>(evenOdd: Bool, into sink: inout Sink) {
        if evenOdd {
            sweep(EvenOddRule.self, into: &sink)
        } else {
            sweep(NonZeroRule.self, into: &sink)
        }
    }

    private func sweep<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, into sink: inout Sink) {
        // Copied into a value so the loops keep these in registers instead of re-reading the
        // object after every store into the cells.
        let grid = self.grid
        if direct {
            sweepRows(Rule.self, grid, bandTop: 0, bandBottom: height, into: &sink)
            return
        }
        let edges = self.edges, active = self.active
        var activeCount = 0
        for band in 0..<bandCount {
            let bandTop = band * bandHeight, bandBottom = min(height, bandTop + bandHeight)
            // Edges still crossing from earlier bands, then the ones starting here.
            var kept = 0
            for i in 0..<activeCount {
                let index = active[i]
                let e = edges[Int(index)]
                grid.rasterize(e, bandTop: bandTop, bandBottom: bandBottom)
                if e.yBottom > Float(bandBottom) { active[kept] = index; kept += 1 }
            }
            var index = bandFirstEdge[band]
            while index >= 0 {
                let e = edges[Int(index)]
                grid.rasterize(e, bandTop: bandTop, bandBottom: bandBottom)
                if e.yBottom > Float(bandBottom) { active[kept] = index; kept += 1 }
                index = e.next
            }
            activeCount = kept
            sweepRows(Rule.self, grid, bandTop: bandTop, bandBottom: bandBottom, into: &sink)
        }
    }

    /// The band's rows, four at a time (``sweepStrip(_:_:row:bandTop:into:)``), then any left
    /// over one at a time. A strip shares one walk over the touched cells, one test of each gap
    /// and one loop exit among four rows, where a row each costs those branches on its own, at
    /// the price of resolving four cells in every row of the strip wherever any row has one
    /// touched (about half as many groups again on the benchmark's strokes): 6 % faster on the
    /// short strokes, 2 to 3 % on the long ones (docs/performance.md, eighth and ninth rounds).
    @inline(__always)
    private func sweepRows<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, _ grid: BandCells, bandTop: Int,
                                                               bandBottom: Int, into sink: inout Sink) {
        var row = bandTop
        while row &+ 4 <= bandBottom {
            sweepStrip(Rule.self, grid, row: row, bandTop: bandTop, into: &sink)
            row &+= 4
        }
        if row < bandBottom {
            sweepSingleRows(Rule.self, grid, from: row, bandTop: bandTop, bandBottom: bandBottom, into: &sink)
        }
    }

    /// Rows `row..<row + 4` of the band, together: the union of their touched bits says where
    /// to look, and at each group of four cells every row resolves its own four (an untouched
    /// cell is zero, so a row with nothing there gets its constant coverage, as a span would
    /// have given it). Each row keeps its own running sum and the same order of additions as
    /// ``sweepSingleRows(_:_:from:bandTop:bandBottom:into:)``; a pixel next to an edge that a
    /// row alone would have filled as part of a span is blended instead, which can differ from
    /// the span's arithmetic by one level.
    @inline(__always)
    private func sweepStrip<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, _ grid: BandCells, row: Int,
                                                                bandTop: Int, into sink: inout Sink) {
        // Wrapping arithmetic throughout, as in the row-by-row sweep: every value is a pixel,
        // cell or word of the path's bounds.
        let w = width, ox = originX, oy = originY, wordsPerRow = grid.wordsPerRow, stride = grid.stride
        let y = oy &+ row
        let words = grid.touched + (row &- bandTop) &* wordsPerRow
        let w1 = wordsPerRow, w2 = wordsPerRow &* 2, w3 = wordsPerRow &* 3
        let base0 = grid.cells + (row &- bandTop) &* stride
        let base1 = base0 + stride, base2 = base0 + stride &* 2, base3 = base0 + stride &* 3
        // No prefetch of the next strip's pixels: the processor's own prefetcher follows four
        // rows moving together, and hints for them cost 2 to 3 % on narrow paths and 1 to 2 % on
        // canvas-wide ones (docs/performance.md, eighth and ninth rounds).
        var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
        var next = 0          // the first cell not yet handed out, in every row
        var i = 0
        while true {
            while i < wordsPerRow && (words[i] | words[i &+ w1] | words[i &+ w2] | words[i &+ w3]) == 0 { i &+= 1 }
            if i == wordsPerRow { break }
            var bits = words[i] | words[i &+ w1] | words[i &+ w2] | words[i &+ w3]
            words[i] = 0; words[i &+ w1] = 0; words[i &+ w2] = 0; words[i &+ w3] = 0
            let wordStart = i &<< 6
            i &+= 1
            // Cells that a group starting in the word before ran into are done.
            if next > wordStart { bits &= UInt64.max &<< UInt64(next &- wordStart) }
            while bits != 0 {
                let c = wordStart | bits.trailingZeroBitCount
                if c != next && next < w {
                    // Outside the shape in all four rows, the common case, is one test here.
                    let a = Rule.alpha4(SIMD4(s0, s1, s2, s3))
                    if a != .zero { sink.fillRows(y: y, x: ox &+ next, count: Swift.min(c, w) &- next, coverage: a) }
                }
                let x = ox &+ c
                if c &+ 4 <= w {
                    let c0 = Self.group(Rule.self, base0 + c, &s0)
                    let c1 = Self.group(Rule.self, base1 + c, &s1)
                    let c2 = Self.group(Rule.self, base2 + c, &s2)
                    let c3 = Self.group(Rule.self, base3 + c, &s3)
                    sink.setRow(y); sink.blend4(x: x, coverage: c0)
                    sink.setRow(y &+ 1); sink.blend4(x: x, coverage: c1)
                    sink.setRow(y &+ 2); sink.blend4(x: x, coverage: c2)
                    sink.setRow(y &+ 3); sink.blend4(x: x, coverage: c3)
                    // Bits past the word's end are masked off by `next` when the next word loads.
                    bits &= ~(0xF &<< UInt64(c & 63))
                    next = c &+ 4
                    continue
                }
                // The last few cells of the row, one at a time.
                bits &= bits &- 1
                let shown = c < w
                sink.setRow(y); Self.single(Rule.self, base0 + c, &s0, shown: shown, x: x, into: &sink)
                sink.setRow(y &+ 1); Self.single(Rule.self, base1 + c, &s1, shown: shown, x: x, into: &sink)
                sink.setRow(y &+ 2); Self.single(Rule.self, base2 + c, &s2, shown: shown, x: x, into: &sink)
                sink.setRow(y &+ 3); Self.single(Rule.self, base3 + c, &s3, shown: shown, x: x, into: &sink)
                next = c &+ 1
            }
        }
        if next < w {
            let a = Rule.alpha4(SIMD4(s0, s1, s2, s3))
            if a != .zero { sink.fillRows(y: y, x: ox &+ next, count: w &- next, coverage: a) }
        }
    }

    /// Resolves the four cells at `p` against the row's running sum (clearing them), in the
    /// same order of additions as one cell at a time.
    @inline(__always)
    private static func group<Rule: CoverageRule>(_ rule: Rule.Type, _ p: UnsafeMutablePointer<SIMD2<Float>>,
                                                  _ sum: inout Float) -> SIMD4<UInt32> {
        let raw = UnsafeMutableRawPointer(p)
        let v0 = raw.loadUnaligned(as: SIMD4<Float>.self)
        let v1 = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)
        raw.storeBytes(of: .zero, as: SIMD4<Float>.self)
        raw.storeBytes(of: .zero, toByteOffset: 16, as: SIMD4<Float>.self)
        let a1 = sum + v0[1], a2 = a1 + v0[3], a3 = a2 + v1[1]
        let area = SIMD4(sum, a1, a2, a3) + SIMD4(v0[0], v0[2], v1[0], v1[2])
        sum = a3 + v1[3]
        return Rule.alpha4(area)
    }

    /// Resolves the one cell at `p` against the row's running sum (clearing it) and blends its
    /// pixel, in the sink's current row, where it is inside the bounds (`shown`).
    @inline(__always)
    private static func single<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, _ p: UnsafeMutablePointer<SIMD2<Float>>,
                                                                   _ sum: inout Float, shown: Bool, x: Int,
                                                                   into sink: inout Sink) {
        let cell = p.pointee
        p.pointee = .zero
        if shown { sink.blend(x: x, coverage: Rule.alpha(sum + cell.x)) }
        sum += cell.y
    }

    /// Rows `firstRow..<bandBottom` of the band, one at a time: the last one to three rows of a
    /// path whose height is not a multiple of four (bands are), after its strips.
    @inline(__always)
    private func sweepSingleRows<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, _ grid: BandCells, from firstRow: Int,
                                                                     bandTop: Int, bandBottom: Int, into sink: inout Sink) {
        let w = width, ox = originX, oy = originY, wordsPerRow = grid.wordsPerRow
        // The loop below runs once per touched cell of every path: its index arithmetic wraps
        // (`&+`, `&<<`) instead of checking for overflow, as every value is a pixel or cell of
        // the path's bounds, far from Int.max.
        var row = firstRow
        while row < bandBottom {
            defer { row &+= 1 }
            let words = grid.touched + (row &- bandTop) &* wordsPerRow
            let base = grid.cells + (row &- bandTop) &* grid.stride
            sink.setRow(oy &+ row)
            var sum: Float = 0
            var next = 0          // the first pixel not yet handed out
            let wordsEnd = words + wordsPerRow
            var word = words
            while true {
                // A bare loop over the untouched words (most of a long stroke's wide bounds).
                while word < wordsEnd && word.pointee == 0 { word += 1 }
                if word == wordsEnd { break }
                var bits = word.pointee
                word.pointee = 0
                // The word's first cell: its byte offset (8 per word) times 8. Wrapping, as the
                // offset is within the row; `word - words` would divide with signed rounding.
                let wordStart = (Int(bitPattern: word) &- Int(bitPattern: words)) &<< 3
                defer { word += 1 }
                repeat {
                    let c = wordStart | bits.trailingZeroBitCount
                    if c != next {
                        // Untouched cells between: constant coverage.
                        let a = Rule.alpha(sum)
                        if a != 0 && next < w { sink.fill(x: ox &+ next, count: min(c, w) &- next, coverage: a) }
                    }
                    if c &+ 4 <= w {
                        // Four cells at once, touched or not (an untouched cell is zero).
                        sink.blend4(x: ox &+ c, coverage: Self.group(Rule.self, base + c, &sum))
                        // Their bits, which may run into the next word.
                        let shift = UInt64(c & 63)
                        bits &= ~(0xF &<< shift)
                        if shift > 60 { word[1] &= ~(0xF &>> (64 &- shift)) }
                        next = c &+ 4
                        continue
                    }
                    bits &= bits &- 1
                    Self.single(Rule.self, base + c, &sum, shown: c < w, x: ox &+ c, into: &sink)
                    next = c &+ 1
                } while bits != 0
            }
            if next < w {
                let a = Rule.alpha(sum)
                if a != 0 { sink.fill(x: ox &+ next, count: w &- next, coverage: a) }
            }
        }
    }
}
