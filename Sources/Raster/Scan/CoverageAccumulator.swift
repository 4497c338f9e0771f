import Geometry

/// Exact-area anti-aliasing: the signed area each edge covers in each pixel, accumulated in one
/// pass over the edges and resolved into coverage in one pass over the touched cells.
///
/// An edge piece inside one pixel row, running from x = lo to x = hi over a height h (signed by
/// direction), covers the part of pixel c to its right by h·(H(c+1) − H(c)), where
/// H(X) = ∫ max(0, X − x_edge) averaged over the piece (0 left of lo, a parabola between lo and
/// hi, a line beyond), and every pixel right of hi by h. Each cell therefore holds two numbers:
/// what the pieces in it cover of the pixel itself, and what they carry to every pixel on its
/// right. A piece adds its own share to the cells it crosses and its whole height to the carry of
/// its last cell, so a steep edge touches one cell per row, and the inside of a shape costs
/// nothing until the sweep, whose running sum of carries gives the winding-weighted area of every
/// pixel. Non-zero coverage is min(1, |area|); even-odd folds the area into 0...1.
///
/// The accumulator works over one path's pixel bounds at a time, in horizontal bands small
/// enough for their cells to stay in cache: edges are collected and bucketed by the band where
/// they start, then each band accumulates the edges crossing it and is swept at once (a path
/// that fits one band skips the buckets: its edges go into the cells as they arrive). A bitmap
/// marks touched cells so the sweep jumps over untouched stretches, which have constant coverage
/// (empty or inside) and become one span each; at a touched cell it resolves that cell and the
/// three after it together, in SIMD lanes. The sweep clears what it reads, so the buffers stay
/// zero between bands and paths, and are reallocated only when a bigger path arrives.
final class CoverageAccumulator {
    /// One edge, clipped horizontally to the bounds, in coordinates relative to them.
    struct Edge {
        var xTop: Float, yTop: Float, yBottom: Float, xBottom: Float
        /// dx/dy along the edge. The ends agree with it (up to rounding): an edge too flat for
        /// its slope to be finite is stored vertical, both ends at its top's x, since
        /// ``BandCells`` works out the pieces' widths from the slope.
        var slope: Float
        /// +1 for an edge going down, −1 for one going up.
        var direction: Float
        /// The next edge starting in the same band, or −1.
        var next: Int32
    }

    /// What the edge loop reads of the current path for every edge: the bounds' origin and
    /// extent in canvas pixels, their height in rows, and the cells.
    struct EdgeBounds {
        let origin: SIMD2<Float>
        let extent: SIMD2<Float>
        let height: Int
        let grid: BandCells
    }

    /// Cells per band (8 bytes each), chosen so a band's cells and bitmap stay in the level-2
    /// cache with room for the pixels being drawn: smaller bands cost more in edge bookkeeping
    /// than they save in cache misses, and larger ones fall out of the cache. At this size an
    /// icon-sized path fits one band (docs/performance.md, "The coverage band's size").
    static let cellsPerBand = 64 * 1024

    /// The pixel bounds of the current path, in canvas pixels.
    private(set) var originX = 0, originY = 0, width = 0, height = 0
    private var origin = SIMD2<Float>(0, 0)
    private var extent = SIMD2<Float>(0, 0)
    /// Cells per row: the pixels plus one, for pieces on the right side of the bounds.
    private var stride = 0
    private var wordsPerRow = 0
    private(set) var bandHeight = 0
    private var bandShift = 0
    private(set) var bandCount = 0

