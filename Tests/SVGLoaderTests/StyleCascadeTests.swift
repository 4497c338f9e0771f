import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct StyleCascadeTests {
    let line = #"<path d="M10 10 L90 90"/>"#

    @Test func theStyleAttributeWinsOverPresentationAttributes() throws {
        let s = try SVGFixture.onlyShape(#"<path d="M0 0 L10 10" fill="red" stroke="blue" stroke-width="3" style="fill: lime; stroke-width:5px"/>"#)
        #expect(s.style.fill == .color(RGBA(0, 1, 0)))
        #expect(s.style.stroke == .color(RGBA(0, 0, 1)))
        #expect(s.style.strokeWidth == 5)
    }

    @Test func commentsInsideTheStyleAttributeAreIgnored() throws {
        let s = try SVGFixture.onlyShape(#"<rect width="9" height="9" style="/*text*/fill:green/*text; fill: red*/;"/>"#)
        #expect(s.style.fill == .color(RGBA(0, 128.0 / 255, 0)))
    }

    @Test func aTransformInTheStyleAttributeWinsOverTheAttribute() throws {
        let s = try SVGFixture.onlyShape(#"<path d="M10 0 L0 0" stroke="red" transform="scale(5)" style="transform: rotate(90deg) scale(2)"/>"#)
        #expect(SVGFixture.points(s.path)[0].isClose(to: Point(0, 20), 1e-12))
    }

    @Test func groupsPassInheritedPropertiesDownAndChildrenOverrideThem() throws {
        let loaded = try SVGFixture.load("""
            <g fill="none" stroke="red" stroke-width="4" stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="7" fill-rule="evenodd">
              <path d="M0 0 L10 10"/>
              <g stroke-width="2"><path d="M0 0 L10 10" stroke="green"/></g>
            </g>
            """)
        let shapes = SVGFixture.shapes(loaded)
        #expect(shapes.count == 2)
        #expect(shapes[0].style.fill == nil)
        #expect(shapes[0].style.stroke == .color(RGBA(1, 0, 0)))
        #expect(shapes[0].style.strokeWidth == 4)
        #expect(shapes[0].style.lineCap == .round)
        #expect(shapes[0].style.lineJoin == .bevel)
        #expect(shapes[0].style.miterLimit == 7)
        #expect(shapes[0].style.fillRule == .evenOdd)
        #expect(shapes[1].style.stroke == .color(RGBA(0, 128.0 / 255, 0)))
        #expect(shapes[1].style.strokeWidth == 2)
        #expect(shapes[1].style.lineCap == .round)
    }

    @Test func opacityIsNotInheritedAndNestedGroupsCompositeInTurn() throws {
        let loaded = try SVGFixture.load("""
            <g opacity="0.5" fill-opacity="0.4" stroke-opacity="50%">
              <g opacity="0.5"><rect width="10" height="10" stroke="black" opacity="0.8"/></g>
            </g>
            """)
        let s = try #require(SVGFixture.shapes(loaded).first)
        #expect(s.style.opacity == 0.8)
        #expect(s.style.fillOpacity == 0.4)
        #expect(s.style.strokeOpacity == 0.5)
        // The two groups are composited, one inside the other, around the shape's layer.
        guard case .group(let outer) = loaded.symbol.root.children.first, case .group(let inner) = outer.children.first
        else { Issue.record("expected two nested groups"); return }
        #expect(outer.opacity == 0.5 && inner.opacity == 0.5)
        #expect(inner.children.count == 1)
    }

    @Test func aTranslucentGroupOfSeveralShapesIsOneCompositedGroupAroundItsLayers() throws {
        let loaded = try SVGFixture.load("""
            <g opacity="0.5">
              <rect width="10" height="10" fill="green"/>
              <g opacity="0.5"><rect x="5" width="10" height="10" fill="blue" opacity="0.8"/></g>
            </g>
            <rect x="30" width="10" height="10"/>
            """)
        let shapes = SVGFixture.shapes(loaded)
        // The translucent group is one part (it composites as one picture), so one layer; the
        // rect apart from it is another.
        #expect(loaded.symbol.layers.count == 2)
        #expect(shapes.count == 3)
        let top = loaded.symbol.root.children
        #expect(top.count == 2)
        guard case .group(let layerGroup) = top[0], layerGroup.layer == 0, layerGroup.children.count == 1,
              case .group(let group) = layerGroup.children[0]
        else { Issue.record("the translucent group is not one layer's group"); return }
        #expect(group.opacity == 0.5)
        #expect(group.layer == nil)
        // The inner group is composited on its own, inside the outer one.
        #expect(group.children.count == 2)
        #expect(group.shapes.count == 2)
        #expect(group.shapes[0].style.opacity == 1)
        #expect(group.shapes[1].style.opacity == 0.8)
        guard case .group(let last) = top[1] else { Issue.record("the last shape is not a layer group"); return }
        #expect(last.layer == 1)
        #expect(!last.needsCompositing)
    }

    @Test func miterClipAndArcsJoinsAreRead() throws {
        let shapes = SVGFixture.shapes(try SVGFixture.load("""
            <path d="M0 0 L9 9 L0 9" stroke="black" stroke-linejoin="miter-clip"/>
            <path d="M0 0 L9 9 L0 9" stroke="black" stroke-linejoin="arcs"/>
            """))
        #expect(shapes.map(\.style.lineJoin) == [.miterClip, .miter])
    }

    @Test func everyColourSyntaxReadsToTheSameRed() throws {
        let spellings = ["red", "RED", "#f00", "#F00F", "#ff0000", "#ff0000ff", "rgb(255,0,0)", "rgb(100%, 0%, 0%)",
                         "rgba(255, 0, 0, 1)", "rgb(255 0 0 / 100%)", " red "]
        for spelling in spellings {
            let s = try SVGFixture.onlyShape(#"<rect width="10" height="10" fill="\#(spelling)"/>"#)
            #expect(s.style.fill == .color(RGBA(1, 0, 0)), "fill=\(spelling)")
        }
    }

    @Test func coloursWithAlphaKeepIt() throws {
        let cases: [(String, Double)] = [("#f008", 0x88 / 255.0), ("#ff000080", 0x80 / 255.0), ("rgba(255,0,0,0.25)", 0.25), ("rgba(255,0,0,50%)", 0.5)]
        for (spelling, alpha) in cases {
            let s = try SVGFixture.onlyShape(#"<rect width="10" height="10" fill="\#(spelling)"/>"#)
            guard case .color(let c)? = s.style.fill else { Issue.record("no colour for \(spelling)"); continue }
            #expect(abs(c.a - alpha) < 1e-9, "fill=\(spelling)")
        }
    }

    @Test func allOneHundredFortyEightNamedColoursAreKnown() throws {
        #expect(CSSNamedColors.table.count == 148)
        let s = try SVGFixture.onlyShape(#"<rect width="10" height="10" fill="rebeccapurple"/>"#)
        #expect(s.style.fill == .color(RGBA(0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0)))
    }

    @Test func currentColorIsTheTintUnlessTheFileSetsColor() throws {
        let tinted = try SVGFixture.onlyShape(#"<path d="M0 0 L9 9" fill="none" stroke="currentColor"/>"#)
        #expect(tinted.style.stroke == .tint)
        let fixed = try SVGFixture.onlyShape(#"<g color="blue"><rect width="9" height="9" fill="currentColor"/></g>"#)
        #expect(fixed.style.fill == .color(RGBA(0, 0, 1)))
    }

    @Test func theDefaultFillIsBlackAndTheDefaultStrokeNone() throws {
        let s = try SVGFixture.onlyShape(#"<rect width="10" height="10"/>"#)
        #expect(s.style.fill == .color(.black))
        #expect(s.style.stroke == nil)
    }

    @Test func strokeWidthAcceptsPixelAndAbsoluteUnits() throws {
        for (text, width) in [("2", 2.0), ("2px", 2), ("3pt", 4), ("1in", 96)] {
            let s = try SVGFixture.onlyShape(#"<path d="M0 0 L9 9" stroke="black" stroke-width="\#(text)"/>"#)
            #expect(abs(s.style.strokeWidth - width) < 1e-9, "stroke-width=\(text)")
        }
    }

    @Test func invisibleShapesAreSkipped() throws {
        let loaded = try SVGFixture.load("""
            <rect width="10" height="10" fill="none"/>
            <rect width="10" height="10" opacity="0"/>
            <rect width="10" height="10" fill-opacity="0"/>
            <rect width="10" height="10" fill="none" stroke="red" stroke-width="0"/>
            <rect width="10" height="10" fill="transparent"/>
            <rect width="10" height="10" display="none"/>
            <g style="display:none"><rect width="10" height="10"/></g>
            <rect width="10" height="10" visibility="hidden"/>
            <rect id="visible" width="10" height="10"/>
            """)
        #expect(loaded.symbol.layers.map(\.id) == ["visible"])
    }

    @Test func anInvalidPropertyValueIsIgnoredWithAWarning() throws {
        let loaded = try SVGFixture.load(#"<g stroke-width="3"><path d="M0 0 L9 9" stroke="red" stroke-width="wide"/></g>"#)
        #expect(SVGFixture.shapes(loaded)[0].style.strokeWidth == 3)
        #expect(loaded.warnings.contains { $0.message.contains("stroke-width") })
    }

    @Test func aNegativeStrokeWidthDrawsNoStroke() throws {
        let loaded = try SVGFixture.load(#"<rect width="9" height="9" fill="none" stroke="red" stroke-width="-20"/>"#)
        #expect(loaded.symbol.layers.isEmpty)
        #expect(loaded.warnings.first?.message == "stroke-width '-20' is negative, so the stroke is not drawn")
    }

    @Test func aGradientPaintFallsBackWithAWarning() throws {
        let loaded = try SVGFixture.load(#"<rect width="9" height="9" fill="url(#g) green"/><rect width="9" height="9" fill="url(#g)" stroke="red"/>"#)
        let shapes = SVGFixture.shapes(loaded)
        #expect(shapes[0].style.fill == .color(RGBA(0, 128.0 / 255, 0)))
        #expect(shapes[1].style.fill == nil)
        #expect(loaded.warnings.contains { $0.message.contains("url(#g)") })
    }

    @Test func contextPaintsTakeTheFillAndStrokeOfTheUseThatDrawsTheShape() throws {
        // resvg's painting/color/recursive-nested-context: the inner use passes on the outer one's paints.
        let nested = try SVGFixture.onlyShape("""
            <defs><rect id="r" width="80" height="80" fill="context-stroke" stroke="context-fill" stroke-width="5"/></defs>
            <use id="inner" href="#r" stroke="context-stroke" fill="context-fill"/>
            <use href="#inner" stroke="green" fill="blue"/>
            """)
        #expect(nested.style.fill == .color(RGBA(0, 128.0 / 255, 0)))
        #expect(nested.style.stroke == .color(RGBA(0, 0, 1)))
        // With no use around, or one that has no paint to give, they paint nothing.
        let loaded = try SVGFixture.load("""
            <rect width="80" height="80" fill="context-fill" stroke="context-stroke"/>
            <defs><rect id="r" width="80" height="80" fill="context-stroke"/></defs>
            <use href="#r" fill="context-fill"/>
            """)
        #expect(loaded.symbol.layers.isEmpty)
        // A context paint is no fallback of a paint server.
        #expect(SVGPaintValue.parse("url(#g) context-fill") == nil)
    }
}
