import Foundation
import Testing
@testable import SVGLoader

@Suite struct LayerListingTests {
    @Test func theHeaderWritesTheViewBoxAsSVGNumbersAndSaysTheFileIsAnnotated() throws {
        let loaded = try SVGFixture.load(#"<path data-layer="tick" data-draw-start="0.5" d="M0 0 L9 9" stroke="black"/>"#,
                                         root: #"data-symbol="1""#)
        let lines = LayerListing.text(for: loaded.symbol).split(separator: "\n").map(String.init)
        #expect(lines == ["test: viewBox 0 0 100 100, 1 layer, annotated",
                          "  tick: 1 shape, draw stroke, start 0.5"])
    }

    @Test func aPlainFileWithLayerAttributesIsListedAsPlainWithTheMissingRootAttributeNamed() throws {
        let loaded = try SVGFixture.loadDocument("""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24.5">
              <path data-layer="tick" d="M0 0 L9 9" stroke="black"/>
              <circle cx="18" cy="18" r="3"/>
            </svg>
            """)
        let lines = LayerListing.text(for: loaded.symbol).split(separator: "\n").map(String.init)
        #expect(lines.first == #"test: viewBox 0 0 24 24.5, 2 layers, plain (no data-symbol="1" on the root: data-* annotations are not read)"#)
        #expect(lines.dropFirst() == ["  path-1: 1 shape, draw stroke", "  circle-2: 1 shape, fallback"])
    }
}
