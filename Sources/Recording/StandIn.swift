// TEMPORARY: stand-ins for Raster.Canvas and PNGCodec until the raster branch lands.
// Deleted at the merge.
import Foundation

public final class Canvas {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]
    public init(width: Int, height: Int) {
        self.width = width; self.height = height
        pixels = [UInt32](repeating: 0, count: width * height)
    }
}

enum StandInPNG {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
        }
        return ~c
    }
    static func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be(UInt32(data.count)) + body + be(crc32(body))
    }
    static func encode(_ canvas: Canvas) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<canvas.height {
            raw.append(0)
            for x in 0..<canvas.width {
                let p = PixelConversion.straight(canvas.pixels[y * canvas.width + x])
                raw += [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF), UInt8(p >> 24)]
            }
        }
        var z: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, raw.count - i)
            let last: UInt8 = i + n >= raw.count ? 1 : 0
            z += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            z += raw[i..<i + n]
            i += n
        } while i < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for x in raw { a = (a + UInt32(x)) % 65521; b = (b + a) % 65521 }
        z += be(b << 16 | a)
        let ihdr = be(UInt32(canvas.width)) + be(UInt32(canvas.height)) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", z) + chunk("IEND", [])
    }
}