    /// Per cell: (coverage of its own pixel, carry to the pixels on its right).
    private var cells: UnsafeMutablePointer<SIMD2<Float>>
    private var cellCapacity: Int
    private var touched: UnsafeMutablePointer<UInt64>
    private var touchedCapacity: Int
    private(set) var edges: UnsafeMutablePointer<Edge>
    private var edgeCount = 0
    private var edgeCapacity: Int
    /// For each band, the first edge starting in it (−1 for none).
    private(set) var bandFirstEdge: UnsafeMutablePointer<Int32>
    private var bandCapacity: Int
    /// Edges crossing the current band.
    private(set) var active: UnsafeMutablePointer<Int32>
    /// Whether the path fits one band, so each edge goes into the cells as it arrives rather than
    /// being stored first.
    private(set) var direct = false
    /// The cells and bitmap of the current path, as the value the edge loops work on.
    private(set) var grid: BandCells

    init() {
        cellCapacity = 4096
        cells = .allocate(capacity: cellCapacity)
        cells.initialize(repeating: .zero, count: cellCapacity)
        touchedCapacity = 256
        touched = .allocate(capacity: touchedCapacity)
        touched.initialize(repeating: 0, count: touchedCapacity)
        edgeCapacity = 1024
        edges = .allocate(capacity: edgeCapacity)
        active = .allocate(capacity: edgeCapacity)
        bandCapacity = 64
        bandFirstEdge = .allocate(capacity: bandCapacity)
        grid = BandCells(cells: cells, touched: touched, stride: 1, wordsPerRow: 1, right: 0)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        edges.deallocate()
        active.deallocate()
        bandFirstEdge.deallocate()
    }

