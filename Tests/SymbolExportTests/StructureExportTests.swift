import Foundation
import Geometry
import SVGLoader
import SymbolEffects
import SymbolModel
import Testing
@testable import SymbolExport

/// Clip paths, masks, blend modes, translucent groups and dashes, exported with each format's
/// own structure rather than dropped with a warning. The icons are hand-written in the styles
/// real icon sets use (`Tests/Fixtures/structure`); `make export-check` plays them.
@Suite struct StructureExportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/structure")

    static func scene(_ file: String, _ spec: String = "bounce", size: Int = 128) throws -> ExportScene {
        let symbol = try SVGLoader.load(contentsOf: fixtures.appendingPathComponent(file + ".svg")).symbol
        let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(false))
        let box = symbol.viewBox
        let s = Double(size) / max(box.width, box.height)
        let toPixels = Transform.translation(-box.center.x, -box.center.y).concatenating(.scale(s))
            .concatenating(.translation(Double(size) / 2, Double(size) / 2))
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: toPixels, strokeScale: 1) { _ in (.black, 1) }
        return ExportScene(width: size, height: size, parts: [part], name: file)
    }

    static func lottie(_ file: String) throws -> (doc: [String: Any], notes: [String]) {
        let out = LottieWriter().write(try scene(file))
        return (try ExportTests.json(out.text), out.notes)
    }

    /// Every layer of the animation and of its precompositions.
    static func allLayers(_ doc: [String: Any]) -> [[String: Any]] {
        var out = doc["layers"] as? [[String: Any]] ?? []
        for asset in doc["assets"] as? [[String: Any]] ?? [] { out += asset["layers"] as? [[String: Any]] ?? [] }
        return out
    }

    /// The groups of a render tree that composite, with what they do.
    static func groups(_ nodes: [RenderNode]) -> [RenderGroup] {
        var out: [RenderGroup] = []
        for case .group(let g) in nodes {
            if g.needsCompositing { out.append(g) }
            out += groups(g.children)
        }
        return out
    }

    /// The exported SVG read back by our own loader, at its first frame.
    static func svgReadBack(_ file: String) throws -> (text: String, symbol: Symbol, notes: [String]) {
        let out = AnimatedSVGWriter().write(try scene(file))
        return (out.text, try SVGLoader.load(data: Data(out.text.utf8), name: file + ".svg").symbol, out.notes)
    }

    @Test func aClipPathIsAClipPathInTheSVGAndPathMasksInLottie() throws {
        let svg = try Self.svgReadBack("clipped-circle")
        #expect(svg.text.contains("<clipPath") && svg.text.contains("clipPathUnits=\"userSpaceOnUse\""))
        let clips = Self.groups(svg.symbol.root.children).compactMap(\.clip)
        #expect(clips.count == 2, "the circle's clip and the group's")
        #expect(svg.notes.isEmpty, "\(svg.notes)")
        let (doc, notes) = try Self.lottie("clipped-circle")
        #expect(notes.isEmpty, "\(notes)")
        let masked = Self.allLayers(doc).filter { $0["masksProperties"] != nil }
        #expect(masked.count == 2)
        for layer in masked {
            let masks = try #require(layer["masksProperties"] as? [[String: Any]])
            #expect(masks.allSatisfy { $0["mode"] as? String == "a" && $0["inv"] as? Bool == false })
            // A rectangle turned 30°: four corners, not axis-aligned.
            let path = try #require((masks[0]["pt"] as? [String: Any])?["k"] as? [String: Any])
            #expect((path["v"] as? [[Double]])?.count == 4)
        }
        // The group of two layers the clip cuts is a precomposition the size of the canvas.
        let comps = Self.allLayers(doc).filter { $0["ty"] as? Int == 0 }
        #expect(comps.contains { $0["masksProperties"] != nil && $0["w"] as? Int == 128 })
    }

    @Test func masksAreLuminanceOrAlphaAsTheSourceSays() throws {
        let svg = try Self.svgReadBack("masked-badge")
        let kinds = Self.groups(svg.symbol.root.children).compactMap { $0.mask?.kind }
        #expect(Set(kinds) == [.luminance, .alpha])
        #expect(svg.text.contains("mask-type:alpha"))
        let (doc, notes) = try Self.lottie("masked-badge")
        #expect(notes.isEmpty, "\(notes)")
        let layers = try #require(doc["layers"] as? [[String: Any]])
        // Top first: each matte sits just above the layer it mattes.
        let matted = layers.indices.filter { layers[$0]["tt"] != nil }
        #expect(Set(matted.map { layers[$0]["tt"] as? Int }) == [1, 3], "one alpha and one luma matte")
        for i in matted { #expect(layers[i - 1]["td"] as? Int == 1) }
    }

    @Test func blendModesAreCarried() throws {
        let svg = try Self.svgReadBack("multiply-overlay")
        #expect(Set(Self.groups(svg.symbol.root.children).map(\.blendMode)).isSuperset(of: [.multiply, .screen]))
        #expect(svg.text.contains("isolation:isolate"), "the symbol blends with itself, not the page")
        let (doc, notes) = try Self.lottie("multiply-overlay")
        #expect(notes.isEmpty, "\(notes)")
        let modes = Self.allLayers(doc).compactMap { $0["bm"] as? Int }
        #expect(modes.contains(1) && modes.contains(2), "multiply and screen: \(modes)")
    }

    @Test func aTranslucentGroupFadesAsOneImage() throws {
        let svg = try Self.svgReadBack("translucent-group")
        let faded = Self.groups(svg.symbol.root.children).filter { $0.opacity == 0.5 }
        #expect(faded.count == 1 && faded[0].shapes.count == 2, "one group at 0.5 around both shapes")
        #expect(svg.symbol.root.shapes.allSatisfy { $0.style.opacity == 1 && $0.style.fillOpacity == 1 })
        let (doc, notes) = try Self.lottie("translucent-group")
        #expect(notes.isEmpty, "\(notes)")
        // A precomposition at 50 % holding one layer per paint, each opaque.
        let comp = try #require((doc["layers"] as? [[String: Any]])?.first { $0["ty"] as? Int == 0 })
        let opacity = try #require((comp["ks"] as? [String: Any])?["o"] as? [String: Any])
        #expect(opacity["k"] as? Double == 50)
        let asset = try #require((doc["assets"] as? [[String: Any]])?.first { $0["id"] as? String == comp["refId"] as? String })
        let inside = try #require(asset["layers"] as? [[String: Any]])
        #expect(inside.count == 2)
        for fill in ExportTests.items(inside, type: "fl") { #expect((fill["o"] as? [String: Any])?["k"] as? Double == 100) }
    }

    @Test func groupsInsideALayerMoveWithIt() throws {
        // One layer holding a translucent group and a clipped, multiplied rectangle: a
        // precomposition posed by the layer's own keys.
        let (doc, notes) = try Self.lottie("layered-structure")
        #expect(notes.isEmpty, "\(notes)")
        let layers = try #require(doc["layers"] as? [[String: Any]])
        #expect(layers.count == 1 && layers[0]["ty"] as? Int == 0)
        let scale = try #require((layers[0]["ks"] as? [String: Any])?["s"] as? [String: Any])
        #expect(scale["a"] as? Int == 1, "the bounce's squash is on the precomposition")
        let inner = Self.allLayers(doc)
        #expect(inner.contains { $0["bm"] as? Int == 1 && $0["masksProperties"] != nil })
        let svg = try Self.svgReadBack("layered-structure")
        let groups = Self.groups(svg.symbol.root.children)
        #expect(groups.contains { $0.opacity == 0.6 } && groups.contains { $0.blendMode == .multiply && $0.clip != nil })
    }

    @Test func dashedStrokesKeepTheirDashes() throws {
        let svg = try Self.svgReadBack("dashed-outline")
        #expect(svg.notes.isEmpty, "\(svg.notes)")
        let dashes = svg.symbol.root.shapes.compactMap(\.style.dashes)
        #expect(dashes.count == 2)
        let (doc, notes) = try Self.lottie("dashed-outline")
        #expect(notes.isEmpty, "\(notes)")
        let strokes = ExportTests.items(doc, type: "st")
        let patterns = strokes.compactMap { $0["d"] as? [[String: Any]] }
        #expect(patterns.count == 2)
        for p in patterns { #expect(p.map { $0["n"] as? String } .suffix(1) == ["o"]) }
        // The circle's 4-and-3 pattern, in design units (the icon is drawn at its own scale).
        #expect(patterns.contains { p in p.prefix(2).compactMap { ($0["v"] as? [String: Any])?["k"] as? Double } == [4, 3] })
    }
}
