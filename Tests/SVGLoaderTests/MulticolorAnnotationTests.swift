import Foundation
import Geometry
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct MulticolorAnnotationTests {
    let root = #"data-symbol="1" fill="currentColor""#

    @Test func dataMulticolorReadsAccentSystemNamesAndCSSColours() throws {
        let loaded = try SVGFixture.load("""
            <rect data-layer="a" data-multicolor="accent" width="5" height="5"/>
            <rect data-layer="b" data-multicolor="systemRed" width="5" height="5"/>
            <rect data-layer="c" data-multicolor="#34c759" width="5" height="5"/>
            <rect data-layer="d" data-multicolor="rgb(0, 122, 255)" width="5" height="5"/>
            <rect data-layer="e" data-multicolor="currentColor" width="5" height="5"/>
            <rect data-layer="f" width="5" height="5"/>
            """, root: root)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let paints = loaded.symbol.layers.map(\.multicolor)
        #expect(paints[0] == .accent)
        #expect(paints[1] == .color(RGBA(1, 59 / 255, 48 / 255)))
        #expect(paints[2] == .color(RGBA(52 / 255, 199 / 255, 89 / 255)))
        #expect(paints[3] == .color(RGBA(0, 122 / 255, 1)))
        #expect(paints[4] == .accent)
        #expect(paints[5] == nil)
    }

    @Test func anUnreadableMulticolorIsAnErrorNamingTheAttributeAndLine() throws {
        #expect {
            try SVGFixture.load("""
                <rect data-layer="a" data-multicolor="systemTartan" width="5" height="5"/>
                """, root: root)
        } throws: { error in
            let text = "\(error)"
            return text.contains("data-multicolor") && text.contains("systemTartan") && text.contains("rect")
        }
    }

    @Test func dataMulticolorOutsideALayerWarns() throws {
        let loaded = try SVGFixture.load("""
            <g data-layer="a"><rect data-multicolor="red" width="5" height="5"/></g>
            """, root: root)
        #expect(loaded.warnings.contains { "\($0)".contains("data-multicolor") })
    }

    @Test func aPlainSVGHasNoMulticolorOfItsOwnAndKeepsItsPaints() throws {
        let loaded = try SVGFixture.load(##"<rect width="5" height="5" fill="#ff0000"/>"##)
        #expect(loaded.symbol.layers.allSatisfy { $0.multicolor == nil })
        #expect(loaded.symbol.layers[0].shapes[0].style.fill == .color(RGBA(1, 0, 0)))
    }

    @Test func templatesTakeTheirMulticolorClassesColours() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Templates")
        let gauge = folder.appendingPathComponent("gauge.needle.svg")
        let loaded = try SVGLoader.load(contentsOf: gauge)
        // ring: multicolor-0:systemGrayColor, dot: multicolor-1:tintColor, needle: multicolor-2:systemRedColor.
        #expect(loaded.symbol.layers.map(\.multicolor) == [
            .color(RGBA(142 / 255, 142 / 255, 147 / 255)), .accent, .color(RGBA(1, 59 / 255, 48 / 255)),
        ])
        // A fill in the class's rule wins over the name.
        let text = try String(contentsOf: gauge, encoding: .utf8)
            .replacingOccurrences(of: ".multicolor-2:systemRedColor {", with: ".multicolor-2:systemRedColor {fill:#123456;")
        let edited = try SVGLoader.load(data: Data(text.utf8), name: "gauge.svg")
        #expect(edited.symbol.layers[2].multicolor == .color(RGBA(0x12 / 255.0, 0x34 / 255.0, 0x56 / 255.0)))
    }

    @Test func everyCatalogSymbolHasAMulticolorDesignAndSeveralUseTwoHues() throws {
        let catalog = try #require(SymbolCatalog.bundled)
        #expect(catalog.names.count == 18)
        var twoColour: [String] = []
        for name in catalog.names {
            let symbol = try catalog.symbol(named: name)
            #expect(symbol.layers.allSatisfy { $0.multicolor != nil }, "\(name) has a layer without data-multicolor")
            let fixed = Set(symbol.layers.compactMap { layer -> RGBA? in
                if case .color(let c)? = layer.multicolor { return c }
                return nil
            })
            let accents = symbol.layers.contains { $0.multicolor == .accent } ? 1 : 0
            if fixed.count + accents >= 2 { twoColour.append(name) }
        }
        #expect(twoColour.count >= 3, "\(twoColour)")
    }
}
