import Foundation
import Geometry
import Raster
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolRendering

/// The effects as pixels, over every catalog symbol and every scope.
@Suite struct RenderedEffectTests {
    static let catalog = SymbolCatalog(directory: URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("assets/symbols"))
    static let size = 64

    static var symbols: [PreparedSymbol] {
        catalog.names.compactMap { try? catalog.symbol(named: $0) }.map(PreparedSymbol.init)
    }

    /// The symbol in `state`, white on transparent, `size` pixels square.
    static func render(_ p: PreparedSymbol, _ state: SymbolState, mode: SymbolRenderingMode = .monochrome,
                       weight: SymbolWeight = .regular) -> Canvas {
        let canvas = Canvas(width: size, height: size)
        let placement = SymbolPlacement(center: Point(Double(size) / 2, Double(size) / 2),
                                        pointSize: SymbolPlacement.pointSize(forBoxPixels: Double(size), scale: .large),
                                        weight: weight, scale: .large)
        SymbolRenderer().draw(p, state: state, in: canvas, placement: placement, tint: .white, mode: mode)
        return canvas
    }

    /// The summed alpha of every pixel, in pixels.
    static func coverage(_ c: Canvas) -> Double {
        c.pixels.reduce(0) { $0 + Double($1 >> 24) } / 255
    }

    static func toggled(on: Bool, scope: EffectScope) -> SymbolAnimation {
        var drawOn = SymbolEffect.drawOn, drawOff = SymbolEffect.drawOff
        drawOn.scope = scope
        drawOff.scope = scope
        return SymbolAnimation(isDrawn: ToggleHistory(initial: !on, changes: [.init(time: 0, value: on)]),
                               drawOn: drawOn, drawOff: drawOff)
    }

    @Test func theCatalogIsThere() {
        #expect(Self.symbols.count >= 11)
    }

