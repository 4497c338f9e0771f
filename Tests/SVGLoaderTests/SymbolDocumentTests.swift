import Foundation
import Testing
@testable import SVGLoader

/// The one door for input formats: the kind is decided by content as well as by name.
@Suite struct SymbolDocumentTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Templates")
    static let gpaFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/gpa").standardizedFileURL

    static let plain = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><path d='M1 1 L9 9'/></svg>"
    /// A GTK path animation whose root declares the namespace and nothing else of GTK's.
    static let namespaceOnly = """
        <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa'><path d='M2 2 L14 14' stroke='black'/></svg>
        """

    @Test func aPlainSVGIsASymbol() throws {
        let document = try SymbolDocument.open(data: Data(Self.plain.utf8), name: "line.svg")
        #expect(document.kind == .symbol)
        #expect(document.symbol()?.symbol.name == "line")
    }

    @Test func aGPADocumentIsAPathAnimationWhateverItsName() throws {
        let text = try String(contentsOf: Self.gpaFixtures.appendingPathComponent("view-refresh.gpa"), encoding: .utf8)
        for name in ["view-refresh.gpa", "view-refresh.svg", "view-refresh"] {
            let document = try SymbolDocument.open(data: Data(text.utf8), name: name)
            #expect(document.kind == .pathAnimation, "\(name)")
            #expect(document.symbol() == nil)
            if case .pathAnimation(let gpa) = document { #expect(gpa.icon.name == "view-refresh") }
        }
    }

    @Test func theGPANamespaceAloneMakesAPathAnimation() throws {
        let document = try SymbolDocument.open(data: Data(Self.namespaceOnly.utf8), name: "icon.svg")
        #expect(document.kind == .pathAnimation)
    }

    @Test func aGPANameMakesAPathAnimationWithoutTheNamespace() throws {
        let text = "<svg width='16' height='16'><path d='M2 2 L14 14'/></svg>"
        #expect(try SymbolDocument.open(data: Data(text.utf8), name: "bare.GPA").kind == .pathAnimation)
        #expect(try SymbolDocument.open(data: Data(text.utf8), name: "bare.svg").kind == .symbol)
    }

    @Test func anSFSymbolsTemplateIsATemplateWhateverItsName() throws {
        let url = Self.templates.appendingPathComponent("gauge.needle.svg")
        let data = try Data(contentsOf: url)
        for name in ["gauge.needle.svg", "gauge.needle.xml", "gauge.needle"] {
            let document = try SymbolDocument.open(data: data, name: name)
            #expect(document.kind == .template, "\(name)")
            // The template's own design for the weight, the same as the loader gives.
            let bold = try #require(document.symbol(weight: .bold, scale: .large)).symbol
            let loaded = try SVGLoader.load(data: data, name: name, weight: .bold, scale: .large).symbol
            #expect(bold.fixedWeight == .bold && bold.viewBox == loaded.viewBox && bold.layers.count == loaded.layers.count)
        }
    }

    @Test func aFileIsReadFromDiskAndAFolderIsRefusedByWhatItIs() throws {
        let folder = NSTemporaryDirectory() + "symbolview-door-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/drawing.svg"
        try Self.namespaceOnly.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try SymbolDocument.open(contentsOf: URL(fileURLWithPath: file)).kind == .pathAnimation)
        #expect(try SymbolDocument.open(file).kind == .pathAnimation)
        let error = try #require(throws: SVGLoadError.self) { try SymbolDocument.open(contentsOf: URL(fileURLWithPath: folder)) }
        #expect(error.description.contains("this is a folder"))
    }

    @Test func aCommandLineWordNamesAFileOrACatalogSymbol() {
        #expect(SymbolDocument.isFileReference("icons/wind"))
        #expect(SymbolDocument.isFileReference("wind.svg"))
        #expect(SymbolDocument.isFileReference("refresh.GPA"))
        #expect(!SymbolDocument.isFileReference("sun.max"))
        #expect(SymbolDocument.Kind(name: "a.gpa") == .pathAnimation)
        #expect(SymbolDocument.Kind(name: "a.Svg") == .symbol)
        #expect(SymbolDocument.Kind(name: "a.png") == nil)
    }
}
