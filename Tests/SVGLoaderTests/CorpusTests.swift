import Foundation
import Testing
@testable import SVGLoader

/// The third-party icon sets in ../shared/corpus (feather, heroicons), when present.
@Suite struct CorpusTests {
    static let iconsDirectory: URL? = {
        guard let root = SymbolCatalog.packageRoot() else { return nil }
        let dir = root.deletingLastPathComponent().appendingPathComponent("shared/corpus/icons")
        return FileManager.default.fileExists(atPath: dir.path) ? dir : nil
    }()

    @Test(.enabled(if: iconsDirectory != nil, "../shared/corpus/icons is absent"))
    func everyCorpusIconLoadsWithoutWarnings() throws {
        let dir = try #require(Self.iconsDirectory)
        let walker = try #require(FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in walker where url.pathExtension == "svg" {
            count += 1
            do {
                let loaded = try SVGLoader.load(contentsOf: url)
                #expect(!loaded.symbol.layers.isEmpty, "\(url.lastPathComponent) has no layers")
                #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
            } catch {
                Issue.record("\(url.path): \(error)")
            }
        }
        #expect(count > 900)
    }
}
