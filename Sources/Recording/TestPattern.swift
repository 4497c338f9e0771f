import Raster

/// A moving test pattern that needs no symbols or fonts: a diagonal gradient that scrolls with
/// time, a bar that fills over each second, and a square that keys switch on and off.
///
/// It is for checking the recorder and the encoders on their own (`record --scene test-pattern`):
/// banding in the gradient shows how a GIF palette copes, and the square shows on which frame a
/// scripted key lands. Keys: `space` or `d` toggles the square, `t` swaps light and dark,
/// `m` stops and restarts the motion. With `transparent`, the gradient fades to clear at the left.
public final class TestPattern: FrameSource {
    public private(set) var squareShown = false
    public private(set) var dark = false
    public private(set) var frozenAt: Double?
    public let transparent: Bool

    public init(transparent: Bool = false) {
        self.transparent = transparent
    }

    public func press(_ key: String, at time: Double) throws {
        switch key {
        case " ", "d": squareShown.toggle()
        case "t": dark.toggle()
        case "m": frozenAt = frozenAt == nil ? time : nil
        default: break
        }
    }

    public func renderFrame(at time: Double, into canvas: Canvas) {
        let t = frozenAt ?? time
        let w = canvas.width, h = canvas.height
        let shift = Int((t * 60).rounded(.down))
        let span = max(1, w + h)
        let square: (x0: Int, y0: Int, x1: Int, y1: Int) = squareShown ? (w / 3, h / 3, w - w / 3, h - h / 3) : (0, 0, 0, 0)
        let bar = Int((t - t.rounded(.down)) * Double(w))
        canvas.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<h {
                let row = y * w
                for x in 0..<w {
                    var v = UInt32(((x + y + shift) % span) * 255 / span)
                    if dark { v = 255 - v }
                    var p: UInt32 = 0xFF00_0000 | v << 16 | (v / 2 + 40) << 8 | (255 - v)
                    if y >= h - max(2, h / 40) && x < bar { p = 0xFFFF_FFFF }
                    if x >= square.x0 && x < square.x1 && y >= square.y0 && y < square.y1 { p = 0xFFFF_D000 }
                    if transparent {
                        let a = UInt32(min(255, x * 255 / max(1, w / 2)))
                        p = a << 24 | ((p >> 16 & 0xFF) * a / 255) << 16 | ((p >> 8 & 0xFF) * a / 255) << 8 | (p & 0xFF) * a / 255
                    }
                    px[row + x] = p
                }
            }
        }
    }
}
