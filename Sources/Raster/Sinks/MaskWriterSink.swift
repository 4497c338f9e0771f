/// Adds coverage into a mask: the mask becomes the union of everything drawn into it.
struct MaskWriterSink: SpanSink {
    let bytes: UnsafeMutablePointer<UInt8>
    let rowStride: Int
    var rowStart: UnsafeMutablePointer<UInt8>

    init(bytes: UnsafeMutablePointer<UInt8>, rowStride: Int) {
        self.bytes = bytes
        self.rowStride = rowStride
        rowStart = bytes
    }

    mutating func setRow(_ y: Int) { rowStart = bytes + y * rowStride }

    @inline(__always)
    static func union(_ m: UInt8, _ c: UInt32) -> UInt8 {
        let m = UInt32(m)
        return UInt8(truncatingIfNeeded: m &+ c &- PremultipliedPixel.multiply(m, c))
    }

    mutating func fill(x: Int, count: Int, coverage: UInt8) {
        let row = rowStart + x
        if coverage == 255 { row.update(repeating: 255, count: count); return }
        for i in 0..<count { row[i] = Self.union(row[i], UInt32(coverage)) }
    }

    @inline(__always)
    mutating func blend(x: Int, coverage: UInt8) {
        rowStart[x] = Self.union(rowStart[x], UInt32(coverage))
    }
}
