extension Stroker {
    /// Storage a stroker keeps between calls: the current contour's vertices, the outline being
    /// written and the right side written alongside it (see `BackwardWriter`). Raw buffers, so
    /// the hot loops index them without checks or uniqueness tests; they only grow.
    final class Scratch {
        private(set) var points: UnsafeMutablePointer<SIMD2<Float>>
        private(set) var directions: UnsafeMutablePointer<SIMD2<Float>>
        private(set) var lengths: UnsafeMutablePointer<Float>
        private var vertexCapacity: Int
        var outline: UnsafeMutablePointer<SIMD2<Float>>
        var outlineCapacity: Int
        var rightSide: UnsafeMutablePointer<SIMD2<Float>>
        var rightSideCapacity: Int

        init() {
            vertexCapacity = 64
            points = .allocate(capacity: vertexCapacity)
            directions = .allocate(capacity: vertexCapacity)
            lengths = .allocate(capacity: vertexCapacity)
            outlineCapacity = 256
            outline = .allocate(capacity: outlineCapacity)
            rightSideCapacity = 256
            rightSide = .allocate(capacity: rightSideCapacity)
        }

        deinit {
            points.deallocate()
            directions.deallocate()
            lengths.deallocate()
            outline.deallocate()
            rightSide.deallocate()
        }

        /// Copies one contour into the vertex buffers, dropping consecutive points closer than
        /// `minimumLength` (and, when closed, a last point that returns to the first), and works
        /// out each segment's direction and length. Returns the number of vertices kept; 0 when
        /// the contour is empty or starts at a non-finite point.
        func collect(_ source: UnsafeBufferPointer<SIMD2<Float>>, range: Range<Int>, closed: Bool, minimumLength: Float) -> Int {
            guard !range.isEmpty else { return 0 }
            if range.count > vertexCapacity { growVertices(to: range.count) }
            let minSquared = minimumLength * minimumLength
            var last = source[range.lowerBound]
            guard last.x.isFinite && last.y.isFinite else { return 0 }
            points[0] = last
            var n = 1
            // Once per flattened point: wrapping counters (`&+`, `&-`), as n ≤ i < range.upperBound
            // and the buffers hold range.count vertices.
            var i = range.lowerBound &+ 1
            while i < range.upperBound {
                let p = source[i]
                i &+= 1
                let d = p - last
                let l2 = d.x * d.x + d.y * d.y
                // Also skips NaN and infinities, so a bad point cannot poison the outline.
                guard l2 > minSquared && l2 < .infinity else { continue }
                let l = l2.squareRoot()
                directions[n &- 1] = d / l
                lengths[n &- 1] = l
                points[n] = p
                n &+= 1
                last = p
            }
            if closed && n > 1 {
                var d = points[0] - last
                var l2 = d.x * d.x + d.y * d.y
                if !(l2 > minSquared) {
                    // The contour came back to its start: its last segment now ends at the first point.
                    n -= 1
                    if n == 1 { return 1 }
                    d = points[0] - points[n - 1]
                    l2 = d.x * d.x + d.y * d.y
                }
                let l = l2.squareRoot()
                directions[n - 1] = d / l
                lengths[n - 1] = l
            }
            return n
        }

        private func growVertices(to count: Int) {
            let capacity = max(count, 2 * vertexCapacity)
            points.deallocate()
            directions.deallocate()
            lengths.deallocate()
            points = .allocate(capacity: capacity)
            directions = .allocate(capacity: capacity)
            lengths = .allocate(capacity: capacity)
            vertexCapacity = capacity
        }

        func growOutline(keeping count: Int, toAtLeast needed: Int) {
            let capacity = max(needed, 2 * outlineCapacity)
            let bigger = UnsafeMutablePointer<SIMD2<Float>>.allocate(capacity: capacity)
            bigger.update(from: outline, count: count)
            outline.deallocate()
            outline = bigger
            outlineCapacity = capacity
        }

        /// Grows the right side's buffer, keeping its last `count` points at the new end.
        func growRightSide(keeping count: Int, toAtLeast needed: Int) {
            let capacity = max(needed, 2 * rightSideCapacity)
            let bigger = UnsafeMutablePointer<SIMD2<Float>>.allocate(capacity: capacity)
            (bigger + (capacity - count)).update(from: rightSide + (rightSideCapacity - count), count: count)
            rightSide.deallocate()
            rightSide = bigger
            rightSideCapacity = capacity
        }
    }