    @Test func drawOnStartsBlankAndEndsAsTheStaticSymbolPixelForPixel() {
        // At black, filled layers are emboldened too; that stroke must follow the same reveal.
        for p in Self.symbols {
            for weight in [SymbolWeight.regular, .black] {
                let still = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), weight: weight)
                #expect(Self.coverage(still) > 50, "\(p.symbol.name) draws something")
                for scope in EffectScope.allCases {
                    let animation = Self.toggled(on: true, scope: scope)
                    #expect(Self.coverage(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 0), weight: weight)) == 0,
                            "\(p.symbol.name) \(scope) \(weight)")
                    let end = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 3), weight: weight)
                    #expect(end.pixels == still.pixels, "\(p.symbol.name) \(scope) \(weight)")
                }
            }
        }
    }

    @Test func drawnCoverageGrowsThroughDrawOnAndShrinksThroughDrawOff() {
        for p in Self.symbols {
            let total = Self.coverage(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)))
            // Anti-aliasing and joins may wobble a trimmed outline by a hair.
            let slack = total * 0.01
            for scope in EffectScope.allCases {
                for on in [true, false] {
                    let animation = Self.toggled(on: on, scope: scope)
                    var previous = Self.coverage(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 0)))
                    for k in 1...40 {
                        let c = Self.coverage(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: Double(k) * 0.03)))
                        if on {
                            #expect(c >= previous - slack, "\(p.symbol.name) \(scope) on t=\(Double(k) * 0.03)")
                        } else {
                            #expect(c <= previous + slack, "\(p.symbol.name) \(scope) off t=\(Double(k) * 0.03)")
                        }
                        previous = c
                    }
                    let end = Self.coverage(Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 3)))
                    #expect(end == (on ? total : 0), "\(p.symbol.name) \(scope)")
                }
            }
        }
    }

    @Test func reduceMotionFadesTheStaticSymbolWithoutMovingIt() throws {
        let p = PreparedSymbol(try Self.catalog.symbol(named: "checkmark.circle"))
        var animation = Self.toggled(on: true, scope: .byLayer)
        animation.reduceMotion = .constant(true)
        let still = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0))
        let mid = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: animation, at: 0.15))
        // Nothing lit outside the still symbol, and every solid pixel of it lit at one fainter alpha.
        var alphas = Set<UInt32>()
        for (a, b) in zip(still.pixels, mid.pixels) {
            #expect(b >> 24 <= a >> 24)
            if a >> 24 == 255 { alphas.insert(b >> 24) }
        }
        #expect(alphas.count == 1)
        #expect(Self.coverage(mid) > 0.1 * Self.coverage(still) && Self.coverage(mid) < 0.9 * Self.coverage(still))
    }

    @Test func hierarchicalModeDrawsLowerLevelsFainter() {
        let secondary = Layer(id: "s", shapes: [Shape(path: .rect(Rect(x: 10, y: 10, width: 30, height: 80)), style: ShapeStyle(fill: .tint))],
                              hierarchy: .secondary)
        let tertiary = Layer(id: "t", shapes: [Shape(path: .rect(Rect(x: 60, y: 10, width: 30, height: 80)), style: ShapeStyle(fill: .tint))],
                             hierarchy: .tertiary)
        let p = PreparedSymbol(Symbol(name: "bars", viewBox: Rect(x: 0, y: 0, width: 100, height: 100),
                                      layers: [secondary, tertiary], isAnnotated: true))
        let c = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), mode: .hierarchical)
        let left = c.pixels[32 * Self.size + 16] >> 24, right = c.pixels[32 * Self.size + 48] >> 24
        #expect(abs(Double(left) / 255 - 0.5) < 0.01)
        #expect(abs(Double(right) / 255 - 0.25) < 0.01)
        let palette = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), mode: .palette([.white, Color(r: 1, g: 0, b: 0)]))
        #expect(palette.pixels[32 * Self.size + 48] == Color(r: 1, g: 0, b: 0).premultipliedARGB)
    }

    @Test func aFadingLayerDoesNotDoubleBlendWhereItsShapesOverlap() {
        let style = ShapeStyle(fill: .tint)
        let layer = Layer(id: "two", shapes: [Shape(path: .rect(Rect(x: 10, y: 10, width: 60, height: 60)), style: style),
                                              Shape(path: .rect(Rect(x: 30, y: 30, width: 60, height: 60)), style: style)],
                          hierarchy: .secondary)
        let p = PreparedSymbol(Symbol(name: "overlap", viewBox: Rect(x: 0, y: 0, width: 100, height: 100), layers: [layer], isAnnotated: true))
        let c = Self.render(p, SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), mode: .hierarchical)
        let overlap = c.pixels[32 * Self.size + 32] >> 24, single = c.pixels[12 * Self.size + 12] >> 24
        #expect(overlap == single)
    }

    /// SVG composites a translucent group once: where its shapes overlap, the upper one covers
    /// the lower inside the group, and the group is then drawn at half opacity.
    @Test func aTranslucentGroupOfLayersIsCompositedOnce() throws {
        func load(_ body: String, root: String = "") throws -> PreparedSymbol {
            let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\" \(root)>\(body)</svg>"
            return PreparedSymbol(try SVGLoader.load(data: Data(text.utf8), name: "group.svg").symbol)
        }
        // Two layers in one translucent group (annotated: a plain file makes the group one layer).
        let group = try load("""
            <g opacity="0.5">
              <rect data-layer="lower" x="10" y="10" width="50" height="50" fill="lime"/>
              <rect data-layer="upper" x="40" y="40" width="50" height="50" fill="blue" stroke="red" stroke-width="4"/>
            </g>
            """, root: #"data-symbol="1""#)
        let upperAlone = try load("""
            <rect x="40" y="40" width="50" height="50" fill="blue" stroke="red" stroke-width="4" opacity="0.5"/>
            """)
        #expect(group.symbol.layers.count == 2)
        let still = Self.render(group, SymbolAnimator(symbol: group.symbol).state(of: SymbolAnimation(), at: 0))
        let alone = Self.render(upperAlone, SymbolAnimator(symbol: upperAlone.symbol).state(of: SymbolAnimation(), at: 0))
        // (32, 32) and (35, 35) lie in both squares, (25, 32) on the upper one's stroke over the
        // lower square.
        for (x, y) in [(32, 32), (35, 35), (25, 32)] {
            #expect(still.pixels[y * Self.size + x] == alone.pixels[y * Self.size + x], "(\(x), \(y))")
        }
        // Inside one annotated layer the group's shapes are composited once too, apart from
        // the layer's shape outside the group.
        let inLayer = try load("""
            <g data-layer="all">
              <rect x="0" y="0" width="20" height="20" fill="red"/>
              <g opacity="0.5">
                <rect x="10" y="10" width="50" height="50" fill="lime"/>
                <rect x="40" y="40" width="50" height="50" fill="blue" stroke="red" stroke-width="4"/>
              </g>
            </g>
            """, root: #"data-symbol="1""#)
        #expect(inLayer.symbol.layers.count == 1)
        let layered = Self.render(inLayer, SymbolAnimator(symbol: inLayer.symbol).state(of: SymbolAnimation(), at: 0))
        for (x, y) in [(32, 32), (35, 35), (25, 32)] {
            #expect(layered.pixels[y * Self.size + x] == alone.pixels[y * Self.size + x], "(\(x), \(y))")
        }
        #expect(layered.pixels[1 * Self.size + 1] == Color(r: 1, g: 0, b: 0).premultipliedARGB)
        // Draw On traces each layer inside the group and ends on the static image.
        for scope in EffectScope.allCases {
            let animation = Self.toggled(on: true, scope: scope)
            #expect(Self.render(group, SymbolAnimator(symbol: group.symbol).state(of: animation, at: 3)).pixels == still.pixels, "\(scope)")
            #expect(Self.coverage(Self.render(group, SymbolAnimator(symbol: group.symbol).state(of: animation, at: 0.3))) < Self.coverage(still))
        }
    }

    @Test func heavierWeightsDrawThickerStrokes() throws {
        let p = PreparedSymbol(try Self.catalog.symbol(named: "wind"))
        let state = SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0)
        let light = Self.coverage(Self.render(p, state, weight: .light))
        let regular = Self.coverage(Self.render(p, state, weight: .regular))
        let bold = Self.coverage(Self.render(p, state, weight: .bold))
        #expect(light < regular && regular < bold)
    }

    /// The seed's large-title, large-scale, medium symbol stands about 44 px tall, as on iOS.
    @Test func aLargeTitleSymbolIsAboutFortyFourPixelsTall() throws {
        let p = PreparedSymbol(try Self.catalog.symbol(named: "sun.max"))
        let canvas = Canvas(width: 100, height: 100)
        SymbolRenderer().draw(p, state: SymbolAnimator(symbol: p.symbol).state(of: SymbolAnimation(), at: 0), in: canvas,
                              placement: SymbolPlacement(center: Point(50, 50), pointSize: 34, weight: .medium, scale: .large),
                              tint: .white)
        let rows = (0..<100).filter { y in (0..<100).contains { canvas.pixels[y * 100 + $0] >> 24 > 128 } }
        let height = (rows.last ?? 0) - (rows.first ?? 0) + 1
        #expect(height >= 40 && height <= 50, "height \(height)")
    }

    @Test func trimmingAClosedRingAcrossItsStartMakesOnePiece() {
        let measure = PathMeasure(.circle(center: Point(50, 50), radius: 40))
        let piece = SymbolRenderer.trimmed(measure, range: DrawRange(tail: 0, head: 0.5), annotation: DrawAnnotation(start: 0.75))
        #expect(piece.elements.filter { if case .move = $0 { return true } else { return false } }.count == 1)
    }

    /// Erasing a two-way draw on an open line leaves both arms: the pieces either side of the
    /// middle are not a ring's seam and must not be joined.
    @Test func erasingATwoWayDrawOnAnOpenLineKeepsBothArms() {
        var line = Path()
        line.move(to: Point(0, 50)); line.line(to: Point(100, 50))
        let measure = PathMeasure(line)
        let annotation = DrawAnnotation(start: 0.5, isBidirectional: true)
        let piece = SymbolRenderer.trimmed(measure, range: DrawRange(tail: 0.2, head: 1), annotation: annotation)
        let drawn = PathMeasure(piece).length
        #expect(abs(drawn - 80) < 1e-6, "drawn \(drawn)")
        #expect(piece.bounds.minX < 1 && piece.bounds.maxX > 99)
    }
}
