import Geometry
import SymbolModel
import Testing

@Suite struct GradientRampTests {
    func luma(_ c: RGBA) -> Double { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b }

    @Test func theRampRunsLighterToDarkerThroughTheColourItself() {
        let red = RGBA(1, 59 / 255, 48 / 255, 0.8)
        let stops = GradientRamp.stops(for: red)
        #expect(stops.map(\.offset) == [0, 0.5, 1])
        #expect(stops[1].color == red)
        #expect(luma(stops[0].color) > luma(red) && luma(red) > luma(stops[2].color))
        #expect(stops.allSatisfy { $0.color.a == 0.8 })
        // Exactly the documented moves of Oklab lightness: a fifth towards white (and a tenth of
        // the cube of the distance), 12 % towards black.
        let l = OKLab(red).l
        #expect(abs(OKLab(stops[0].color).l - (l + (1 - l) * 0.2 + (1 - l) * (1 - l) * (1 - l) * 0.1)) < 1e-6)
        #expect(abs(OKLab(stops[2].color).l - l * 0.88) < 1e-6)
    }

    @Test func oklabRoundTripsSRGB() {
        for c in [RGBA(1, 0.8, 0), RGBA(0, 122 / 255, 1), RGBA(0.2, 0.3, 0.4), .black, .white] {
            let back = OKLab(c).rgba()
            #expect(abs(back.r - c.r) < 1e-6 && abs(back.g - c.g) < 1e-6 && abs(back.b - c.b) < 1e-6)
        }
        #expect(abs(OKLab(.white).l - 1) < 1e-6 && abs(OKLab(.black).l) < 1e-9)
    }

    @Test func theRampKeepsTheHueAndStaysClean() {
        // Apple's yellow, blue, green, red and teal: both ends keep the Oklab hue, and neither
        // end loses chroma to grey the way mixing with white or black in sRGB does (which made
        // the bottom of teal and green dusty and the top of red pink).
        let colours = [RGBA(1, 0.8, 0), RGBA(0, 122 / 255, 1), RGBA(52 / 255, 199 / 255, 89 / 255),
                       RGBA(1, 59 / 255, 48 / 255), RGBA(48 / 255, 176 / 255, 199 / 255)]
        for color in colours {
            let base = OKLab(color)
            for end in [GradientRamp.top(of: color), GradientRamp.bottom(of: color)] {
                #expect(abs(OKLab(end).hue - base.hue) < 1e-3, "hue of \(end) from \(color)")
            }
        }
        // Green, red and teal keep more colour at the bottom than the same colour scaled
        // towards black in sRGB, which turns them dusty.
        for color in colours[2...] {
            let scaled = RGBA(color.r * 0.85, color.g * 0.85, color.b * 0.85)
            #expect(OKLab(GradientRamp.bottom(of: color)).chroma > OKLab(scaled).chroma, "bottom of \(color)")
        }
        // Mixing a quarter of white in sRGB would turn the hue (red towards pink, yellow towards
        // green) by 2–4°; the ramp's top turns it by less than a tenth of a degree.
        for color in colours {
            let mixed = RGBA(color.r + (1 - color.r) * 0.25, color.g + (1 - color.g) * 0.25, color.b + (1 - color.b) * 0.25)
            #expect(abs(OKLab(mixed).hue - OKLab(color).hue) > 0.03)
            #expect(abs(OKLab(GradientRamp.top(of: color)).hue - OKLab(color).hue) < 0.001)
        }
        // Black gets a subtle ramp from a dark grey, not a mid grey; white a light one.
        let blackTop = GradientRamp.top(of: .black)
        #expect(blackTop.r > 0.15 && blackTop.r < 0.22 && abs(blackTop.r - blackTop.g) < 1e-6 && abs(blackTop.r - blackTop.b) < 1e-6)
        let whiteBottom = GradientRamp.bottom(of: .white)
        #expect(whiteBottom.r > 0.8 && whiteBottom.r < 0.9)
    }

    /// The colours docs/symbol-format.md quotes for the ramp.
    @Test(arguments: [(0xFF3B30, 0xFF7767, 0xE20C0E), (0x007AFF, 0x539AFF, 0x0066D7), (0xFFCC00, 0xFFD764, 0xD7AC00),
                      (0x000000, 0x2E2E2E, 0x000000)])
    func theDocumentedRampColours(_ colour: Int, _ top: Int, _ bottom: Int) {
        func rgba(_ hex: Int) -> RGBA { RGBA(Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255, Double(hex & 0xFF) / 255) }
        func hex(_ c: RGBA) -> Int { [c.r, c.g, c.b].reduce(0) { $0 << 8 | Int(($1 * 255).rounded()) } }
        #expect(hex(GradientRamp.top(of: rgba(colour))) == top)
        #expect(hex(GradientRamp.bottom(of: rgba(colour))) == bottom)
    }

    @Test func theGradientRunsDownTheMiddleOfTheBounds() {
        let g = GradientRamp.gradient(for: .black, over: Rect(x: 10, y: 20, width: 40, height: 60))
        #expect(g.geometry == .linear(start: Point(30, 20), end: Point(30, 80)))
        #expect(g.spread == .pad && g.transform == .identity)
        let flat = GradientRamp.gradient(for: .black, over: Rect(x: 0, y: 5, width: 10, height: 0))
        #expect(flat.geometry == .linear(start: Point(5, 5), end: Point(5, 6)))
    }
}
