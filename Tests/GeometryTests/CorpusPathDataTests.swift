import Foundation
import Testing
@testable import Geometry

/// The shared corpus of third-party SVGs (`../shared/corpus` beside the package), when present.
private let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/corpus").standardizedFileURL

/// The `d` attributes of an SVG file, with XML character references decoded.
private func pathData(in file: URL) -> [String] {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
    var out: [String] = []
    var rest = text[...]
    while let r = rest.range(of: " d=\"") {
        rest = rest[r.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        out.append(decodeReferences(String(rest[..<end])))
        rest = rest[end...]
    }
    return out
}

private func decodeReferences(_ s: String) -> String {
    var out = ""
    var rest = s[...]
    while let amp = rest.firstIndex(of: "&") {
        out += rest[..<amp]
        guard let semi = rest[amp...].firstIndex(of: ";") else { break }
        let name = rest[rest.index(after: amp)..<semi]
        let code = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16)
            : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
        out += code.flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? String(rest[amp...semi])
        rest = rest[rest.index(after: semi)...]
    }
    return out + rest
}

/// The corpus files whose path data is all valid: the icon sets and the basic resvg tests.
/// (`resvg-full` holds tests of invalid path data on purpose, which the lenient parser covers.)
private func svgFiles() -> [URL] {
    ["icons", "resvg"].flatMap { folder -> [URL] in
        let root = corpus.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "svg" }
    }.sorted { $0.path < $1.path }
}

@Suite(.enabled(if: FileManager.default.fileExists(atPath: corpus.path), "needs ../shared/corpus"))
struct CorpusPathDataTests {
    @Test func everyPathInTheCorpusParsesStrictly() {
        var count = 0
        for file in svgFiles() {
            for d in pathData(in: file) {
                count += 1
                do { _ = try Path(svgPathData: d) } catch {
                    Issue.record("\(file.lastPathComponent): \(error)")
                }
            }
        }
        #expect(count > 1000)
    }

    /// resvg's path-grammar tests draw one path written two ways (spacing, packed flags,
    /// character references); both must give the same path.
    @Test func equivalentSpellingsInResvgTestsGiveTheSamePath() throws {
        let folder = corpus.appendingPathComponent("resvg/shapes/path")
        var compared = 0
        for name in ["extra-spaces", "M-A-trimmed", "no-commawsp-after-sweep-flag",
                     "no-commawsp-between-and-after-arc-flags", "no-commawsp-between-arc-flags",
                     "numeric-character-references"] {
            let ds = pathData(in: folder.appendingPathComponent(name + ".svg"))
            guard ds.count == 2 else { Issue.record("\(name): expected two paths, found \(ds.count)"); continue }
            #expect(try Path(svgPathData: ds[0]) == Path(svgPathData: ds[1]), "\(name)")
            compared += 1
        }
        #expect(compared == 6)
    }
}
