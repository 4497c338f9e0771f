import Foundation
import Geometry
import SymbolAssets
import SymbolModel
import Testing
@testable import SVGLoader

@Suite struct SymbolCatalogTests {
    /// A catalog over a temporary directory holding `names`, each a one-stroke symbol.
    func catalog(_ names: [String]) throws -> SymbolCatalog {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for name in names {
            let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="M10 10 L90 90" stroke="currentColor"/></svg>"#
            try Data(svg.utf8).write(to: dir.appendingPathComponent(name + ".svg"))
        }
        return SymbolCatalog(directory: dir)
    }

    @Test func namesListTheSVGFilesSorted() throws {
        let c = try catalog(["sun.max", "heart.fill", "wind"])
        #expect(c.names == ["heart.fill", "sun.max", "wind"])
        #expect(try c.symbol(named: "sun.max").name == "sun.max")
    }

    @Test func anUnknownNameListsTheNamesAndSuggestsTheClosest() throws {
        let c = try catalog(["sun.max", "heart.fill", "wind"])
        #expect {
            try c.symbol(named: "sun.mx")
        } throws: { error in
            let text = "\(error)"
            return text.contains("no symbol named 'sun.mx'") && text.contains("Did you mean 'sun.max'?")
                && text.contains("heart.fill, sun.max, wind")
        }
        #expect(SymbolCatalog.closest(to: "zzzzzzzz", in: ["sun.max", "wind"]) == nil)
    }

    @Test func loadedSymbolsAreCached() throws {
        let c = try catalog(["wind"])
        _ = try c.symbol(named: "wind")
        try FileManager.default.removeItem(at: c.directory.appendingPathComponent("wind.svg"))
        #expect(try c.symbol(named: "wind").layers.count == 1)
    }

    @Test func thePlaceholderIsAStrokedFrameAndQuestionMarkNamedAsAsked() throws {
        let p = SymbolCatalog.placeholder(named: "no.such.symbol")
        #expect(p.name == "no.such.symbol")
        #expect(p.isAnnotated)
        #expect(p.layers.map(\.id) == ["frame", "question", "dot"])
        #expect(p.layers.allSatisfy { $0.shapes.allSatisfy { $0.style.stroke == .tint && $0.style.fill == nil } })
    }

    /// The eleven seed symbols of issue 3.
    static let seedNames = ["arrow.trianglehead.2.clockwise", "checkmark.circle", "cloud.rain", "fan.fill", "gearshape.2.fill",
                            "heart.fill", "scribble", "signature", "sparkles", "sun.max", "wind"]

    @Test(.enabled(if: SymbolCatalog.locateBundledSymbols() != nil, "assets/symbols is absent"))
    func everyBundledSymbolLoadsCleanlyWithItsAnnotations() throws {
        let catalog = try SymbolCatalog()
        #expect(Set(Self.seedNames).isSubset(of: Set(catalog.names)))
        for name in catalog.names {
            let loaded = try catalog.loaded(named: name)
            #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
            #expect(loaded.symbol.isAnnotated, "\(name) has no data-symbol")
            #expect(loaded.symbol.viewBox == Rect(x: 0, y: 0, width: 100, height: 100), "\(name)")
            #expect(!loaded.symbol.layers.isEmpty && loaded.symbol.layers.allSatisfy { !$0.shapes.isEmpty }, "\(name)")
        }
    }

    @Test func theResourceBundleHoldsEveryCatalogSymbol() throws {
        let resources = try #require(SymbolAssets.symbolsDirectory, "the SymbolAssets resource bundle was not found")
        let names = try FileManager.default.contentsOfDirectory(atPath: resources.path)
        #expect(Set(Self.seedNames.map { $0 + ".svg" }).isSubset(of: Set(names)))
        #expect(SymbolCatalog.locateBundledSymbols() == resources)
    }

    @Test func theEnvironmentVariableComesFirstAmongTheAssetLocations() throws {
        let dirs = SymbolCatalog.candidateDirectories(environment: ["SYMBOLVIEW_ASSETS": "/opt/sv"],
                                                      executable: URL(fileURLWithPath: "/usr/local/bin/symbolview"),
                                                      resources: URL(fileURLWithPath: "/usr/local/bin/x_SymbolAssets.resources/symbols"))
        #expect(dirs.map(\.path).prefix(5) == ["/opt/sv", "/opt/sv/symbols", "/usr/local/bin/x_SymbolAssets.resources/symbols",
                                                "/usr/local/share/symbolview/symbols", "/usr/local/bin/assets/symbols"])
        #expect(dirs.last?.path.hasSuffix("/assets/symbols") == true)
    }
}
