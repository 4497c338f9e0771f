import CommandOptions
import Conformance
import Foundation
import PNGCodec
import Raster
import SVGLoader
import Scenes

/// `symbolview conformance [DIR] [--all] [--strips OUTDIR]`: renders every SVG test under DIR (by default
/// the resvg suite in ../shared/corpus/resvg beside the repository, see ``SharedFolder``) at its reference PNG's size, as resvg does, compares
/// the two at ``ImageTolerance/resvg`` and prints the pass rate and every failure with its
/// category. With `--strips`, each failing test is also written to OUTDIR as a strip: our render,
/// the reference, and the differing pixels (grey within the channel delta, red beyond it, blue
/// beyond the gross delta). `--all` lists every test with its share of differing pixels and
/// writes strips of passing tests too.
/// Exits 1 when any test fails.
func runConformance(_ arguments: [String]) -> Int32 {
    let defaultDirectory = SharedFolder.path("corpus/resvg")
    let usage = """
        usage: symbolview conformance [DIR] [--all] [--strips OUTDIR]

          DIR             the resvg test suite: SVG tests beside their reference PNGs (default
                          \(defaultDirectory), the optional shared folder beside the repository)
          --all           list every test with its share of differing pixels, and with --strips
                          write strips of passing tests too (default: failures only)
          --strips OUTDIR write each failing test as a strip (ours, the reference, the difference)
                          into OUTDIR (default: no strips)

        Exits 1 when any test fails.
        """
    var listAll = false
    var directory = defaultDirectory
    var stripsDirectory: String?
    var words = OptionCursor(arguments)
    while let word = words.next() {
        switch word {
        case "--strips":
            do {
                stripsDirectory = try words.value(for: word, orThrow: UsageError.init)
            } catch let e as UsageError {
                printConformanceError("\(e.message) (a folder)\n\(usage)"); return 2
            } catch {
                return 2
            }
        case "--all": listAll = true
        case "-h", "--help": print(usage); return 0
        default:
            if word.hasPrefix("-") { printConformanceError("\(ConformanceHelp.table.unknownOption(word))\n\(usage)"); return 2 }
            directory = word
        }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
        printConformanceError("symbolview conformance: \(directory) is not a folder (give the resvg test suite's folder; by default it is \(defaultDirectory), in the optional shared folder beside the repository)")
        return 2
    }
    if let stripsDirectory {
        try? FileManager.default.createDirectory(atPath: stripsDirectory, withIntermediateDirectories: true)
    }
    let suite = ConformanceSuite(directory: URL(fileURLWithPath: directory))
    var results: [ConformanceResult] = []
    for file in suite.testFiles() {
        let result = suite.check(file)
        results.append(result)
        if !result.passed || listAll, let stripsDirectory {
            writeComparison(of: file, result: result, suite: suite, into: stripsDirectory)
        }
    }
    let passed = results.filter(\.passed).count
    let rate = results.isEmpty ? 0 : Double(passed) / Double(results.count) * 100
    print("\(passed) of \(results.count) tests pass (\(String(format: "%.1f", rate))%)")
    print("tolerance: \(suite.tolerance)")
    let failures = results.filter { !$0.passed }
    if listAll {
        print("\nevery test (share of differing pixels, grossly wrong pixels, largest channel difference):")
        for r in results {
            let detail = r.difference.map {
                String(format: "%.2f%%, %d gross, max delta %d", $0.differingFraction * 100, $0.grossPixels, $0.maxChannelDelta)
            } ?? "-"
            print("  \(r.passed ? "pass" : "FAIL")  \(r.name)  (\(detail))")
        }
    }
    if !failures.isEmpty {
        print("\nfailures:")
        for f in failures { print("  " + f.summary) }
    }
    return failures.isEmpty ? 0 : 1
}

/// Writes our render, the reference and the differing pixels side by side.
private func writeComparison(of svg: URL, result: ConformanceResult, suite: ConformanceSuite, into folder: String) {
    guard let reference = try? PNGCodec.read(svg.deletingPathExtension().appendingPathExtension("png").path),
          let loaded = try? SVGLoader.load(contentsOf: svg) else { return }
    let w = reference.width, h = reference.height
    let ours = ResvgStyleRender.render(loaded.symbol, width: w, height: h)
    let strip = Canvas(width: 3 * w, height: h)
    strip.draw(ours, x: 0, y: 0)
    strip.draw(reference, x: w, y: 0)
    let diff = Canvas(width: w, height: h)
    if ours.width == w && ours.height == h {
        for i in 0..<(w * h) {
            let delta = ImageDifference.channelDelta(ours.pixels[i], reference.pixels[i])
            if delta > suite.tolerance.grossDelta { diff.pixels[i] = 0xFF00_00FF }
            else if delta > suite.tolerance.channelDelta { diff.pixels[i] = 0xFFFF_0000 }
            else if delta > 0 { diff.pixels[i] = 0xFFC0_C0C0 }
        }
    }
    strip.draw(diff, x: 2 * w, y: 0)
    let file = result.name.replacingOccurrences(of: "/", with: "--") + ".png"
    try? PNGCodec.write(strip, to: (folder as NSString).appendingPathComponent(file))
}

private func printConformanceError(_ text: String) {
    FileHandle.standardError.write((text + "\n").data(using: .utf8)!)
}
