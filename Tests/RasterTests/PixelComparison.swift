@testable import Raster

/// The largest difference between two premultiplied pixels in any channel, alpha included.
func channelDistance(_ a: UInt32, _ b: UInt32) -> UInt32 {
    var d: UInt32 = 0
    for shift: UInt32 in [0, 8, 16, 24] {
        let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
        d = max(d, x > y ? x - y : y - x)
    }
    return d
}

/// The largest ``channelDistance(_:_:)`` over two canvases of one size.
func channelDistance(_ a: Canvas, _ b: Canvas) -> UInt32 {
    precondition(a.width == b.width && a.height == b.height)
    return zip(a.pixels, b.pixels).reduce(0) { max($0, channelDistance($1.0, $1.1)) }
}

extension Canvas {
    /// The pixel at (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> UInt32 { pixels[y * width + x] }
}
