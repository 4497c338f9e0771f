import Foundation
import PNGCodec
import Raster
import SVGLoader

/// A folder of SVG tests, each `X.svg` beside its reference render `X.png` (the layout of the
/// resvg test suite), checked by rendering every SVG at its reference's size and comparing.
public struct ConformanceSuite: Sendable {
    /// The folder searched recursively for `.svg` files.
    public var directory: URL
    public var tolerance: ImageTolerance

    public init(directory: URL, tolerance: ImageTolerance = .resvg) {
        self.directory = directory
        self.tolerance = tolerance
    }

    /// Every test's `.svg` file, sorted by path so runs list results in the same order.
    public func testFiles() -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "svg" }
            .sorted { $0.path < $1.path }
    }

    /// Runs every test.
    public func run() -> [ConformanceResult] { testFiles().map { check($0) } }

    /// Renders one test and compares it with its reference.
    public func check(_ svg: URL) -> ConformanceResult {
        let name = testName(of: svg)
        let referencePath = svg.deletingPathExtension().appendingPathExtension("png").path
        let reference: Canvas
        do {
            reference = try PNGCodec.read(referencePath)
        } catch {
            return ConformanceResult(name: name, failure: .noReference("\(error)"), difference: nil)
        }
        let loaded: LoadedSymbol
        do {
            loaded = try SVGLoader.load(contentsOf: svg)
        } catch {
            let message = (error as? SVGLoadError).map { $0.reason } ?? "\(error)"
            // A file resvg renders as nothing (an invalid size) passes when we refuse it and its
            // reference is empty.
            let empty = Canvas(width: reference.width, height: reference.height)
            let difference = ImageDifference(empty, against: reference, tolerance: tolerance)
            if tolerance.accepts(difference) { return ConformanceResult(name: name, failure: nil, difference: difference) }
            return ConformanceResult(name: name, failure: .notLoaded(message), difference: nil)
        }
        let image = ResvgStyleRender.render(loaded.symbol, width: reference.width, height: reference.height)
        let difference = ImageDifference(image, against: reference, tolerance: tolerance)
        if tolerance.accepts(difference) { return ConformanceResult(name: name, failure: nil, difference: difference) }
        let failure: ConformanceResult.Failure = loaded.warnings.isEmpty
            ? .differs : .differsAfterWarnings(loaded.warnings.map { w in (w.element.map { "<\($0)> " } ?? "") + w.message })
        return ConformanceResult(name: name, failure: failure, difference: difference)
    }

    /// The path of `svg` below ``directory``, without its extension.
    func testName(of svg: URL) -> String {
        let base = directory.standardizedFileURL.path
        var path = svg.standardizedFileURL.deletingPathExtension().path
        if path.hasPrefix(base + "/") { path.removeFirst(base.count + 1) }
        return path
    }
}
