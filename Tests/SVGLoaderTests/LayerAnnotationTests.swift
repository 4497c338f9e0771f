import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct LayerAnnotationTests {
    let root = #"data-symbol="1" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round""#

    @Test func theFormatDocumentsExampleLoadsAsTwoLayers() throws {
        let loaded = try SVGFixture.load("""
            <circle data-layer="ring" data-hierarchy="secondary" data-draw-start="0.75" cx="50" cy="50" r="40"/>
            <path data-layer="tick" d="M32 52 L45 64 L68 38"/>
            """, root: root)
        let s = loaded.symbol
        #expect(s.isAnnotated)
        #expect(loaded.warnings.isEmpty)
        #expect(s.layers.map(\.id) == ["ring", "tick"])
        #expect(s.layers[0].hierarchy == .secondary)
        #expect(s.layers[0].draw.start == 0.75)
        #expect(s.layers[1].hierarchy == .primary)
        guard case .stroke = s.layers[1].draw.kind else { Issue.record("tick should trace"); return }
    }

    @Test func everyLayerAnnotationIsRead() throws {
        let loaded = try SVGFixture.load("""
            <g data-layer="blade" data-hierarchy="tertiary" data-draw-direction="reverse" data-draw-bidirectional="true"
               data-motion-group="blades" data-rotate="counterClockwise" data-rotate-anchor="50 40" data-rotate-rate="2"
               data-pulse="true" data-variable="true" transform="translate(10 0)">
              <path d="M10 10 L90 10"/><path d="M10 20 L90 20"/>
            </g>
            <path data-layer="head" data-draw="attach" data-attach-to="blade" d="M0 0 L5 5"/>
            <path data-layer="spark" data-draw="appear" d="M0 0 L5 5"/>
            <rect data-layer="box" data-draw="none" width="5" height="5" fill="red" stroke="none"/>
            """, root: root + #" data-rotate-anchor="40 60""#)
        let s = loaded.symbol
        #expect(loaded.warnings.isEmpty)
        #expect(s.rotationAnchor == Point(40, 60))
        let blade = s.layers[0]
        #expect(blade.shapes.count == 2)
        #expect(blade.hierarchy == .tertiary)
        #expect(blade.draw.direction == .reverse)
        #expect(blade.draw.isBidirectional)
        #expect(blade.draw.motionGroup == "blades")
        #expect(blade.rotation == RotationAnnotation(direction: .counterClockwise, anchor: Point(60, 40), rate: 2))
        #expect(blade.pulses && blade.isVariable)
        guard case .attachment(host: "blade") = s.layers[1].draw.kind else { Issue.record("head should ride blade"); return }
        guard case .appear = s.layers[2].draw.kind else { Issue.record("spark should appear"); return }
        guard case .fallback = s.layers[3].draw.kind else { Issue.record("box should use the fallback"); return }
    }

    @Test func aGuideIsReadInTheLayersUserSpaceWithAWidthThatCoversTheFill() throws {
        let loaded = try SVGFixture.load("""
            <rect data-layer="bar" data-draw="guide" data-draw-guide="M0 5 H40" transform="translate(10 20)"
                  width="40" height="10" fill="currentColor" stroke="none"/>
            """, root: root)
        let layer = loaded.symbol.layers[0]
        guard case .guide(let guide, let width) = layer.draw.kind else { Issue.record("expected a guide"); return }
        #expect(SVGFixture.points(guide) == [Point(10, 25), Point(50, 25)])
        // The farthest corner is 5 units from the guide: the covering width is 2·5 plus a margin.
        #expect(width >= 10 && width <= 12)
        let explicit = try SVGFixture.load(#"<rect data-layer="b" data-draw="guide" data-draw-guide="M0 5 H40" data-draw-guide-width="3" transform="scale(2)" width="40" height="10" fill="red" stroke="none"/>"#, root: root)
        guard case .guide(_, let w2) = explicit.symbol.layers[0].draw.kind else { Issue.record("expected a guide"); return }
        #expect(w2 == 6)
    }

    @Test func aRotatingLayerWithoutAnAnchorTurnsAroundItsBoundsCentre() throws {
        let loaded = try SVGFixture.load(#"<circle data-layer="gear" data-rotate="clockwise" cx="30" cy="70" r="10"/>"#, root: root)
        #expect(loaded.symbol.layers[0].rotation?.anchor == Point(30, 70))
    }

    @Test func shapesOutsideAnyLayerGetALayerOfTheirOwnWithAWarning() throws {
        let loaded = try SVGFixture.load(#"<path data-layer="a" d="M0 0 L9 9"/><path id="loose" d="M0 0 L9 9"/>"#, root: root)
        #expect(loaded.symbol.layers.map(\.id) == ["a", "loose"])
        #expect(loaded.warnings.map(\.message) == ["a shape outside any data-layer was given a layer of its own"])
    }

    @Test func unknownAndMisplacedAnnotationsWarn() throws {
        let loaded = try SVGFixture.load(#"<path data-layer="a" data-drawz="x" d="M0 0 L9 9"/><g data-pulse="true"><path data-layer="b" d="M0 0 L9 9"/></g>"#, root: root)
        let messages = loaded.warnings.map(\.message)
        #expect(messages.contains { $0.contains("unknown annotation data-drawz") })
        #expect(messages.contains("data-pulse on an element without data-layer is ignored"))
    }

    /// Each bad annotation, and the words its error must contain.
    static let badAnnotations: [(String, String)] = [
        (#"<path data-layer="a" data-draw-start="1.5" d="M0 0 L9 9"/>"#, "data-draw-start=\"1.5\": expected a number from 0 to 1"),
        (#"<path data-layer="a" data-draw-start="half" d="M0 0 L9 9"/>"#, "data-draw-start"),
        (#"<path data-layer="a" data-hierarchy="quaternary" d="M0 0 L9 9"/>"#, "expected primary, secondary or tertiary"),
        (#"<path data-layer="a" data-draw="wobble" d="M0 0 L9 9"/>"#, "expected stroke, guide, appear, attach or none"),
        (#"<path data-layer="a" data-draw="attach" data-attach-to="nobody" d="M0 0 L9 9"/>"#, "no layer has this id"),
        (#"<path data-layer="a" data-draw="attach" d="M0 0 L9 9"/>"#, "needs data-attach-to"),
        (#"<path data-layer="a" data-draw="attach" data-attach-to="a" d="M0 0 L9 9"/>"#, "loop"),
        (#"<path data-layer="a" data-draw="guide" data-draw-guide="M0 0 L" d="M0 0 L9 9"/>"#, "data-draw-guide=\"M0 0 L\": path data offset 6: expected a number"),
        (#"<path data-layer="a" data-draw="guide" d="M0 0 L9 9"/>"#, "needs data-draw-guide"),
        (#"<path data-layer="a" data-rotate="sideways" d="M0 0 L9 9"/>"#, "expected clockwise or counterClockwise"),
        (#"<path data-layer="a" data-rotate="clockwise" data-rotate-anchor="5" d="M0 0 L9 9"/>"#, "expected two numbers"),
        (#"<path data-layer="a" data-rotate="clockwise" data-rotate-rate="-1" d="M0 0 L9 9"/>"#, "expected a positive number"),
        (#"<path data-layer="a" data-rotate="clockwise" data-rotate-rate="8/0" d="M0 0 L9 9"/>"#, "or a ratio such as 8/6"),
        (#"<path data-layer="a" data-rotate="clockwise" data-rotate-rate="1/2/3" d="M0 0 L9 9"/>"#, "or a ratio such as 8/6"),
        (#"<path data-layer="a" data-rotate="clockwise" data-rotate-rate="/3" d="M0 0 L9 9"/>"#, "or a ratio such as 8/6"),
        (#"<path data-layer="a" data-pulse="yes" d="M0 0 L9 9"/>"#, "expected true or false"),
        (#"<path data-layer="a" data-variable-threshold="1.5" d="M0 0 L9 9"/>"#, "expected a number from 0 to 1"),
        (#"<path data-layer="a" data-wiggle-anchor="50" d="M0 0 L9 9"/>"#, "data-wiggle-anchor=\"50\": expected two numbers"),
        (#"<path data-layer="a" data-bounce-anchor="x y" d="M0 0 L9 9"/>"#, "data-bounce-anchor=\"x y\": expected two numbers"),
        (#"<path data-layer="a" data-replace-id=" " d="M0 0 L9 9"/>"#, "data-replace-id"),
        (#"<path data-layer="a" d="M0 0 L9 9"/><path data-layer="a" d="M0 0 L9 9"/>"#, "another layer already has this id"),
        (#"<g data-layer="a"><path data-layer="b" d="M0 0 L9 9"/></g>"#, "layers cannot nest"),
    ]

    @Test func aRotationRateMayBeARatioAndStaysExact() throws {
        let loaded = try SVGFixture.load("""
            <path data-layer="big" data-rotate="clockwise" data-rotate-rate="1" d="M10 10 L30 30"/>
            <path data-layer="small" data-rotate="counterClockwise" data-rotate-rate="8/6" d="M50 50 L70 70"/>
            """, root: root)
        let rates = loaded.symbol.layers.compactMap { $0.rotation?.rate }
        #expect(rates == [1, 8.0 / 6.0])
    }

    @Test func aVariableThresholdMakesTheLayerVariable() throws {
        let s = try SVGFixture.load(#"<path data-layer="a" data-variable-threshold="0.4" d="M0 0 L9 9"/><path data-layer="b" data-variable="true" d="M0 0 L9 9"/>"#,
                                    root: root).symbol
        #expect(s.layers.map(\.isVariable) == [true, true])
        #expect(s.layers.map(\.variableThreshold) == [0.4, nil])
    }

    @Test func replaceIdsAndWiggleAndBounceAnchorsAreReadInTheLayersUserSpace() throws {
        let loaded = try SVGFixture.load("""
            <path data-layer="body" data-replace-id="speaker" data-wiggle-anchor="50 10" data-bounce-anchor="50 90"
                  transform="translate(5 -5)" d="M0 0 L9 9"/>
            <path data-layer="wave" d="M0 0 L9 9"/>
            """, root: root)
        #expect(loaded.warnings.isEmpty)
        let (body, wave) = (loaded.symbol.layers[0], loaded.symbol.layers[1])
        #expect(body.replaceID == "speaker" && body.wiggleAnchor == Point(55, 5) && body.bounceAnchor == Point(55, 85))
        #expect(wave.replaceID == nil && wave.wiggleAnchor == nil && wave.bounceAnchor == nil)
    }

    @Test(arguments: badAnnotations)
    func aBadAnnotationIsAnErrorNamingTheElementAndLine(body: String, words: String) throws {
        let e = try #require(SVGFixture.error { try SVGFixture.load(body, root: root, name: "bad.svg") })
        #expect(e.description.hasPrefix("bad.svg line 2, <"))
        #expect(e.description.contains(words), "\(e)")
    }
}
