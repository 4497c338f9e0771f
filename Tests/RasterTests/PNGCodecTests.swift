import Foundation
import Geometry
import PNGCodec
import Testing
@testable import Raster

@Suite("PNG codec")
struct PNGCodecTests {
    @Test("a canvas survives a PNG round trip up to premultiplication rounding",
          arguments: [PNGCodec.Compression.small, .fast])
    func roundTripPreservesPixels(compression: PNGCodec.Compression) throws {
        let canvas = Canvas(width: 33, height: 17)
        canvas.fill(.circle(center: Point(16, 8), radius: 7), paint: .solid(Color(rgb: 0x1F5FD0, alpha: 0.7)))
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 17)), paint: .solid(Color(rgb: 0xFF8000)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try PNGCodec.write(canvas, to: file, compression: compression)
        let back = try PNGCodec.read(file)
        #expect(back.width == 33 && back.height == 17)
        var worst: Int32 = 0
        for (a, b) in zip(canvas.pixels, back.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                worst = max(worst, abs(Int32((a >> shift) & 0xFF) - Int32((b >> shift) & 0xFF)))
            }
        }
        #expect(worst <= 1)
    }

    @Test("a header claiming 100000×100000 pixels is refused before anything is allocated")
    func aHugeHeaderIsRefused() throws {
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                crc ^= UInt32(b)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        let ihdr = Array("IHDR".utf8) + bigEndian(100_000) + bigEndian(100_000) + [8, 6, 0, 0, 0]
        // libpng reads the header up to the first image data, which may be tiny.
        let idat = Array("IDAT".utf8) + [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian(13) + ihdr + bigEndian(crc32(ihdr))
            + bigEndian(UInt32(idat.count - 4)) + idat + bigEndian(crc32(idat))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(getpid()).png").path
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect { try PNGCodec.read(file) } throws: { "\($0)".contains("100000×100000") && "\($0)".contains("limit") }
    }

    @Test("reading a missing file names the file")
    func missingFileErrorNamesFile() {
        do {
            _ = try PNGCodec.read("/nonexistent/picture.png")
            Issue.record("reading a missing file succeeded")
        } catch {
            #expect("\(error)".contains("/nonexistent/picture.png"))
        }
    }
}
