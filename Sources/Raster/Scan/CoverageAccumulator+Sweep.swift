/// The sweep: resolving the accumulated cells of each band into coverage for a sink.
extension CoverageAccumulator {
    /// How many rows ahead the sweep asks for the canvas's pixels: enough for memory to answer
    /// before the row is reached. It asks for one cache line per touched cell group, at the same
    /// column (edges are continuous), rather than for whole rows of the path's bounds: a long
    /// stroke's bounds are mostly rows it crosses in a few places (-7% on the long-stroke
    /// workload at ×4, 2.5 fewer prefetches per cell group).
    static let prefetchDistance = 3

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

    @inline(__always)
    private func sweepRows<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, _ grid: BandCells, bandTop: Int,
                                                               bandBottom: Int, into sink: inout Sink) {
        let w = width, ox = originX, oy = originY, h = height, wordsPerRow = grid.wordsPerRow
        // The loop below runs once per touched cell of every path: its index arithmetic wraps
        // (`&+`, `&<<`) instead of checking for overflow, as every value is a pixel or cell of
        // the path's bounds, far from Int.max.
        var row = bandTop
        while row < bandBottom {
            defer { row &+= 1 }
            // Where an edge crosses this row it most likely crosses the rows just below too.
            let ahead = row &+ Self.prefetchDistance < h ? oy &+ row &+ Self.prefetchDistance : oy &+ row
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
                    sink.prefetch(y: ahead, x: ox &+ c, count: 1)
                    if c &+ 4 <= w {
                        // Four cells at once, touched or not (an untouched cell is zero), in the
                        // same order of additions as one by one.
                        let raw = UnsafeMutableRawPointer(base + c)
                        let v0 = raw.loadUnaligned(as: SIMD4<Float>.self)
                        let v1 = raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self)
                        raw.storeBytes(of: .zero, as: SIMD4<Float>.self)
                        raw.storeBytes(of: .zero, toByteOffset: 16, as: SIMD4<Float>.self)
                        let s1 = sum + v0[1], s2 = s1 + v0[3], s3 = s2 + v1[1]
                        let area = SIMD4(sum, s1, s2, s3) + SIMD4(v0[0], v0[2], v1[0], v1[2])
                        sum = s3 + v1[3]
                        sink.blend4(x: ox &+ c, coverage: Rule.alpha4(area))
                        // Their bits, which may run into the next word.
                        let shift = UInt64(c & 63)
                        bits &= ~(0xF &<< shift)
                        if shift > 60 { word[1] &= ~(0xF &>> (64 &- shift)) }
                        next = c &+ 4
                        continue
                    }
                    bits &= bits &- 1
                    let cell = base[c]
                    base[c] = .zero
                    if c < w { sink.blend(x: ox &+ c, coverage: Rule.alpha(sum + cell.x)) }
                    sum += cell.y
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
