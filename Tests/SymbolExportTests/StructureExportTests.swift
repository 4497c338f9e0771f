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
        let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: ExportTests.centred(symbol.viewBox, size: size),
                                    strokeScale: 1) { _ in (.black, 1) }
        return ExportScene(width: size, height: size, parts: [part], name: file)
    }

    static func lottie(_ file: String) throws -> (doc: [String: Any], notes: [String]) {
        let out = try LottieWriter().write(try scene(file))
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
        let out = try AnimatedSVGWriter().write(try scene(file))
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

    @Test func aDashedStrokeThatDrawsOnKeepsItsDashes() throws {
        let scene = try Self.scene("dashed-outline", "drawOn")
        // Lottie trims, then dashes what is drawn, as the renderer does.
        let doc = try ExportTests.json(try LottieWriter().write(scene).text)
        let groups = ExportTests.items(doc, type: "gr").filter { g in
            let items = g["it"] as? [[String: Any]] ?? []
            return items.contains { $0["ty"] as? String == "tm" }
        }
        #expect(!groups.isEmpty && groups.allSatisfy { g in
            (g["it"] as? [[String: Any]] ?? []).contains { $0["ty"] as? String == "st" && $0["d"] != nil }
        })
        // The SVG draws the dashed stroke whole through a mask holding the trace.
        let svg = try AnimatedSVGWriter().write(scene)
        #expect(svg.notes.isEmpty, "\(svg.notes)")
        #expect(svg.text.contains("stroke-dasharray=\"4 3\"") && svg.text.contains("stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-miterlimit=\"4\" stroke-dasharray=\"4 3\" mask=\"url(#"))
        // Drawn off, the renderer's dashes start from the moving tail: the SVG says it keeps them still.
        let off = try AnimatedSVGWriter().write(try Self.scene("dashed-outline", "drawOff"))
        #expect(off.notes.contains { $0.contains("dashed stroke drawn from a moving or offset start") })
    }

    @Test func aClearBehindLayerErasesTheLayersBelowIt() throws {
        // A half-transparent needle marked clear-behind across the gauge's ring.
        let scene = try Self.scene("clear-behind-template")
        let out = try LottieWriter().write(scene)
        #expect(out.notes.isEmpty, "\(out.notes)")
        let doc = try ExportTests.json(out.text)
        let layers = try #require(doc["layers"] as? [[String: Any]])
        // Top first: the needle, its eraser (a matte), then the layers below in a precomposition
        // seen through the eraser's inverted alpha.
        let below = try #require(layers.firstIndex { $0["tt"] as? Int == 2 })
        #expect(layers[below]["ty"] as? Int == 0 && layers[below - 1]["td"] as? Int == 1)
        let asset = try #require((doc["assets"] as? [[String: Any]])?.first { $0["id"] as? String == layers[below]["refId"] as? String })
        #expect((asset["layers"] as? [Any])?.count == scene.parts[0].symbol.layers.count - 1)
        // The eraser moves as the needle does, and erases at the needle's own opacity.
        let needle = try #require(layers.first { ExportTests.unscoped($0["nm"]) == "needle" })
        let eraserKeys = try #require(layers[below - 1]["ks"] as? [String: Any])
        #expect(((eraserKeys["s"] as? [String: Any])?["a"] as? Int) == ((needle["ks"] as? [String: Any])?["s"] as? [String: Any])?["a"] as? Int)
        for fill in ExportTests.items(needle, type: "fl") { #expect((fill["o"] as? [String: Any])?["k"] as? Double == 50) }

        let svg = try AnimatedSVGWriter().write(scene)
        #expect(svg.notes.isEmpty, "\(svg.notes)")
        let read = try SVGLoader.load(data: Data(svg.text.utf8), name: "export.svg").symbol
        #expect(Self.groups(read.root.children).contains { $0.mask?.kind == .luminance && $0.shapes.count == 2 },
                "the ring and the dot show through the needle's mask")
    }

    @Test func aTemplateLayersOwnOpacityIsKept() throws {
        // The needle's layer fades as a whole (`opacity:0.5` in its template class).
        let scene = try Self.scene("clear-behind-template")
        let plan = ExportPlan(scene)
        let needle = try #require(plan.entries.first { $0.layer.id == "needle" })
        #expect(needle.content.paints.allSatisfy { abs($0.opacity - 0.5) < 1e-9 })
    }

    @Test func aClipAroundLayersThatStaysWhileTheWholeSymbolTurnsIsWarned() throws {
        // The renderer turns a clip around layers with the symbol; the export keeps it still.
        // (In an annotated file: a plain file's clipped groups are inside its inferred layers.)
        let annotated = #"""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" data-symbol="1">
              <clipPath id="half"><rect x="2" y="2" width="20" height="10"/></clipPath>
              <g clip-path="url(#half)">
                <circle data-layer="disc" cx="12" cy="12" r="9" fill="#1f6feb"/>
                <path data-layer="bar" d="M4 15h16" stroke="#24292f" stroke-width="2"/>
              </g>
            </svg>
            """#
        let symbol = try SVGLoader.load(data: Data(annotated.utf8), name: "clipped").symbol
        func scene(_ spec: String) throws -> ExportScene {
            let animation = try SymbolEffectSpec.parse(spec).animation(reduceMotion: .constant(false))
            let part = ExportScene.Part(symbol: symbol, animation: animation, toPixels: ExportTests.centred(symbol.viewBox, size: 128),
                                        strokeScale: 1) { _ in (.black, 1) }
            return ExportScene(width: 128, height: 128, parts: [part], name: "clipped")
        }
        let turning = try LottieWriter().write(try scene("rotate"))
        #expect(turning.notes.contains { $0.contains("stays in place while the whole symbol moves") })
        let bouncing = try LottieWriter().write(try scene("bounce.byLayer"))
        #expect(bouncing.notes.isEmpty, "a bounce moves the layers, and the clip stays where the renderer keeps it")
    }

    @Test func aLayerHeldWholeByAClippedPrecompositionKeepsItsRoomInLottie() throws {
        // The Figma frame is one layer: a clip around a rectangle, a masked group and a
        // translucent group. Its Lottie layer is a precomposition whose content sits shifted into
        // its room; the clip's path mask and the pose's anchor take the same shift.
        let scene = try Self.scene("../realart/figma-frame", "bounce.byLayer")
        let doc = try ExportTests.json(try LottieWriter().write(scene).text)
        let layers = try #require(doc["layers"] as? [[String: Any]])
        #expect(layers.count == 1 && layers[0]["ty"] as? Int == 0)
        let shift = 2 * 48.0  // designRoom: twice the box
        let mask = try #require((layers[0]["masksProperties"] as? [[String: Any]])?.first)
        let vertices = try #require(((mask["pt"] as? [String: Any])?["k"] as? [String: Any])?["v"] as? [[Double]])
        #expect(vertices.contains([shift, shift]) && vertices.contains([shift + 48, shift + 48]), "\(vertices)")
        let anchor = try #require(((layers[0]["ks"] as? [String: Any])?["a"] as? [String: Any])?["k"] as? [Double])
        // The pivot (in the design box, or just below it for a bounce) moved into the room.
        #expect(anchor[0] > shift && anchor[0] < shift + 48 && anchor[1] > shift && anchor[1] < shift + 96, "\(anchor)")
    }

    @Test func aPlainFilesClippedGroupsMoveWithTheWholeSymbol() throws {
        // Each clipped group of a plain file is inside its inferred layer, so its clip turns
        // and bounces with it, in the renderer and in the export alike.
        for spec in ["rotate", "bounce.wholeSymbol", "bounce.byLayer"] {
            let out = try LottieWriter().write(try Self.scene("../realart/emoji-face", spec))
            #expect(!out.notes.contains { $0.contains("stays in place") }, "\(spec): \(out.notes)")
        }
    }
}
