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
        // Exactly the documented moves of Oklab lightness: a fifth towards white, 12 % towards black.
        let l = OKLab(red).l
        #expect(abs(OKLab(stops[0].color).l - (l + (1 - l) * 0.2)) < 1e-6)
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
        // Red, green and teal keep more colour at the bottom than the same colour scaled
        // towards black in sRGB, and red's top stays redder than a quarter mixed with white.
        for color in colours[2...] {
            let scaled = RGBA(color.r * 0.85, color.g * 0.85, color.b * 0.85)
            #expect(OKLab(GradientRamp.bottom(of: color)).chroma > OKLab(scaled).chroma, "bottom of \(color)")
        }
        let red = colours[3], pinkish = RGBA(1, red.g + (1 - red.g) * 0.25, red.b + (1 - red.b) * 0.25)
        #expect(OKLab(GradientRamp.top(of: red)).chroma > OKLab(pinkish).chroma)
        // Black gets a subtle ramp from a near-black grey, not a mid grey; white a light one.
        let blackTop = GradientRamp.top(of: .black)
        #expect(blackTop.r > 0.05 && blackTop.r < 0.12 && blackTop.r == blackTop.g)
        let whiteBottom = GradientRamp.bottom(of: .white)
        #expect(whiteBottom.r > 0.8 && whiteBottom.r < 0.9)
    }

    @Test func theGradientRunsDownTheMiddleOfTheBounds() {
        let g = GradientRamp.gradient(for: .black, over: Rect(x: 10, y: 20, width: 40, height: 60))
        #expect(g.geometry == .linear(start: Point(30, 20), end: Point(30, 80)))
        #expect(g.spread == .pad && g.transform == .identity)
        let flat = GradientRamp.gradient(for: .black, over: Rect(x: 0, y: 5, width: 10, height: 0))
        #expect(flat.geometry == .linear(start: Point(5, 5), end: Point(5, 6)))
    }
}
