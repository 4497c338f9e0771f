import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

/// How a plain file's layers are inferred from its drawing (``LayerInference``): one visual
/// object stays one layer, separate parts may move on their own, and the author's groups hold.
@Suite struct LayerInferenceTests {
    static let realArt = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/realart")

    /// The layers' ids, each with how many shapes it holds.
    static func layering(_ symbol: Symbol) -> [String] { symbol.layers.map { "\($0.id):\($0.shapes.count)" } }

    @Test func shapesThatOverlapAreOneLayerAndShapesApartAreLayersOfTheirOwn() throws {
        let s = try SVGFixture.load("""
            <circle id="head" cx="30" cy="30" r="20"/>
            <circle id="ear" cx="48" cy="12" r="8"/>
            <rect id="far" x="80" y="80" width="10" height="10"/>
            """).symbol
        #expect(Self.layering(s) == ["head:2", "far:1"])
        #expect(s.layers[0].parts == ["<circle> head", "<circle> ear"])
        #expect(s.layers[1].parts.isEmpty, "a layer of one shape says nothing more")
    }

    @Test func shapesThatOnlyTouchAreOneObject() throws {
        // Two squares sharing an edge, and one a clear gap away.
        let s = try SVGFixture.load("""
            <rect x="10" y="10" width="20" height="20"/>
            <rect x="30" y="10" width="20" height="20"/>
            <rect x="60" y="10" width="20" height="20"/>
            """).symbol
        #expect(s.layers.map(\.shapes.count) == [2, 1])
    }

