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
