import Raster
import Recording

/// A frame source that remembers every press and render, painting each frame one flat colour
/// that encodes how many presses it has seen.
final class SpySource: FrameSource {
    var presses: [(key: String, time: Double)] = []
    var renders: [(time: Double, pressesSeen: Int)] = []
    var onRender: ((Int) -> Void)?

    func press(_ key: String, at time: Double) throws { presses.append((key, time)) }

    func renderFrame(at time: Double, into canvas: Canvas) {
        onRender?(renders.count)
        renders.append((time, presses.count))
        let colour = 0xFF00_0000 | UInt32(presses.count * 40 % 256) << 16 | 0x3366
        canvas.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: colour) }
    }
}

/// The size stored in a PNG file's IHDR chunk.
func pngSize(_ path: String) -> (width: Int, height: Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count > 24,
          data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
    let bytes = [UInt8](data)
    func be(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
    return (be(16), be(20))
}

import Foundation
