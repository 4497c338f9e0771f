import Geometry
@testable import SVGLoader
import SymbolModel
import Testing

/// Internal entities, as Adobe Illustrator declares them, are expanded before parsing; parameter
/// and external entities are refused with the line of their declaration.
@Suite struct InternalEntityTests {
    @Test func anEntityInAnAttributeValueIsExpanded() throws {
        let loaded = try SVGFixture.loadDocument("""
            <!DOCTYPE svg [
                <!ENTITY fill_value "#00ff00">
            ]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="5" fill="&fill_value;"/></svg>
            """)
        let shape = try #require(SVGFixture.shapes(loaded).first)
        #expect(shape.style.fill == .color(RGBA(0, 1, 0)))
        #expect(loaded.warnings.isEmpty)
    }

    @Test func anEntityHoldingElementsAddsThemWhereverItIsUsed() throws {
        let loaded = try SVGFixture.loadDocument("""
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
                <!ENTITY Pair "
                  <rect width='2' height='2'/>
                  <rect x='4' width='2' height='2'/>">
            ]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">
              <g transform="translate(10 0)">&Pair;</g>
              <g>&Pair;</g>
            </svg>
            """)
        #expect(SVGFixture.shapes(loaded).count == 4)
    }

    @Test func nestedEntitiesExpandAndCommentedDeclarationsAreSkipped() throws {
        let loaded = try SVGFixture.loadDocument("""
            <!DOCTYPE svg [
              <!ENTITY w "4">
              <!ENTITY size "&w;">
              <!-- <!ENTITY % refused "x"> -->
            ]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="&size;" height="&w;"/></svg>
            """)
        let shape = try #require(SVGFixture.shapes(loaded).first)
        let xs = SVGFixture.points(shape.path).map(\.x)
        #expect(xs.max() == 4)
    }

    @Test func lineNumbersAfterTheDoctypeStayThoseOfTheFile() throws {
        let loaded = try SVGFixture.loadDocument("""
            <!DOCTYPE svg [
              <!ENTITY long "a
              b">
            ]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
              <g>&long;</g>
              <rect width="3" height="2" transform="rotate("/>
            </svg>
            """)
        #expect(loaded.warnings.first?.line == 7, "\(loaded.warnings)")
    }

    @Test func aParameterEntityIsRefusedAtItsDeclaration() throws {
        let error = try #require(SVGFixture.error {
            try SVGFixture.loadDocument("<!DOCTYPE svg [\n<!ENTITY % p \"x\">\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
                                        name: "p.svg")
        })
        #expect(error.description == "p.svg line 2: parameter entities (<!ENTITY %) are not supported")
    }

    @Test func anExternalEntityIsRefused() throws {
        let error = try #require(SVGFixture.error {
            try SVGFixture.loadDocument("<!DOCTYPE svg [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>",
                                        name: "x.svg")
        })
        #expect(error.line == 2)
        #expect(error.reason.contains("external"))
    }

    @Test func anEntityThatRefersToItselfIsRefused() throws {
        let error = try #require(SVGFixture.error {
            try SVGFixture.loadDocument("<!DOCTYPE svg [\n<!ENTITY a \"&a;\">\n]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>&a;</title></svg>",
                                        name: "loop.svg")
        })
        #expect(error.description == "loop.svg line 4: entity 'a' nests more than 16 deep (or refers to itself)")
    }
}
