import Conformance
import Foundation
import Testing

/// The resvg test suite in ../shared/corpus/resvg, rendered and compared with resvg's own renders
/// at ``ImageTolerance/resvg``. The floor is the measured pass rate less a small margin, so a
/// regression fails while a fix needs only the floor raised (see docs/conformance.md).
@Suite struct ResvgConformanceTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/corpus/resvg").standardizedFileURL
    static let corpusIsPresent = FileManager.default.fileExists(atPath: corpus.path)

    /// Measured: 206 of 206 (100 %). The floor lets two tests regress before failing.
    static let minimumPassRate = 0.99

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/resvg is absent"))
    func theResvgSuitePassesAtLeastTheMeasuredRate() {
        let suite = ConformanceSuite(directory: Self.corpus)
        let results = suite.run()
        #expect(results.count >= 200, "expected the 206 resvg tests, found \(results.count)")
        let rate = Double(results.filter(\.passed).count) / Double(max(results.count, 1))
        let failures = results.filter { !$0.passed }.map(\.summary).joined(separator: "\n")
        #expect(rate >= Self.minimumPassRate, "pass rate \(rate) fell below \(Self.minimumPassRate); failures:\n\(failures)")
    }

    @Test(.enabled(if: corpusIsPresent, "../shared/corpus/resvg is absent"))
    func everyTestIsNamedByItsPathBelowTheCorpus() {
        let suite = ConformanceSuite(directory: Self.corpus)
        let file = Self.corpus.appendingPathComponent("shapes/rect/simple-case.svg")
        let result = suite.check(file)
        #expect(result.name == "shapes/rect/simple-case")
        #expect(result.passed, "\(result.summary)")
    }
}
