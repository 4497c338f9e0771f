import Foundation
import SVGLoader
import SymbolModel
import Testing
@testable import SymbolExport

@Suite struct MulticolorTemplateWritingTests {
    @Test func exportTemplateWritesEachLayersMulticolorAndItReadsBack() throws {
        let catalog = try #require(SymbolCatalog.bundled)
        for name in ["sun.max", "speaker.wave.2", "heart.fill"] {
            let original = try catalog.symbol(named: name)
            let output = try SymbolTemplateWriter().write(original)
            let back = try #require(try SVGLoader.template(data: Data(output.svg.utf8), name: name + ".svg"))
                .symbol(weight: .regular, scale: .medium).symbol
            #expect(back.layers.map(\.multicolor) == original.layers.map(\.multicolor), "\(name)")
        }
        #expect(SymbolTemplateWriter.multicolorName(.color(RGBA(1, 59 / 255, 48 / 255))) == "systemRedColor")
        #expect(SymbolTemplateWriter.multicolorName(.color(RGBA(0.1, 0.2, 0.3))) == "customColor")
        #expect(SymbolTemplateWriter.multicolorName(.accent) == "tintColor")
        #expect(SymbolTemplateWriter.multicolorName(nil) == "tintColor")
    }
}
