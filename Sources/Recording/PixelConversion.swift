/// Canvas pixels (premultiplied `0xAARRGGBB`) in the form ffmpeg's `bgra` input wants.
///
/// On a little-endian machine a `UInt32` `0xAARRGGBB` is stored as the bytes B, G, R, A, so an
/// opaque canvas is already `bgra` and is piped as it is. ffmpeg reads `bgra` as straight
/// alpha, so frames with transparency are un-premultiplied first.
enum PixelConversion {
    /// Whether every pixel has alpha 255.
    static func isOpaque(_ pixels: [UInt32]) -> Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var all: UInt32 = 0xFF00_0000
            for p in buffer { all &= p }
            return all == 0xFF00_0000
        }
    }

    /// Straight-alpha copies of `pixels`, written into `out` (resized as needed).
    static func unpremultiply(_ pixels: [UInt32], into out: inout [UInt32]) {
        if out.count != pixels.count { out = [UInt32](repeating: 0, count: pixels.count) }
        out.withUnsafeMutableBufferPointer { dst in
            pixels.withUnsafeBufferPointer { src in
                for i in 0..<src.count { dst[i] = straight(src[i]) }
            }
        }
    }

    /// One pixel with its colour divided by its alpha, rounded to nearest.
    @inline(__always)
    static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 || a == 0 { return a == 0 ? 0 : p }
        func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
