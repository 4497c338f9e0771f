/// A sink that draws nothing: it lets a sweep run (the sweep clears the accumulator as it reads)
/// for a paint that turned out invisible once rounded to 8 bits, so the coverage of one shape
/// never leaks into the next.
struct DiscardingSink: SpanSink {
    mutating func setRow(_ y: Int) {}
    mutating func fill(x: Int, count: Int, coverage: UInt8) {}
    mutating func blend(x: Int, coverage: UInt8) {}
    mutating func blend(x: Int, coverage: UnsafePointer<UInt8>, count: Int) {}
    mutating func blend4(x: Int, coverage: SIMD4<UInt32>) {}
}
