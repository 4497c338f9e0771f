import Foundation
import PNGCodec
import Testing

/// `--mode multicolor` and `--gradient` through the built binary: `render` and `sheet`.
@Suite struct ColourCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("colour-\(UUID().uuidString)-\(name)").path
    }

    /// The straight colour of the opaque pixel at the middle of the image's `row`th fifth from the top.
    static func middle(_ path: String, fifth: Int) throws -> (r: Int, g: Int, b: Int) {
        let c = try PNGCodec.read(path)
        let y = c.height * (2 * fifth + 1) / 10
        let p = c.pixels[y * c.width + c.width / 2]
        return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
    }

    @Test func renderDrawsMulticolorAndGradientAndRefusesAnUnknownMode() throws {
        let flat = Self.temporary("flat.png"), ramp = Self.temporary("ramp.png")
        defer { for f in [flat, ramp] { try? FileManager.default.removeItem(atPath: f) } }
        #expect(try run(["render", "heart.fill", "--mode", "multicolor", "--size", "100", "--out", flat]).status == 0)
        #expect(try run(["render", "heart.fill", "--mode", "multicolor", "--gradient", "--size", "100", "--out", ramp]).status == 0)
        // heart.fill is systemRed in multicolor, whatever --color says (black here).
        let red = try Self.middle(flat, fifth: 2)
        #expect(red == (255, 59, 48))
        #expect(try Self.middle(flat, fifth: 1) == red)
        // Under --gradient the upper part is lighter than the lower.
        let upper = try Self.middle(ramp, fifth: 1), lower = try Self.middle(ramp, fifth: 3)
        #expect(upper.g > lower.g + 20 && upper.r >= lower.r)
        let bad = try run(["render", "heart.fill", "--mode", "sepia", "--out", flat])
        #expect(bad.status == 2 && bad.err.contains("multicolor"))
        #expect(try run(["render", "--help"]).out.contains("--gradient"))
    }

    /// Multicolor without --color draws the design's accent parts in system blue, the accent of
    /// an app that sets none, not in monochrome's black; --color still sets it, and the other
    /// modes keep black.
    @Test func multicolorWithoutAColourTakesTheSystemBlueAccent() throws {
        let out = Self.temporary("accent.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(try run(["render", "play.fill", "--mode", "multicolor", "--size", "100", "--out", out]).status == 0)
        #expect(try Self.middle(out, fifth: 2) == (0, 122, 255))
        #expect(try run(["render", "play.fill", "--mode", "multicolor", "--color", "#ff2d55", "--size", "100", "--out", out]).status == 0)
        #expect(try Self.middle(out, fifth: 2) == (255, 45, 85))
        #expect(try run(["render", "play.fill", "--size", "100", "--out", out]).status == 0)
        #expect(try Self.middle(out, fifth: 2) == (0, 0, 0))
        // speaker.wave.2: a grey speaker and blue waves, two colours where monochrome has one.
        #expect(try run(["render", "speaker.wave.2", "--mode", "multicolor", "--size", "100", "--out", out]).status == 0)
        let pixels = try PNGCodec.read(out).pixels.filter { $0 >> 24 == 0xFF }
        #expect(pixels.contains(0xFF007AFF) && pixels.contains(0xFF8E8E93))
    }

    /// The sheet's multicolor cells take the same accent: system blue unless --color is given.
    @Test func theSheetsMulticolorCellsUseTheAccent() throws {
        let symbols = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/symbols")
        let file = symbols.appendingPathComponent("play.fill.svg").path
        let out = Self.temporary("sheet.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        #expect(try run(["sheet", file, "--size", "64", "--weights", "regular", "--out", out]).status == 0)
        let blue = try PNGCodec.read(out).pixels.filter { $0 == 0xFF007AFF }.count
        #expect(blue > 50)
        #expect(try run(["sheet", file, "--size", "64", "--weights", "regular", "--color", "#ff2d55", "--out", out]).status == 0)
        let sheet = try PNGCodec.read(out).pixels
        #expect(!sheet.contains(0xFF007AFF) && sheet.filter { $0 == 0xFFFF2D55 }.count > 50)
    }
}
