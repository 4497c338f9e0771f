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
}
