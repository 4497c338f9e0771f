/// Something that produces coverage for a sink: a swept path or a bitmap.
protocol CoverageSource {
    func emit<Sink: SpanSink>(into sink: inout Sink)
}

struct SweptCoverage: CoverageSource {
    let accumulator: CoverageAccumulator
    let evenOdd: Bool

    func emit<Sink: SpanSink>(into sink: inout Sink) {
        accumulator.sweep(evenOdd: evenOdd, into: &sink)
    }
}

/// A clipped 8-bit bitmap as a coverage source.
struct BitmapCoverage: CoverageSource {
    let bytes: UnsafePointer<UInt8>
    let stride: Int
    let originX: Int, originY: Int
    let x0: Int, y0: Int, x1: Int, y1: Int

    func emit<Sink: SpanSink>(into sink: inout Sink) {
        for y in y0..<y1 {
            sink.setRow(y)
            sink.blend(x: x0, coverage: bytes + ((y - originY) * stride + (x0 - originX)), count: x1 - x0)
        }
    }
}
