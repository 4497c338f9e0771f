import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing

/// Issue 3's weights and scales, checked on rendered pixels: a weight scales stroke widths from
/// regular (and emboldens fills above it), a scale multiplies the drawn size on top of the point
/// size.
@Suite struct SymbolWeightAndScaleTests {
    /// A horizontal stroke 8 units wide across a 100-unit box, and a filled square of 50 units.
    static let bar = try! SVGLoader.load(data: Data("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
          <path d="M 20 50 H 80" fill="none" stroke="black" stroke-width="8" stroke-linecap="butt"/>
        </svg>
        """.utf8), name: "bar").symbol
    static let square = try! SVGLoader.load(data: Data("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="25" y="25" width="50" height="50"/></svg>
        """.utf8), name: "square").symbol

    func render(_ symbol: Symbol, pointSize: Double, weight: SymbolWeight = .regular, scale: SymbolScale = .medium,
                canvasSize: Int = 400) -> Canvas {
        let canvas = Canvas(width: canvasSize, height: canvasSize)
        let prepared = PreparedSymbol(symbol)
        let half = Double(canvasSize) / 2
        SymbolRenderer().draw(prepared, state: SymbolAnimator(symbol: prepared.symbol).state(of: SymbolAnimation(), at: 0), in: canvas,
                              placement: SymbolPlacement(center: Point(half, half), pointSize: pointSize, weight: weight, scale: scale),
                              tint: .black)
        return canvas
    }

    /// The stroke's thickness in pixels: the alpha summed down the middle column.
    func thickness(of canvas: Canvas) -> Double {
        let x = canvas.width / 2
        return (0..<canvas.height).reduce(0.0) { $0 + Double(canvas.pixels[$1 * canvas.width + x] >> 24) / 255 }
    }

    /// The ink's width in pixels: the alpha summed along the middle row.
    func inkWidth(of canvas: Canvas) -> Double {
        let y = canvas.height / 2
        return (0..<canvas.width).reduce(0.0) { $0 + Double(canvas.pixels[y * canvas.width + $1] >> 24) / 255 }
    }

    @Test func strokeScaleGrowsFromUltralightToBlackWithRegularAtOne() {
        let factors = SymbolWeight.allCases.map(\.strokeScale)
        #expect(zip(factors, factors.dropFirst()).allSatisfy { $0 < $1 }, "\(factors)")
        #expect(SymbolWeight.regular.strokeScale == 1)
        #expect(SymbolWeight.allCases.first == .ultralight && SymbolWeight.allCases.last == .black)
    }

    @Test(arguments: SymbolWeight.allCases)
    func aRenderedStrokeIsItsRegularWidthTimesTheWeightsFactor(_ weight: SymbolWeight) {
        // 100 points at the medium scale: 125 px for 100 units, so the 8-unit stroke is 10 px at regular.
        let measured = thickness(of: render(Self.bar, pointSize: 100, weight: weight))
        let expected = 8 * 1.25 * weight.strokeScale
        #expect(abs(measured - expected) < 0.05, "\(weight): \(measured) px, expected \(expected)")
    }

    @Test func renderedStrokesThickenMonotonicallyAcrossTheNineWeights() {
        let widths = SymbolWeight.allCases.map { thickness(of: render(Self.bar, pointSize: 40, weight: $0)) }
        #expect(zip(widths, widths.dropFirst()).allSatisfy { $0 < $1 }, "\(widths)")
    }

    @Test func weightsAtOrBelowRegularLeaveFillsAsDrawn() {
        let regular = inkWidth(of: render(Self.square, pointSize: 100))
        for weight in [SymbolWeight.ultralight, .thin, .light] {
            let ink = inkWidth(of: render(Self.square, pointSize: 100, weight: weight))
            #expect(abs(regular - ink) < 0.01, "\(weight): \(ink) px vs regular \(regular) px")
        }
    }

    @Test func weightsAboveRegularEmboldenAFillByTheEmboldeningStroke() {
        // 125 px for 100 units; the square grows by half the emboldening stroke on each side.
        let regular = inkWidth(of: render(Self.square, pointSize: 100))
        let black = inkWidth(of: render(Self.square, pointSize: 100, weight: .black))
        let expected = regular + (SymbolWeight.black.strokeScale - 1) * SymbolRenderer.fillEmboldening * 1.25
        #expect(abs(black - expected) < 0.05, "black \(black) px, expected \(expected)")
    }

    /// The ink's area in pixels: the alpha summed over the canvas.
    func inkArea(of canvas: Canvas) -> Double {
        canvas.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
    }

    @Test(arguments: ["heart.fill", "gearshape.2.fill", "sparkles", "fan.fill"])
    func aFilledCatalogSymbolsInkAreaGrowsWithWeight(_ name: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../assets/symbols/\(name).svg")
        let symbol = try SVGLoader.load(data: Data(contentsOf: url), name: name).symbol
        let areas = SymbolWeight.allCases.map { inkArea(of: render(symbol, pointSize: 60, weight: $0, canvasSize: 120)) }
        let regular = SymbolWeight.allCases.firstIndex(of: .regular)!
        #expect(areas[...regular].allSatisfy { abs($0 - areas[regular]) < 0.5 }, "\(areas)")
        #expect(zip(areas[regular...], areas[regular...].dropFirst()).allSatisfy { $0 < $1 }, "\(areas)")
        #expect(areas.last! > areas[regular] * 1.05, "\(areas)")
    }

    @Test func scaleFactorsAreThoseOfSF() {
        #expect(SymbolScale.small.factor == 0.783)
        #expect(SymbolScale.medium.factor == 1)
        #expect(SymbolScale.large.factor == 1.29)
    }

    @Test(arguments: [12.0, 17, 34, 100])
    func inkExtentsScaleByTheScaleFactorOnTopOfThePointSize(_ pointSize: Double) {
        let medium = inkWidth(of: render(Self.square, pointSize: pointSize, scale: .medium))
        // 50 units of a 100-unit box, 1.25 px per point at medium.
        #expect(abs(medium - 0.5 * pointSize * 1.25) < 0.02, "medium at \(pointSize) pt: \(medium) px")
        for scale in [SymbolScale.small, .large] {
            let ink = inkWidth(of: render(Self.square, pointSize: pointSize, scale: scale))
            #expect(abs(ink / medium - scale.factor) < 0.002, "\(scale) at \(pointSize) pt: \(ink) px vs medium \(medium) px")
        }
    }

    @Test func strokesScaleWithTheScaleAsWellAsTheWeight() {
        let medium = thickness(of: render(Self.bar, pointSize: 100, weight: .bold, scale: .medium))
        let small = thickness(of: render(Self.bar, pointSize: 100, weight: .bold, scale: .small))
        #expect(abs(small / medium - SymbolScale.small.factor) < 0.01, "\(small) vs \(medium)")
    }
}
