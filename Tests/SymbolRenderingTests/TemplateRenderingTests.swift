import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolExport
import SymbolEffects
import SymbolModel
import SymbolRendering
import Testing

/// SF Symbols templates on rendered pixels: a template's weights are its own outlines (the
/// renderer does not weigh them again), the weights' ink grows in order, the scales follow the
/// guides, and a catalog symbol written as a template draws as it did.
@Suite struct TemplateRenderingTests {
    static let gauge = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SVGLoaderTests/Templates/gauge.needle.svg").standardizedFileURL

    func render(_ symbol: Symbol, weight: SymbolWeight = .regular, scale: SymbolScale = .medium, pointSize: Double = 100,
                size: Int = 200) -> Canvas {
        let canvas = Canvas(width: size, height: size)
        let prepared = PreparedSymbol(symbol)
        SymbolRenderer().draw(prepared, state: SymbolAnimator(symbol: prepared.symbol).state(of: SymbolAnimation(), at: 0), in: canvas,
                              placement: SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2), pointSize: pointSize,
                                                         weight: weight, scale: scale),
                              tint: .black)
        return canvas
    }

    /// Covered pixels, weighted by coverage.
    func ink(_ canvas: Canvas) -> Double {
        canvas.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
    }

    /// The columns that hold any ink: first and last.
    func inkColumns(_ canvas: Canvas) -> (Int, Int) {
        var first = canvas.width, last = -1
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixels[y * canvas.width + x] >> 24 > 127 {
                first = min(first, x); last = max(last, x)
            }
        }
        return (first, last)
    }

    /// A square with a half-transparent smaller square over it. Marked clear-behind, the small
    /// square knocks the big one out where it covers it, so the background shows through at half
    /// strength; unmarked, it is drawn over the big one, which stays opaque below it.
    @Test(arguments: [true, false])
    func aClearBehindLayerKnocksOutTheLayersBelowIt(clears: Bool) throws {
        let big = Shape(path: .rect(Rect(x: 10, y: 10, width: 80, height: 80)), style: ShapeStyle(fill: .tint))
        let small = Shape(path: .rect(Rect(x: 30, y: 30, width: 40, height: 40)), style: ShapeStyle(fill: .tint))
        var top = Layer(id: "top", shapes: [small])
        top.clearsBehind = clears
        let root = RenderGroup(children: [.group(RenderGroup(children: [.shape(big)], layer: 0)),
                                          .group(RenderGroup(children: [.shape(small)], opacity: 0.5, layer: 1))])
        let symbol = Symbol(name: "knockout", viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
                            layers: [Layer(id: "base", shapes: [big]), top], root: root, isAnnotated: true)
        let canvas = render(symbol, pointSize: 80, size: 100)
        let centre = Int(canvas.pixels[50 * 100 + 50] >> 24)
        let ring = Int(canvas.pixels[50 * 100 + 20] >> 24)
        #expect(ring == 255)
        #expect(clears ? abs(centre - 128) <= 1 : centre == 255, "centre alpha \(centre)")
    }

    @Test func aTemplateWeightIsDrawnAsItsOutlinesWithoutEmboldening() throws {
        let bold = try SVGLoader.load(contentsOf: Self.gauge, weight: .bold).symbol
        let asRegular = render(bold, weight: .regular)
        let asBold = render(bold, weight: .bold)
        let asBlack = render(bold, weight: .black)
        #expect(asRegular.pixels == asBold.pixels && asBold.pixels == asBlack.pixels)
        // The same outlines without a fixed weight would be emboldened at black.
        var plain = bold
        plain.fixedWeight = nil
        #expect(ink(render(plain, weight: .black)) > ink(asBlack) + 10)
    }

    @Test func theNineWeightsInkGrowsInOrder() throws {
        for scale in SymbolScale.allCases {
            let inks = try SymbolWeight.allCases.map { w in
                ink(render(try SVGLoader.load(contentsOf: Self.gauge, weight: w, scale: scale).symbol, weight: w, scale: scale))
            }
            #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(scale): \(inks)")
        }
    }

    @Test func regularMDrawsAsRegularSScaledByTheGuides() throws {
        let small = try SVGLoader.load(contentsOf: Self.gauge, weight: .regular, scale: .small).symbol
        let medium = try SVGLoader.load(contentsOf: Self.gauge, weight: .regular, scale: .medium).symbol
        let (s0, s1) = inkColumns(render(small, scale: .small, size: 300))
        let (m0, m1) = inkColumns(render(medium, scale: .medium, size: 300))
        let ratio = Double(m1 - m0 + 1) / Double(s1 - s0 + 1)
        // 1 / 0.783 = 1.277; one pixel of rounding at each edge on about 80 px.
        #expect(abs(ratio - 1 / 0.783) < 0.03, "S \(s0)…\(s1), M \(m0)…\(m1), ratio \(ratio)")
    }

    /// Pixels whose coverage differs by more than a quarter between two canvases.
    func differing(_ a: Canvas, _ b: Canvas) -> Int {
        zip(a.pixels, b.pixels).filter { abs(Int($0 >> 24) - Int($1 >> 24)) > 64 }.count
    }

    @Test func aCatalogSymbolWrittenAsATemplateDrawsOnAsItDid() throws {
        let catalog = try SymbolCatalog()
        var isDrawn = ToggleHistory(initial: false)
        isDrawn.set(true, at: 0)
        let animation = SymbolAnimation(isDrawn: isDrawn, drawOn: .drawOn.byLayer)
        for name in catalog.names {
            let original = try catalog.symbol(named: name)
            // Attached layers (arrowheads) cannot be written; they fade in instead of riding.
            if original.layers.contains(where: { if case .attachment = $0.draw.kind { return true } else { return false } }) { continue }
            let svg = try SymbolTemplateWriter().write(original).svg
            let back = try SVGLoader.load(data: Data(svg.utf8), name: name + ".svg").symbol
            for t in [0.3, 0.5, 0.8] {
                func frame(_ s: Symbol) -> Canvas {
                    let canvas = Canvas(width: 128, height: 128)
                    let prepared = PreparedSymbol(s)
                    SymbolRenderer().draw(prepared, state: SymbolAnimator(symbol: prepared.symbol).state(of: animation, at: t), in: canvas,
                                          placement: SymbolPlacement(center: Point(64, 64), pointSize: 96), tint: .black)
                    return canvas
                }
                // A reveal along the centre line has no fading cap at its tip, as a short trace
                // has: a few dozen edge pixels differ while strokes grow, none of the layout.
                let n = differing(frame(original), frame(back))
                #expect(n < 160, "\(name) at \(t) s: \(n) pixels differ by more than a quarter")
            }
        }
    }

    @Test func aCatalogSymbolWrittenAsATemplateDrawsAsItDidAtRegular() throws {
        let catalog = try SymbolCatalog()
        for name in catalog.names {
            let original = try catalog.symbol(named: name)
            let svg = try SymbolTemplateWriter().write(original).svg
            for weight in [SymbolWeight.regular, .black] {
                let back = try SVGLoader.load(data: Data(svg.utf8), name: name + ".svg", weight: weight).symbol
                let a = render(original, weight: weight, pointSize: 96, size: 128)
                let b = render(back, weight: weight, pointSize: 96, size: 128)
                let differing = zip(a.pixels, b.pixels).filter { abs(Int($0 >> 24) - Int($1 >> 24)) > 64 }.count
                let total = zip(a.pixels, b.pixels).reduce(0) { $0 + abs(Int($1.0 >> 24) - Int($1.1 >> 24)) }
                // Outlined round joins and caps are cubic circles, and the black master's blend
                // points sit a hair off our weights: a few edge pixels move, nothing more.
                #expect(differing < 40, "\(name) \(weight): \(differing) pixels differ by more than a quarter")
                #expect(Double(total) / 255 < 0.02 * ink(a) + 20, "\(name) \(weight): summed difference \(Double(total) / 255) px against \(ink(a)) px of ink")
            }
        }
    }
}
