import Raster

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
                for i in 0..<src.count { dst[i] = Color.straightARGB(fromPremultiplied: src[i]) }
            }
        }
    }

    /// `pixels` (`width × height`, both even) as planar Y′CbCr 4:2:0, BT.709 with limited range
    /// (Y′ 16–235, Cb and Cr 16–240), the form H.264 video takes: the Y′ plane, then Cb and Cr at
    /// half resolution, each the average of a 2 × 2 block. Colours are taken as they are in the
    /// canvas (premultiplied), which is the frame over black, as a video without alpha shows it.
    ///
    /// Fixed point with 16 fractional bits; the coefficients are rounded so that greys give
    /// exactly 128 in both chroma planes, and white exactly 235.
    static func yuv420(_ pixels: [UInt32], width: Int, height: Int, into out: inout [UInt8]) {
        precondition(width % 2 == 0 && height % 2 == 0 && pixels.count == width * height)
        let lumaCount = width * height, chromaCount = lumaCount / 4
        if out.count != lumaCount + 2 * chromaCount { out = [UInt8](repeating: 0, count: lumaCount + 2 * chromaCount) }
        // Y′ = 16 + 219/255 (0.2126 R + 0.7152 G + 0.0722 B); Cb, Cr = 128 + 224/255 of
        // (B − Y)/1.8556 and (R − Y)/1.5748.
        let (yr, yg, yb) = (11966, 40254, 4064)
        let (ur, ug, ub) = (-6596, -22188, 28784)
        let (vr, vg, vb) = (28784, -26145, -2639)
        out.withUnsafeMutableBufferPointer { planes in
            pixels.withUnsafeBufferPointer { source in
                let y = planes.baseAddress!, u = y + lumaCount, v = u + chromaCount
                let p = source.baseAddress!
                // Indices stay within the planes (even sizes, checked above), so the arithmetic
                // wraps rather than checking for overflow in this per-pixel loop.
                for row in stride(from: 0, to: height, by: 2) {
                    for column in stride(from: 0, to: width, by: 2) {
                        var rSum = 0, gSum = 0, bSum = 0
                        @inline(__always) func luma(_ i: Int) {
                            let c = p[i]
                            let r = Int((c >> 16) & 0xFF), g = Int((c >> 8) & 0xFF), b = Int(c & 0xFF)
                            y[i] = UInt8(truncatingIfNeeded: (yr &* r &+ yg &* g &+ yb &* b &+ (16 << 16) &+ 32768) >> 16)
                            rSum &+= r; gSum &+= g; bSum &+= b
                        }
                        let top = row &* width &+ column
                        luma(top); luma(top &+ 1); luma(top &+ width); luma(top &+ width &+ 1)
                        let k = (row >> 1) &* (width >> 1) &+ (column >> 1)
                        // The sums are four pixels: divide by 4 along with the 16-bit scale.
                        u[k] = UInt8(truncatingIfNeeded: (ur &* rSum &+ ug &* gSum &+ ub &* bSum &+ (128 << 18) &+ (1 << 17)) >> 18)
                        v[k] = UInt8(truncatingIfNeeded: (vr &* rSum &+ vg &* gSum &+ vb &* bSum &+ (128 << 18) &+ (1 << 17)) >> 18)
                    }
                }
            }
        }
    }
}
