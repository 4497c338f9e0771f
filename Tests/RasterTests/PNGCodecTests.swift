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

    /// A canvas big enough for several compressed bands (each about a megabyte of rows), with
    /// translucent, opaque and empty areas, and rows where every filter type wins somewhere.
    static func bandedCanvas() -> Canvas {
        let canvas = Canvas(width: 700, height: 1300)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 700, height: 400)),
                    paint: .linearGradient(LinearGradient(start: Point(0, 0), end: Point(700, 400), stops: [
                        GradientStop(offset: 0, color: Color(rgb: 0xFF2D55)), GradientStop(offset: 1, color: Color(rgb: 0x007AFF, alpha: 0.3))])))
        for k in 0..<40 {
            let x = Double(k * 37 % 650), y = Double(k * 53 % 1250)
            canvas.fill(.circle(center: Point(x + 20, y + 20), radius: Double(5 + k % 30)),
                        paint: .solid(Color(rgb: UInt32(k) &* 0x3F1D27 & 0xFFFFFF, alpha: 0.4 + Double(k % 6) / 10)))
        }
        return canvas
    }

    @Test("bands compressed on several threads give the same file as one thread, which libpng decodes",
          arguments: [PNGCodec.Compression.small, .fast])
    func bandsGiveTheSameBytesOnAnyNumberOfThreads(compression: PNGCodec.Compression) throws {
        let canvas = Self.bandedCanvas()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [Data] = []
        for workers in [1, 2, 3, 8] {
            let path = "\(folder)/\(workers).png"
            try PNGCodec.write(canvas, to: path, compression: compression, workers: workers)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(Set(files).count == 1)
        // More than one band (IDAT chunk), so the seams were crossed.
        let bytes = [UInt8](files[0]), idat = Array("IDAT".utf8)
        let idats = (0..<(bytes.count - 3)).filter { Array(bytes[$0..<$0 + 4]) == idat }.count
        #expect(idats >= 3)
        let back = try PNGCodec.read("\(folder)/1.png")
        var worst: Int32 = 0
        for (a, b) in zip(canvas.pixels, back.pixels) {
            for shift: UInt32 in [0, 8, 16, 24] {
                worst = max(worst, abs(Int32((a >> shift) & 0xFF) - Int32((b >> shift) & 0xFF)))
            }
        }
        #expect(back.width == 700 && back.height == 1300)
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