    @Test func strokesCountWithTheirWidth() throws {
        // The lines' centres are 6 apart; strokes 8 wide meet, strokes 2 wide leave a gap.
        let thick = try SVGFixture.load(#"<g stroke="black" stroke-width="8"><path d="M10 10H90"/><path d="M10 16H90"/></g>"#).symbol
        let thin = try SVGFixture.load(#"<g stroke="black" stroke-width="2"><path d="M10 10H90"/><path d="M10 16H90"/></g>"#).symbol
        #expect(thick.layers.count == 1)
        #expect(thin.layers.count == 2)
    }

    @Test func aShapeInsideAnotherShapesHoleIsApartButOneOnItsFillJoins() throws {
        // A ring (even-odd) with a dot in its hole, and a dot on the ring itself.
        let ring = #"<path fill-rule="evenodd" d="M10 10H90V90H10Z M30 30V70H70V30Z"/>"#
        let apart = try SVGFixture.load(ring + #"<circle cx="50" cy="50" r="5"/>"#).symbol
        let on = try SVGFixture.load(ring + #"<circle cx="20" cy="50" r="5"/>"#).symbol
        #expect(apart.layers.count == 2)
        #expect(on.layers.count == 1)
    }

    @Test func aNamedGroupIsOneLayerEvenWhenItsPartsStandApart() throws {
        let s = try SVGFixture.load("""
            <g id="drops"><circle cx="10" cy="80" r="3"/><circle cx="30" cy="80" r="3"/><circle cx="50" cy="80" r="3"/></g>
            <g inkscape:label="cloud" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape">
              <circle cx="30" cy="30" r="15"/><circle cx="50" cy="30" r="20"/>
            </g>
            <circle cx="90" cy="90" r="3"/>
            """).symbol
        #expect(Self.layering(s) == ["drops:3", "cloud:2", "circle-3:1"])
    }

    @Test func aGroupAroundTheWholeDrawingIsLookedThrough() throws {
        // Illustrator's Layer_1 (and an Inkscape layer) wraps everything and says nothing about parts.
        let s = try SVGFixture.load("""
            <g id="Layer_1"><g id="Group">
              <circle cx="20" cy="20" r="8"/>
              <circle cx="70" cy="70" r="8"/>
            </g></g>
            """).symbol
        #expect(s.layers.count == 2)
    }

    @Test func aClippedGroupIsOneLayerWithItsClipInside() throws {
        let s = try SVGFixture.load("""
            <clipPath id="c"><rect x="0" y="0" width="35" height="100"/></clipPath>
            <g clip-path="url(#c)"><rect x="10" y="10" width="10" height="10"/><rect x="30" y="60" width="10" height="10"/></g>
            <rect x="80" y="80" width="10" height="10"/>
            """).symbol
        #expect(s.layers.map(\.shapes.count) == [2, 1])
        guard case .group(let layer) = s.root.children[0], layer.layer == 0, case .group(let clipped) = layer.children.first
        else { Issue.record("the clipped group is not inside the first layer's group"); return }
        #expect(clipped.clip != nil && clipped.layer == nil)
    }

    @Test func gatheringALayersPartsKeepsTheDrawingOrderOfWhatOverlaps() throws {
        // a and c overlap; b, drawn between them, stands apart: the layer of a and c comes first,
        // and within it a is still drawn below c.
        let s = try SVGFixture.load("""
            <rect id="a" x="10" y="10" width="30" height="30" fill="red"/>
            <rect id="b" x="70" y="70" width="10" height="10" fill="green"/>
            <rect id="c" x="20" y="20" width="30" height="30" fill="blue"/>
            """).symbol
        #expect(Self.layering(s) == ["a:2", "b:1"])
        #expect(s.root.shapes.map(\.path.bounds.x) == [10, 20, 70])
    }

    @Test func aVeryWideStrokeAlongALongPathIsTakenAsItsBox() throws {
        // Past the grid's budget of cell visits the stroke counts as its whole box: the dot
        // inside it joins, the square far outside stays apart.
        var d = "M10 10"
        for i in 0..<400 { d += " L\(10 + i % 20) \(10 + i / 20)" }
        let s = try SVGFixture.load("""
            <path d="\(d)" stroke="black" stroke-width="40" fill="none"/>
            <circle cx="25" cy="25" r="2"/>
            <rect x="80" y="80" width="10" height="10"/>
            """).symbol
        #expect(s.layers.map(\.shapes.count) == [2, 1])
    }

    @Test func annotatedFilesKeepTheirOwnLayers() throws {
        let s = try SVGFixture.load("""
            <path data-layer="one" d="M10 10H90" stroke="black" stroke-width="8"/>
            <path data-layer="two" d="M10 14H90" stroke="black" stroke-width="8"/>
            """, root: #"data-symbol="1""#).symbol
        #expect(s.layers.map(\.id) == ["one", "two"])
    }

    @Test func catalogSymbolsAreAnnotatedSoNoneIsInferred() throws {
        let catalog = try #require(SymbolCatalog.bundled)
        for name in catalog.names {
            let s = try catalog.symbol(named: name)
            #expect(s.isAnnotated, "\(name)")
            #expect(s.layers.allSatisfy { $0.parts.isEmpty }, "\(name)")
        }
    }

    /// What a designer expects of each hand-made file in the styles of real exports.
    @Test(arguments: [
        ("logo-gradients.svg", ["circle-1:4"]),
        ("emoji-face.svg", ["circle-1:9"]),
        ("illustrator-badge.svg", ["badge:4", "sparkles:3"]),
        ("crossing-strokes.svg", ["line-1:4"]),
        ("wifi-arcs.svg", ["path-1:1", "path-2:1", "path-3:1", "path-4:1"]),
        ("figma-frame.svg", ["rect-1:4"]),
    ])
    func theRealArtFixturesSplitAsADesignerWould(file: String, expected: [String]) throws {
        let loaded = try SVGLoader.load(contentsOf: Self.realArt.appendingPathComponent(file))
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        #expect(Self.layering(loaded.symbol) == expected)
    }

    @Test func checkSumsUpTheInferredLayers() throws {
        let badge = try SVGLoader.load(contentsOf: Self.realArt.appendingPathComponent("illustrator-badge.svg")).symbol
        #expect(LayerListing.inferredSummary(for: badge)
                == "illustrator-badge: 2 layers inferred from the drawing; badge holds <g> badge; sparkles holds <g> sparkles")
        let wifi = try SVGLoader.load(contentsOf: Self.realArt.appendingPathComponent("wifi-arcs.svg")).symbol
        #expect(LayerListing.inferredSummary(for: wifi) == "wifi-arcs: 4 layers inferred from the drawing, each shape on its own (none overlap)")
    }
}
