import Foundation
import PNGCodec
import Testing

/// `export --mode multicolor` and `export --gradient` through the built binary: the colours in
/// the Lottie are the ones `render` draws with the same options.
@Suite struct ExportColourCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    /// The 8-bit colour of every `fl` (or the stops of every `gf`) in a Lottie file.
    static func paints(_ path: String, type: String) throws -> [[Double]] {
        let doc = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        var out: [[Double]] = []
        func walk(_ v: Any) {
            if let o = v as? [String: Any] {
                if o["ty"] as? String == type {
                    if type == "fl", let k = (o["c"] as? [String: Any])?["k"] as? [Double] { out.append(Array(k.prefix(3))) }
                    if type == "gf", let k = ((o["g"] as? [String: Any])?["k"] as? [String: Any])?["k"] as? [Double] { out.append(k) }
                }
                o.values.forEach(walk)
            } else if let a = v as? [Any] {
                a.forEach(walk)
            }
        }
        walk(doc)
        return out
    }

    static func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }

    @Test func multicolorAndGradientExportTheColoursRenderDraws() throws {
        let json = ColourCommandTests.temporary("heart.json"), png = ColourCommandTests.temporary("heart.png")
        let ramp = ColourCommandTests.temporary("ramp.json"), svg = ColourCommandTests.temporary("ramp.svg")
        defer { for f in [json, png, ramp, svg] { try? FileManager.default.removeItem(atPath: f) } }
        let options = ["--mode", "multicolor", "--size", "100"]
        #expect(try run(["render", "heart.fill", "--out", png] + options).status == 0)
        let exported = try run(["export", "heart.fill", "--effect", "bounce", "--out", json] + options)
        #expect(exported.status == 0, "\(exported.err)")
        let drawn = try ColourCommandTests.middle(png, fifth: 2)
        let fills = try Self.paints(json, type: "fl")
        #expect(!fills.isEmpty)
        for c in fills { #expect((Self.byte(c[0]), Self.byte(c[1]), Self.byte(c[2])) == drawn, "render draws \(drawn)") }

        // --gradient is taken: a gradient fill whose middle stop is the flat colour, lighter above.
        let gradient = try run(["export", "heart.fill", "--effect", "bounce", "--gradient", "--out", ramp] + options)
        #expect(gradient.status == 0, "\(gradient.err)")
        #expect(try Self.paints(ramp, type: "fl").isEmpty)
        let stops = try #require(try Self.paints(ramp, type: "gf").first)
        #expect(stops.count == 12 && stops[4] == 0.5)
        #expect((Self.byte(stops[5]), Self.byte(stops[6]), Self.byte(stops[7])) == drawn)
        #expect(stops[2] > stops[6] + 0.1, "the top is lighter")
        #expect(try run(["export", "heart.fill", "--effect", "bounce", "--gradient", "--out", svg] + options).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("<linearGradient"))
        #expect(try run(["export", "--help"]).out.contains("--gradient"))

        // --dark-color themes the tint; a symbol drawn only in its own colours has none to theme.
        let lottie = ColourCommandTests.temporary("heart.lottie")
        defer { try? FileManager.default.removeItem(atPath: lottie) }
        let themed = try run(["export", "heart.fill", "--effect", "bounce", "--dark-color", "#ff9500", "--out", lottie])
        #expect(themed.status == 0 && !themed.err.contains("warning"), "\(themed.err)")
        #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: lottie)), as: UTF8.self).contains("t/dark.json"))
        let none = try run(["export", "heart.fill", "--effect", "bounce", "--dark-color", "#ff9500", "--out", lottie] + options)
        #expect(none.status == 0 && none.err.contains("no dark theme"))
        #expect(try run(["export", "heart.fill", "--dark-color", "nope", "--out", lottie]).status == 2)
    }

    @Test func currentColorMakesAnSVGsTintFollowThePageAndIsRefusedElsewhere() throws {
        let svg = ColourCommandTests.temporary("current.svg"), json = ColourCommandTests.temporary("current.json")
        defer { for f in [svg, json] { try? FileManager.default.removeItem(atPath: f) } }
        let written = try run(["export", "bell", "--effect", "bounce", "--current-color", "--out", svg])
        #expect(written.status == 0, "\(written.err)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("stop-color:var(--symbol-color,currentColor)"))
        let lottie = try run(["export", "bell", "--effect", "bounce", "--current-color", "--out", json])
        #expect(lottie.status == 2 && lottie.err.contains("--current-color: only an animated SVG"), "\(lottie.err)")
        #expect(!FileManager.default.fileExists(atPath: json))
        let both = try run(["export", "bell", "--effect", "bounce", "--current-color", "--dark-color", "white", "--out", svg])
        #expect(both.status == 2 && both.err.contains("--current-color and --dark-color"), "\(both.err)")
    }

    @Test func aDarkPaletteNeedsAPaletteAndNotADarkColour() throws {
        let svg = ColourCommandTests.temporary("dark-palette.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let written = try run(["export", "cloud.rain", "--effect", "bounce", "--palette", "#ff2d55,#30b0c7", "--dark-palette", "#ff9500,#34c759",
                               "--out", svg])
        #expect(written.status == 0, "\(written.err)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("var(--symbol-color-2,#34c759)") && text.contains("var(--symbol-color,#ff9500)"))
        let plain = try run(["export", "cloud.rain", "--effect", "bounce", "--dark-palette", "#ff9500,#34c759", "--out", svg])
        #expect(plain.status == 2 && plain.err.contains("--dark-palette: only palette rendering"), "\(plain.err)")
        let both = try run(["export", "cloud.rain", "--effect", "bounce", "--palette", "red,blue", "--dark-palette", "white,gray",
                            "--dark-color", "white", "--out", svg])
        #expect(both.status == 2 && both.err.contains("--dark-palette and --dark-color"), "\(both.err)")
    }
}
