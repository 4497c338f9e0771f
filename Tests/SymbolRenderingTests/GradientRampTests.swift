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
        // Exactly the documented mixes: a quarter towards white, 15 % towards black.
        #expect(abs(stops[0].color.g - (59.0 / 255 + (1 - 59.0 / 255) * 0.25)) < 1e-12)
        #expect(abs(stops[2].color.g - 59.0 / 255 * 0.85) < 1e-12)
        #expect(stops[0].color.r == 1 && abs(stops[2].color.r - 0.85) < 1e-12)
    }

    @Test func theRampKeepsTheHue() {
        func hue(_ c: RGBA) -> Double {
            let mx = max(c.r, c.g, c.b), mn = min(c.r, c.g, c.b), d = mx - mn
            guard d > 0 else { return 0 }
            var h: Double
            if mx == c.r { h = (c.g - c.b) / d } else if mx == c.g { h = (c.b - c.r) / d + 2 } else { h = (c.r - c.g) / d + 4 }
            h *= 60
            return h < 0 ? h + 360 : h
        }
        for color in [RGBA(1, 0.8, 0), RGBA(0, 122 / 255, 1), RGBA(52 / 255, 199 / 255, 89 / 255)] {
            #expect(abs(hue(GradientRamp.top(of: color)) - hue(color)) < 1e-9)
            #expect(abs(hue(GradientRamp.bottom(of: color)) - hue(color)) < 1e-9)
        }
        // Black still gets a visible ramp (grey to black), white a light one.
        #expect(GradientRamp.top(of: .black).r == 0.25)
        #expect(GradientRamp.bottom(of: .white).r == 0.85)
    }

    @Test func theGradientRunsDownTheMiddleOfTheBounds() {
        let g = GradientRamp.gradient(for: .black, over: Rect(x: 10, y: 20, width: 40, height: 60))
        #expect(g.geometry == .linear(start: Point(30, 20), end: Point(30, 80)))
        #expect(g.spread == .pad && g.transform == .identity)
        let flat = GradientRamp.gradient(for: .black, over: Rect(x: 0, y: 5, width: 10, height: 0))
        #expect(flat.geometry == .linear(start: Point(5, 5), end: Point(5, 6)))
    }
}