    /// Starts a path whose edges lie (after clipping) within the given pixel rectangle.
    func begin(x: Int, y: Int, width w: Int, height h: Int) {
        originX = x; originY = y; width = w; height = h
        origin = SIMD2(Float(x), Float(y))
        extent = SIMD2(Float(w), Float(h))
        stride = w + 1
        // Rows of cells a multiple of 4 KB long, or nearly (a path as wide as a 1024-pixel
        // canvas), put a cell and its neighbour in the next row at addresses with the same low
        // 12 bits, which the processor takes for the same address when a load follows a store
        // (4K aliasing): the edge kernels' read-modify-writes of one row then wait on those of the
        // row before. 64 cells more put the next row's cells half a kilobyte away
        // (docs/performance.md, seventh round: -2.7 % on full ×4).
        if stride >= 512 {
            let past = stride & 511
            if past < 32 || past > 480 { stride += 64 }
        }
        wordsPerRow = (w + 1 + 63) >> 6   // the bits of cells 0...w: not of the padding
        // A power of two, so finding an edge's band is a shift rather than a division.
        bandShift = max(2, (Int.bitWidth - 1) - max(1, Self.cellsPerBand / stride).leadingZeroBitCount)
        bandHeight = 1 << bandShift
        bandCount = (h + bandHeight - 1) >> bandShift
        let bandRows = min(h, bandHeight)
        let needCells = stride * bandRows, needWords = wordsPerRow * bandRows
        // Eight more cells than the band holds: a steep piece on the right side of the last row
        // adds zero to the cell after it, and a wide one zero to as many as seven (the wide
        // kernel's steps of four and eight cells).
        if needCells + 8 > cellCapacity {
            cells.deallocate()
            cellCapacity = max(needCells + 8, cellCapacity * 2)
            cells = .allocate(capacity: cellCapacity)
            cells.initialize(repeating: .zero, count: cellCapacity)
        }
        if needWords > touchedCapacity {
            touched.deallocate()
            touchedCapacity = max(needWords, touchedCapacity * 2)
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        if bandCount > bandCapacity {
            bandFirstEdge.deallocate()
            bandCapacity = max(bandCount, bandCapacity * 2)
            bandFirstEdge = .allocate(capacity: bandCapacity)
        }
        bandFirstEdge.update(repeating: -1, count: bandCount)
        edgeCount = 0
        direct = bandCount == 1
        grid = BandCells(cells: cells, touched: touched, stride: stride, wordsPerRow: wordsPerRow, right: extent.x)
    }

    /// Adds every contour of `polygons` as a closed polygon (open contours are closed by a
    /// straight edge back to their start, as fills require).
    ///
    /// `inside` says that every point of `polygons` lies within the bounds given to ``begin``,
    /// as when the bounds are the points' own bounds and the canvas did not cut them: then no
    /// edge needs clipping, and the loop takes each edge as it is.
    func addPolygons(_ polygons: PolygonBuffer, inside: Bool = false) {
        // A copy of the loop for each way of taking an edge, with it built in.
        switch (inside, direct) {
        case (true, true): addInsidePolygons(polygons, direct: true)
        case (true, false): addInsidePolygons(polygons, direct: false)
        case (false, true): addPolygons(polygons, direct: true)
        case (false, false): addPolygons(polygons, direct: false)
        }
    }

    /// The edge loop for polygons wholly inside the bounds. Each point is moved into the bounds'
    /// coordinates once, and an edge needs none of ``addEdge(_:_:_:direct:)``'s clipping: its
    /// ends are within 0...width and 0...height already, so ``store(_:_:_:direct:)``'s clamps
    /// would give them back unchanged.
    @inline(__always)
    private func addInsidePolygons(_ polygons: PolygonBuffer, direct: Bool) {
        let bounds = EdgeBounds(origin: origin, extent: extent, height: height, grid: grid)
        polygons.points.withUnsafeBufferPointer { pts in
            var start = 0
            for end in polygons.contourEnds {
                if end - start >= 2 {
                    var a = pts[end - 1] - bounds.origin
                    for i in start..<end {
                        let b = pts[i] - bounds.origin
                        let sum = a + b
                        // Skips horizontal edges and edges with a NaN end (which the bounds
                        // pass passes over, so it can be here); within the bounds the sum of
                        // finite coordinates cannot overflow.
                        if a.y != b.y && (sum.x + sum.y).isFinite {
                            var top = a, bottom = b, direction: Float = 1
                            if a.y > b.y { top = b; bottom = a; direction = -1 }
                            var slope = (bottom.x - top.x) / (bottom.y - top.y)
                            if !slope.isFinite { slope = 0; bottom.x = top.x }
                            let edge = Edge(xTop: top.x, yTop: top.y, yBottom: bottom.y, xBottom: bottom.x,
                                            slope: slope, direction: direction, next: -1)
                            if direct {
                                bounds.grid.rasterizeWhole(edge)
                            } else {
                                take(edge, bounds, direct: false)
                            }
                        }
                        a = b
                    }
                }
                start = end
            }
        }
    }

    @inline(__always)
    private func addPolygons(_ polygons: PolygonBuffer, direct: Bool) {
        // Copied into a value so the edge loop keeps these in registers instead of re-reading
        // the object after every store into the cells.
        let bounds = EdgeBounds(origin: origin, extent: extent, height: height, grid: grid)
        polygons.points.withUnsafeBufferPointer { pts in
            var start = 0
            for end in polygons.contourEnds {
                if end - start >= 2 {
                    var previous = pts[end - 1]
                    for i in start..<end {
                        let p = pts[i]
                        addEdge(previous, p, bounds, direct: direct)
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
    func addEdge(_ p: SIMD2<Float>, _ q: SIMD2<Float>, _ bounds: EdgeBounds, direct: Bool) {
        let a = p - bounds.origin, b = q - bounds.origin
        // Skips horizontal edges, and edges with a NaN or infinite end (the sum catches both).
        let sum = a + b
        if a.y == b.y || !sum.x.isFinite || !sum.y.isFinite { return }
        let w = bounds.extent.x, h = bounds.extent.y
        if (a.y <= 0 && b.y <= 0) || (a.y >= h && b.y >= h) { return }
        let lo = min(a.x, b.x), hi = max(a.x, b.x)
        if lo >= 0 && hi <= w { store(a, b, bounds, direct: direct); return }
        if lo >= w { return }
        if hi <= 0 { store(SIMD2(0, a.y), SIMD2(0, b.y), bounds, direct: direct); return }
        // The edge crosses the left side, the right side or both: cut it there.
        let dx = b.x - a.x
        var t0: Float = 1, t1: Float = 1
        if lo < 0 && hi > 0 { t0 = -a.x / dx }
        if lo < w && hi > w { t1 = (w - a.x) / dx }
        if t1 < t0 { swap(&t0, &t1) }
        let m0 = a + (b - a) * t0, m1 = a + (b - a) * t1
        addPiece(a, m0, bounds, direct: direct)
        addPiece(m0, m1, bounds, direct: direct)
        addPiece(m1, b, bounds, direct: direct)
    }

    @inline(__always)
    private func addPiece(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ bounds: EdgeBounds, direct: Bool) {
        if a.y == b.y || (a.x + b.x) * 0.5 >= bounds.extent.x { return }
        let lo = SIMD2<Float>(0, -Float.infinity), hi = SIMD2<Float>(bounds.extent.x, Float.infinity)
        store(a.clamped(lowerBound: lo, upperBound: hi), b.clamped(lowerBound: lo, upperBound: hi), bounds, direct: direct)
    }

    /// Records an edge whose x lies within 0...width, clipped vertically to the bounds, in the
    /// bucket of the band where it starts, or (`direct`) accumulates it at once.
    @inline(__always)
    private func store(_ a: SIMD2<Float>, _ b: SIMD2<Float>, _ bounds: EdgeBounds, direct: Bool) {
        let extent = bounds.extent
        var top = a, bottom = b, direction: Float = 1
        if a.y > b.y { top = b; bottom = a; direction = -1 }
        // A nearly horizontal edge can overflow the slope; it spans a sliver of one row, where
        // treating it as vertical (both ends at the top's x, as ``Edge`` promises) changes
        // nothing visible.
        var slope = (bottom.x - top.x) / (bottom.y - top.y)
        if !slope.isFinite { slope = 0; bottom.x = top.x }
        let yTop = max(top.y, 0), yBottom = min(bottom.y, extent.y)
        // Written so NaN fails too: clipping an edge whose ends are near Float's limit can
        // overflow to NaN, which must not reach the integer conversions of the rows and cells.
        if !(yTop < yBottom) { return }
        let xTop = yTop == top.y ? top.x : min(max(top.x + (yTop - top.y) * slope, 0), extent.x)
        let xBottom = yBottom == bottom.y ? bottom.x : min(max(top.x + (yBottom - top.y) * slope, 0), extent.x)
        if !(xTop + xBottom).isFinite { return }
        take(Edge(xTop: xTop, yTop: yTop, yBottom: yBottom, xBottom: xBottom, slope: slope, direction: direction,
                  next: -1), bounds, direct: direct)
    }

    /// Accumulates an edge lying within the bounds at once (`direct`), or records it in the
    /// bucket of the band where it starts.
    @inline(__always)
    private func take(_ edge: Edge, _ bounds: EdgeBounds, direct: Bool) {
        if direct {
            bounds.grid.rasterize(edge, bandTop: 0, bandBottom: bounds.height)
            return
        }
        if edgeCount == edgeCapacity { growEdges() }
        let band = Int(edge.yTop) >> bandShift
        var stored = edge
        stored.next = bandFirstEdge[band]
        edges[edgeCount] = stored
        bandFirstEdge[band] = Int32(truncatingIfNeeded: edgeCount)
        edgeCount += 1
    }

    private func growEdges() {
        let bigger = edgeCapacity * 2
        let moved = UnsafeMutablePointer<Edge>.allocate(capacity: bigger)
        moved.moveInitialize(from: edges, count: edgeCount)
        edges.deallocate()
        edges = moved
        active.deallocate()
        active = .allocate(capacity: bigger)
        edgeCapacity = bigger
    }
}
