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
    /// Four pixels from `x`, each with its own coverage 0...255 (which may be 0).
    mutating func blend4(x: Int, coverage: SIMD4<UInt32>)
    /// The same `count` pixels from `x` in the four rows from `y`, each row with its own
    /// constant coverage (0 leaves a row as it was): the untouched stretch of a strip of rows.
    mutating func fillRows(y: Int, x: Int, count: Int, coverage: SIMD4<UInt32>)
}

extension SpanSink {
    @inline(__always)
    mutating func blend4(x: Int, coverage: SIMD4<UInt32>) {
        for i in 0..<4 { blend(x: x + i, coverage: UInt8(truncatingIfNeeded: coverage[i])) }
    }

    @inline(__always)
    mutating func fillRows(y: Int, x: Int, count: Int, coverage: SIMD4<UInt32>) {
        fillEachRow(y: y, x: x, count: count, coverage: coverage)
    }

    /// ``fillRows(y:x:count:coverage:)`` one row at a time, as a sink with no shared way does it.
    @inline(__always)
    mutating func fillEachRow(y: Int, x: Int, count: Int, coverage: SIMD4<UInt32>) {
        for i in 0..<4 where coverage[i] != 0 {
            setRow(y &+ i)
            fill(x: x, count: count, coverage: UInt8(truncatingIfNeeded: coverage[i]))
        }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { blend(x: x + i, coverage: coverage[i]) }
    }
}
