import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct DocumentTests {
    @Test func theViewBoxBecomesTheDesignBox() throws {
        let loaded = try SVGFixture.loadDocument(#"<svg viewBox="-2 3 24 48" width="10"><rect width="1" height="1"/></svg>"#)
        #expect(loaded.symbol.viewBox == Rect(x: -2, y: 3, width: 24, height: 48))
    }

    @Test func withoutAViewBoxWidthAndHeightGiveTheBoxInPixels() throws {
        let loaded = try SVGFixture.loadDocument(#"<svg width="32px" height="0.5in"><rect width="1" height="1"/></svg>"#)
        #expect(loaded.symbol.viewBox == Rect(x: 0, y: 0, width: 32, height: 48))
    }

    @Test func withNoSizeAtAllTheBoxReachesTheFarCornerOfTheDrawing() throws {
        let bare = try SVGFixture.loadDocument(#"<svg><rect x="10" y="20" width="150" height="40"/><path d="M0 0 L180 10" stroke="red" stroke-width="4"/></svg>"#)
        #expect(bare.symbol.viewBox == Rect(x: 0, y: 0, width: 182, height: 60))
        let empty = try SVGFixture.loadDocument("<svg/>")
        #expect(empty.symbol.viewBox == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aRootBackgroundColorBecomesAFirstLayerFillingTheBox() throws {
        let loaded = try SVGFixture.loadDocument(#"<svg viewBox="0 0 20 10" style="background-color: #0000ff80"><rect width="1" height="1"/></svg>"#)
        let first = try #require(loaded.symbol.layers.first)
        #expect(first.id == "background")
        #expect(first.shapes[0].path == Path.rect(Rect(x: 0, y: 0, width: 20, height: 10)))
        #expect(first.shapes[0].style.fill == .color(RGBA(0, 0, 1, 128.0 / 255)))
    }

    @Test func elementsOfAnotherNamespaceAreNotDrawn() throws {
        let loaded = try SVGFixture.loadDocument("""
            <svg viewBox="0 0 9 9" xmlns="http://www.w3.org/2000/svg">
              <s:g xmlns="http://www.example.org/notsvg" xmlns:s="http://www.w3.org/2000/svg">
                <s:rect id="svg" width="5" height="5"/><rect id="foreign" width="5" height="5"/>
              </s:g>
            </svg>
            """)
        #expect(loaded.symbol.layers.map(\.id) == ["svg"])
    }

    @Test func unknownElementsAreSkippedWithTheirContentsAndAWarning() throws {
        let loaded = try SVGFixture.load("""
            <defs><rect width="5" height="5"/></defs>
            <text>words</text>
            <blink/>
            <rect id="kept" width="5" height="5"/>
            <wobble><rect width="5" height="5"/></wobble>
            """)
        #expect(loaded.symbol.layers.map(\.id) == ["kept"])
        let messages = loaded.warnings.map(\.message)
        // Definitions draw nothing where they stand, and say nothing either.
        #expect(!messages.contains { $0.contains("defs") })
        #expect(messages.contains("<text> is not supported and was skipped"))
        #expect(messages.contains("unknown element <blink> skipped"))
        #expect(messages.contains("unknown element <wobble> skipped with its contents"))
        #expect(loaded.warnings.first { $0.element == "blink" }?.line == 4)
    }

    @Test func unknownAttributesAreSkippedWithAWarningOncePerKind() throws {
        let loaded = try SVGFixture.load(#"<rect width="5" height="5" wobble="3"/><rect x="20" width="5" height="5" wobble="4"/>"#)
        #expect(loaded.symbol.layers.count == 2)
        #expect(loaded.warnings.map(\.message) == ["unknown attribute wobble skipped"])
    }

    @Test func metadataAndEditorElementsLoadWithoutWarnings() throws {
        let loaded = try SVGFixture.loadDocument("""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
                 viewBox="0 0 10 10" class="icon" aria-hidden="true" sodipodi:docname="x.svg">
              <title>An icon</title><desc>words</desc>
              <sodipodi:namedview pagecolor="#fff"/>
              <rect width="5" height="5" class="a" id="r"/>
            </svg>
            """)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.symbol.layers.count == 1)
    }

    @Test func aPrefixedSVGNamespaceReadsLikeTheDefaultOne() throws {
        let loaded = try SVGFixture.loadDocument(#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><svg:rect width="5" height="5"/></svg:svg>"#)
        #expect(loaded.symbol.layers.count == 1)
    }

    @Test func aRootThatIsNotSVGIsAnError() throws {
        let e = try #require(SVGFixture.error { try SVGFixture.loadDocument("<html><rect/></html>", name: "page.svg") })
        #expect(e.description == "page.svg line 1, <html>: the root element is <html>; an SVG file starts with <svg>")
    }

    @Test func theSymbolIsNamedAfterTheFile() throws {
        let loaded = try SVGFixture.load(#"<rect width="5" height="5"/>"#, name: "heart.fill.svg")
        #expect(loaded.symbol.name == "heart.fill")
    }

    @Test func ofTwoElementsWithOneIDTheFirstInTheDocumentIsReferenced() throws {
        let shape = try SVGFixture.onlyShape("""
            <defs>
              <g><rect id="r" width="5" height="5" fill="green"/></g>
              <rect id="r" width="5" height="5" fill="red"/>
            </defs>
            <use href="#r"/>
            """)
        #expect(shape.style.fill == .color(RGBA(0, 128.0 / 255, 0)))
    }
}
