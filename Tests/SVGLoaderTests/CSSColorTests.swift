import Testing
import SymbolModel
import SVGLoader

/// The public colour parser that command-line options share with SVG files.
@Suite struct CSSColorTests {
    @Test(arguments: [
        ("pink", RGBA(1, 192.0 / 255, 203.0 / 255)),
        ("#f00", RGBA(1, 0, 0)),
        ("#00ff0080", RGBA(0, 1, 0, 128.0 / 255)),
        ("rgb(0, 0, 255)", RGBA(0, 0, 1)),
        ("transparent", RGBA(0, 0, 0, 0)),
        // Space-separated (CSS Color 4) channels may mix numbers and percentages.
        ("rgb(0 100% 0)", RGBA(0, 1, 0)),
    ])
    func cssColoursReadAsInSVGFiles(text: String, expected: RGBA) throws {
        let c = try #require(RGBA(cssColor: text))
        #expect(abs(c.r - expected.r) < 1e-9 && abs(c.g - expected.g) < 1e-9)
        #expect(abs(c.b - expected.b) < 1e-9 && abs(c.a - expected.a) < 1e-9)
    }

    @Test(arguments: ["nope", "#12", "rgb(1,2", "", "rgba(0, 50%, 0, 0.5)", "rgb(100%, 0, 0)"])
    func textThatIsNoColourIsRejected(text: String) {
        #expect(RGBA(cssColor: text) == nil)
    }
}
