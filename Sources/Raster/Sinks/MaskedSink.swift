/// Multiplies coverage by a ``CoverageMask`` before handing it to another sink.
struct MaskedSink<Inner: SpanSink>: SpanSink {
    var inner: Inner
    let mask: UnsafePointer<UInt8>
    let maskStride: Int
    var maskRow: UnsafePointer<UInt8>

    init(inner: Inner, mask: UnsafePointer<UInt8>, maskStride: Int) {
        self.inner = inner
        self.mask = mask
        self.maskStride = maskStride
        maskRow = mask
    }

    mutating func setRow(_ y: Int) {
        maskRow = mask + y * maskStride
        inner.setRow(y)
    }

    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        for i in x..<(x + count) { blend(x: i, coverage: coverage) }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        inner.blend(x: x, coverage: UInt8(truncatingIfNeeded: PremultipliedPixel.multiply(UInt32(maskRow[x]), UInt32(coverage))))
    }
}
