import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// Colour in the exports: each layer's own colour (multicolor), SF Symbols 7's gradient ramp,
/// the file's own gradients, and the static variable draw value's dimming, read back from the
/// files and held to what the renderer draws.
@Suite struct ExportPaintTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/export").standardizedFileURL

    /// `symbol` at 128 px, each layer painted by `layerPaint`.
    static func scene(_ symbol: Symbol, _ spec: String = "bounce", gradient: Bool = false, variable: Double? = nil,
                      layerPaint: @escaping @Sendable (Layer) -> (color: RGBA, opacity: Double) = { _ in (.black, 1) }) throws -> ExportScene {
        var animation = try SymbolEffectSpec.parse(spec).animation()
        animation.variableDrawValue = variable
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: ExportTests.centred(symbol.viewBox, size: 128),
                                    strokeScale: 1, layerPaint: layerPaint)
        return ExportScene(width: 128, height: 128, parts: [part], name: symbol.name, gradientRendering: gradient)
    }

    /// Multicolor as the renderer resolves it: the layer's own colour, the tint for an accent.
    static let tint = RGBA(0.2, 0.4, 0.9)
    static let multicolor: @Sendable (Layer) -> (color: RGBA, opacity: Double) = { ($0.multicolor?.resolved(tint: tint) ?? tint, 1) }

    /// The Lottie layers, bottom first, by name.
    static func layers(_ text: String) throws -> [(name: String, layer: [String: Any])] {
        let doc = try ExportTests.json(text)
        let list = try #require(doc["layers"] as? [[String: Any]])
        return list.reversed().map { (ExportTests.unscoped($0["nm"]) ?? "", $0) }
    }

    static func rgb(_ c: RGBA) -> [Double] { [c.r, c.g, c.b].map { ($0 * 10_000).rounded() / 10_000 } }

    @Test func multicolorPaintsEachLayerInItsOwnColour() throws {
        let symbol = try SymbolCatalog().symbol(named: "sun.max")
        let out = try LottieWriter().write(try Self.scene(symbol, layerPaint: Self.multicolor))
        var hues = Set<[Double]>()
        for (name, layer) in try Self.layers(out.text) {
            let source = try #require(symbol.layers.first { $0.id == name })
            let expected = Self.rgb(source.multicolor?.resolved(tint: Self.tint) ?? Self.tint)
            let paints = ExportTests.items(layer, type: "fl") + ExportTests.items(layer, type: "st")
            #expect(!paints.isEmpty)
            for paint in paints {
                let c = try #require((paint["c"] as? [String: Any])?["k"] as? [Double])
                #expect(Array(c.prefix(3)).map { ($0 * 10_000).rounded() / 10_000 } == expected, "layer \(name)")
            }
            hues.insert(expected)
        }
        #expect(hues.count >= 2, "sun.max's disc and rays differ in multicolor")
        let svg = try AnimatedSVGWriter().write(try Self.scene(symbol, layerPaint: Self.multicolor)).text
        for layer in symbol.layers {
            let c = layer.multicolor?.resolved(tint: Self.tint) ?? Self.tint
            #expect(svg.contains(AnimatedSVGWriter.Builder.color(c)))
        }
    }

    @Test func gradientRenderingWritesTheRenderersRampOverEachLayer() throws {
        let symbol = try SymbolCatalog().symbol(named: "sun.max")
        let scene = try Self.scene(symbol, "drawOn", gradient: true, layerPaint: Self.multicolor)
        let out = try LottieWriter().write(scene)
        for (name, layer) in try Self.layers(out.text) {
            let source = try #require(symbol.layers.first { $0.id == name })
            let color = source.multicolor?.resolved(tint: Self.tint) ?? Self.tint
            let ramp = GradientRamp.gradient(for: color, over: try #require(GradientRamp.span(of: source)))
            guard case .linear(let start, let end) = ramp.geometry else { Issue.record("the ramp is linear"); continue }
            let paints = ExportTests.items(layer, type: "gf") + ExportTests.items(layer, type: "gs")
            #expect(!paints.isEmpty && ExportTests.items(layer, type: "fl").isEmpty && ExportTests.items(layer, type: "st").isEmpty)
            for paint in paints {
                #expect(paint["t"] as? Int == 1)
                let s = try #require((paint["s"] as? [String: Any])?["k"] as? [Double])
                let e = try #require((paint["e"] as? [String: Any])?["k"] as? [Double])
                #expect(abs(s[0] - start.x) < 1e-3 && abs(s[1] - start.y) < 1e-3 && abs(e[0] - end.x) < 1e-3 && abs(e[1] - end.y) < 1e-3)
                let g = try #require(paint["g"] as? [String: Any])
                let k = try #require((g["k"] as? [String: Any])?["k"] as? [Double])
                #expect(g["p"] as? Int == 3 && k.count == 12, "three opaque stops")
                for (i, stop) in ramp.stops.enumerated() {
                    #expect(abs(k[4 * i] - stop.offset) < 1e-9)
                    #expect(k[(4 * i + 1)...(4 * i + 3)].map { ($0 * 10_000).rounded() / 10_000 } == Self.rgb(stop.color), "layer \(name) stop \(i)")
                }
            }
        }
        let svg = try AnimatedSVGWriter().write(scene).text
        #expect(svg.contains("<linearGradient") && svg.contains("gradientUnits=\"userSpaceOnUse\""))
        let disc = try #require(symbol.layers.first { $0.multicolor != nil })
        let top = GradientRamp.top(of: disc.multicolor!.resolved(tint: Self.tint))
        #expect(svg.contains("stop-color=\"\(AnimatedSVGWriter.Builder.color(top))\""))
    }

    @Test func aFilesGradientsBecomeTheFormatsGradients() throws {
        let loaded = try SVGLoader.load(contentsOf: Self.fixtures.appendingPathComponent("gradients.svg"))
        let scene = try Self.scene(loaded.symbol)
        let out = try LottieWriter().write(scene)
        let doc = try ExportTests.json(out.text)
        let fills = ExportTests.items(doc, type: "gf"), strokes = ExportTests.items(doc, type: "gs")
        #expect(fills.count == 3 && strokes.count == 1)
        let radial = try #require(fills.first { $0["t"] as? Int == 2 })
        let highlight = try #require((radial["h"] as? [String: Any])?["k"] as? Double)
        // The focal point (64, 32) lies 8.49 units from the centre (70, 38) of radius 16.
        #expect(abs(highlight - 8.485 / 16 * 100) < 0.1)
        #expect(ExportTests.items(doc, type: "fl").isEmpty, "no gradient falls back to a flat colour")
        #expect(!out.notes.contains { $0.contains("first stop") })
        let svg = try AnimatedSVGWriter().write(scene).text
        #expect(svg.contains("<radialGradient") && svg.contains("fx=\"64\"") && svg.contains("spreadMethod=\"reflect\""))
        #expect(svg.contains("gradientTransform=\"matrix(") && svg.contains("stop-opacity=\"0.5\""))
    }

    @Test func aRadialGradientStretchedIntoAnEllipseIsDrawnInAStretchedGroup() throws {
        let loaded = try SVGLoader.load(contentsOf: Self.fixtures.appendingPathComponent("stretched-radial.svg"))
        let scene = try Self.scene(loaded.symbol)
        let out = try LottieWriter().write(scene)
        #expect(!out.notes.contains { $0.contains("ellipse") }, "\(out.notes)")
        let plan = ExportPlan(scene)
        let gradients = plan.entries.flatMap(\.content.paints).compactMap(\.gradient)
        #expect(gradients.count == 2 && gradients.allSatisfy { LottieGradient.circular($0.transform) == nil })
        // Each fill sits in a group (turn) inside a group (move, turn, scale per axis) that
        // together are the gradient's transform.
        let doc = try ExportTests.json(out.text)
        var composed: [Transform] = []
        func walk(_ v: Any) {
            if let o = v as? [String: Any] {
                if o["ty"] as? String == "gr", let items = o["it"] as? [[String: Any]], let outer = items.last,
                   let inner = (items.first?["it"] as? [[String: Any]])?.last, items.count == 2,
                   (items.first?["it"] as? [[String: Any]])?.contains(where: { $0["ty"] as? String == "gf" }) == true {
                    func number(_ t: [String: Any], _ k: String) -> [Double] {
                        let k = (t[k] as? [String: Any])?["k"]
                        return (k as? [Double]) ?? [(k as? Double) ?? 0]
                    }
                    let p = number(outer, "p"), s = number(outer, "s")
                    let turn = Transform.rotation(number(inner, "r")[0] * .pi / 180)
                    composed.append(turn.concatenating(.scale(s[0] / 100, s[1] / 100))
                        .concatenating(.rotation(number(outer, "r")[0] * .pi / 180)).concatenating(.translation(p[0], p[1])))
                }
                o.values.forEach(walk)
            } else if let a = v as? [Any] {
                a.forEach(walk)
            }
        }
        walk(doc)
        #expect(composed.count == 2)
        for m in gradients.map(\.transform) {
            #expect(composed.contains { c in
                [c.a - m.a, c.b - m.b, c.c - m.c, c.d - m.d, (c.e - m.e) / 100, (c.f - m.f) / 100].allSatisfy { abs($0) < 1e-3 }
            }, "\(m) in \(composed)")
        }
    }

    /// u, the ramp's offset, at `p` (design units) for a linear `g` in its own space.
    static func offset(_ g: SymbolGradient, at p: Point) -> Double {
        guard case .linear(let s, let e) = g.geometry, let inverse = g.transform.inverted else { return .nan }
        let q = inverse.apply(p), d = e - s
        return ((q - s).x * d.x + (q - s).y * d.y) / (d.x * d.x + d.y * d.y)
    }

    @Test func aLinearGradientUnderAnyTransformKeepsItsBandsInLottie() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53) * 2 - 1
        }
        for _ in 0..<200 {
            let m = Transform(a: next() * 3, b: next() * 3, c: next() * 3, d: next() * 3, e: next() * 50, f: next() * 50)
            guard abs(m.a * m.d - m.b * m.c) > 0.05 else { continue }
            let g = SymbolGradient(geometry: .linear(start: Point(next(), next()), end: Point(next() + 2, next())),
                                   stops: [.init(offset: 0, color: .black), .init(offset: 1, color: .white)], transform: m)
            let lottie = LottieGradient(g)
            let d = lottie.end - lottie.start
            for _ in 0..<5 {
                let p = Point(next() * 100, next() * 100)
                let u = ((p - lottie.start).x * d.x + (p - lottie.start).y * d.y) / (d.x * d.x + d.y * d.y)
                let expected = Self.offset(g, at: p)
                #expect(abs(u - expected) < 1e-6 * max(1, abs(expected)), "\(m)")
            }
        }
    }

    @Test func aReflectingRampIsWrittenOutOverTheShape() {
        let green = RGBA(0, 0.5, 0), yellow = RGBA(1, 1, 0)
        let g = SymbolGradient(geometry: .linear(start: Point(10, 0), end: Point(20, 0)),
                               stops: [.init(offset: 0, color: green), .init(offset: 1, color: yellow)], spread: .reflect)
        let square = LayerContent.subpaths(of: .rect(Rect(x: 0, y: 0, width: 55, height: 10)))
        let paint = LayerContent.Paint(subpaths: square, color: green, gradient: g, opacity: 1, fillRule: .nonZero, strokeWidth: nil,
                                       cap: .round, join: .round, miterLimit: 4, capFadeRatio: nil, fadesWithTrace: false, emboldening: nil)
        let out = LottieGradient(g).spread(over: paint)
        // 0…55 in runs of 10 from x = 10: runs −1 to 4, six of them, alternately mirrored.
        #expect(out.start == Point(0, 0) && out.end == Point(60, 0))
        func color(at x: Double) -> RGBA {
            let u = x / 60
            let stops = out.stops
            guard let i = stops.lastIndex(where: { $0.offset <= u }), i + 1 < stops.count else { return stops.last!.color }
            let t = (u - stops[i].offset) / max(stops[i + 1].offset - stops[i].offset, 1e-12)
            let a = stops[i].color, b = stops[i + 1].color
            return RGBA(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t)
        }
        for x in stride(from: 0.5, to: 55, by: 2.5) {
            // SVG's reflect: the offset runs 0→1→0 with period 20 from x = 10.
            var u = ((x - 10) / 10).truncatingRemainder(dividingBy: 2)
            if u < 0 { u += 2 }
            if u > 1 { u = 2 - u }
            #expect(abs(color(at: x).g - (0.5 + 0.5 * u)) < 1e-9, "x = \(x)")
        }
    }

    @Test func theStaticVariableDrawDimsTheLayerAndLightsItUpToTheValue() throws {
        let symbol = try SymbolCatalog().symbol(named: "wifi")
        let plan = ExportPlan(try Self.scene(symbol, variable: 0.5))
        let variable = symbol.layers.filter(\.isVariable)
        #expect(plan.entries.count == symbol.layers.count + variable.count)
        #expect(!plan.notes.contains { $0.contains("variable") })
        for layer in variable {
            guard case .stroke = layer.draw.kind else { continue }
            let dim = try #require(plan.entries.first { $0.layer.id == layer.id + " dimmed" })
            let lit = try #require(plan.entries.last { $0.layer.id == layer.id })
            #expect(dim.motion.opacity.allSatisfy { abs($0 - LayerState.variableDimming) < 1e-9 })
            #expect(dim.motion.head.allSatisfy { $0 >= 1 })
            #expect(lit.motion.head.allSatisfy { abs($0 - 0.5) < 1e-9 }, "lit up to the value")
        }
        let doc = try ExportTests.json(try LottieWriter().write(try Self.scene(symbol, variable: 0.5)).text)
        #expect(!ExportTests.items(doc, type: "tm").isEmpty, "the lit part is trimmed at the value")
    }
}
