import Foundation
import Testing
@testable import FuzzCSS
@testable import FuzzKeyScript
@testable import FuzzOptions
@testable import FuzzPathData
@testable import FuzzSVG
@testable import FuzzGPA
@testable import FuzzExportSVG
@testable import FuzzExportTemplate
@testable import FuzzExportGPA

/// Every seed of the fuzz corpora, and every input a fuzz run ever crashed on, goes through its
/// fuzz target's function in the normal test build, with Swift's checks on and no sanitizer.
///
/// A crash input is kept in `fuzz/regressions/<target>/`, named after what it did, once its
/// cause is fixed; this test then keeps it fixed. The seeds make sure the targets still accept
/// what they were written for.
@Suite struct FuzzInputReplayTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let targets: [(name: String, body: (Data) -> Void)] = [
        ("path-data", fuzzPathData), ("svg", fuzzSVG), ("css", fuzzCSS),
        ("key-script", fuzzKeyScript), ("options", fuzzOptions), ("gpa", fuzzGPA),
        ("export-svg", fuzzExportSVG), ("export-template", fuzzExportTemplate), ("export-gpa", fuzzExportGPA),
    ]

    static func inputs(in folder: String, for target: String) -> [URL] {
        let url = fuzzFolder.appendingPathComponent(folder).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }

    @Test func everyTargetHasSeeds() {
        for target in Self.targets {
            #expect(Self.inputs(in: "corpus", for: target.name).count >= 10, "fuzz/corpus/\(target.name)")
        }
    }

    @Test(arguments: ["path-data", "svg", "css", "key-script", "options", "gpa", "export-svg", "export-template", "export-gpa"])
    func everySeedAndRegressionInputRunsWithoutACrash(target: String) throws {
        let body = try #require(Self.targets.first { $0.name == target }).body
        for file in Self.inputs(in: "corpus", for: target) + Self.inputs(in: "regressions", for: target) {
            body(try Data(contentsOf: file))
        }
    }
}
