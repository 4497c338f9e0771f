import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct PlainFileLayeringTests {
    @Test func everyStrokedShapeBecomesATracingLayerAndFilledOnesUseTheFallback() throws {
        let loaded = try SVGFixture.load("""
            <g fill="none" stroke="currentColor">
              <path id="first" d="M0 0 L9 9"/>
              <circle cx="25" cy="5" r="3" fill="red" stroke="none"/>
              <line x1="40" y1="0" x2="44" y2="4"/>
            </g>
            """)
        let s = loaded.symbol
        #expect(!s.isAnnotated)
        #expect(s.layers.map(\.id) == ["first", "circle-2", "line-3"])
        let kinds = s.layers.map { layer -> String in
            switch layer.draw.kind {
            case .stroke: return "stroke"
            case .fallback: return "fallback"
            default: return "other"
            }
        }
        #expect(kinds == ["stroke", "fallback", "stroke"])
        #expect(s.layers.allSatisfy { $0.shapes.count == 1 && $0.hierarchy == .primary })
    }

    @Test func otherDataAttributesInAPlainFileAreIgnoredQuietly() throws {
        let loaded = try SVGFixture.load(#"<path data-slot="icon" data-name="x" d="M0 0 L9 9" stroke="black"/>"#)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.symbol.layers.count == 1)
    }

    /// Marking layers but forgetting `data-symbol="1"` silently loses every annotation; say so.
    @Test func dataLayerWithoutDataSymbolWarnsOnceThatTheFileIsReadAsPlain() throws {
        let loaded = try SVGFixture.load(#"<path data-layer="x" d="M0 0 L9 9" stroke="black"/><path data-layer="y" d="M20 9 L29 0" stroke="black"/>"#)
        #expect(loaded.warnings.count == 1)
        #expect(loaded.warnings.first?.description.contains("data-symbol") == true)
        #expect(loaded.symbol.isAnnotated == false)
        #expect(loaded.symbol.layers.count == 2)
    }

    @Test func repeatedElementIDsStillGiveUniqueLayerIDs() throws {
        let loaded = try SVGFixture.load(#"<rect id="a" width="2" height="2"/><rect id="a" x="6" width="2" height="2"/>"#)
        let ids = loaded.symbol.layers.map(\.id)
        #expect(Set(ids).count == 2)
    }
}