    /// Where a join's outer side writes: the left side's writer or the right side's, each handing
    /// out room for a group of points to fill in order.
    protocol PointGroups {
        mutating func group(_ n: Int) -> UnsafeMutablePointer<SIMD2<Float>>
    }

    /// Appends one contour's outline points to scratch storage through a pointer held in
    /// registers; `flush` hands the finished contour to the output buffer in one copy.
    struct OutlineWriter: PointGroups {
        private let scratch: Scratch
        private var base: UnsafeMutablePointer<SIMD2<Float>>
        private var capacity: Int
        private(set) var count = 0

        init(_ scratch: Scratch) {
            self.scratch = scratch
            base = scratch.outline
            capacity = scratch.outlineCapacity
        }

        /// Makes room for `n` more points; call before writing each join or cap.
        @inline(__always) mutating func reserve(_ n: Int) {
            // Wrapping: count ≤ capacity and n is a join's or cap's handful of points.
            if count &+ n > capacity { grow(count &+ n) }
        }

        @inline(never) private mutating func grow(_ needed: Int) {
            scratch.growOutline(keeping: count, toAtLeast: needed)
            base = scratch.outline
            capacity = scratch.outlineCapacity
        }

        @inline(__always) mutating func put(_ p: SIMD2<Float>) {
            base[count] = p
            count &+= 1   // within the capacity `reserve` made room for
        }

        /// The next `n` points, for the caller to fill in order (within what `reserve` made room for).
        @inline(__always) mutating func group(_ n: Int) -> UnsafeMutablePointer<SIMD2<Float>> {
            let start = base + count
            count &+= n   // within the capacity `reserve` made room for
            return start
        }

        /// Appends everything `right` holds, in its reading order, and empties it.
        @inline(__always) mutating func append(_ right: inout BackwardWriter) {
            let n = right.count
            reserve(n)
            (base + count).update(from: right.start, count: n)
            count &+= n   // within the capacity just reserved
            right.removeAll()
        }

        /// Appends the points written so far to `output` as one closed contour and starts over.
        mutating func flush(into output: inout PolygonBuffer) {
            guard count > 0 else { return }
            output.points.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
            output.endContour(closed: true)
            count = 0
        }
    }

    /// The right side of a contour, written in the same pass as the left side but read in the
    /// opposite order: each vertex's points are a group claimed just below the previous one,
    /// from the end of the scratch buffer downwards, and filled in their own forward order. The
    /// buffer then reads as the right side walked backwards, ready to copy in one go. Stroking
    /// both sides in one pass lets each vertex's normals, turn and intersection factor serve
    /// both of its joins.
    struct BackwardWriter: PointGroups {
        private let scratch: Scratch
        private var base: UnsafeMutablePointer<SIMD2<Float>>
        private var capacity: Int
        /// The first point written so far; the points run from here to the end of the buffer.
        private var top: Int

        init(_ scratch: Scratch) {
            self.scratch = scratch
            base = scratch.rightSide
            capacity = scratch.rightSideCapacity
            top = capacity
        }

        /// The number of points written; wrapping, as top ≤ capacity.
        @inline(__always) var count: Int { capacity &- top }

        @inline(__always) var start: UnsafeMutablePointer<SIMD2<Float>> { base + top }

        /// Makes room for `n` more points; call before writing each join.
        @inline(__always) mutating func reserve(_ n: Int) {
            if top < n { grow(n) }
        }

        @inline(never) private mutating func grow(_ n: Int) {
            let kept = count
            scratch.growRightSide(keeping: kept, toAtLeast: kept + n)
            base = scratch.rightSide
            capacity = scratch.rightSideCapacity
            top = capacity - kept
        }

        /// Writes a group of one point.
        @inline(__always) mutating func put(_ p: SIMD2<Float>) {
            top &-= 1   // top ≥ 1: `reserve` made room
            base[top] = p
        }

        /// The `n` points of the next group, for the caller to fill in their forward order.
        @inline(__always) mutating func group(_ n: Int) -> UnsafeMutablePointer<SIMD2<Float>> {
            top &-= n   // top ≥ n: `reserve` made room
            return base + top
        }

        @inline(__always) mutating func removeAll() { top = capacity }

        /// Appends the points written so far to `output` as one closed contour and starts over.
        mutating func flush(into output: inout PolygonBuffer) {
            guard count > 0 else { return }
            output.points.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
            output.endContour(closed: true)
            removeAll()
        }
    }
}
