import Foundation
import PNGCodec
import Testing

/// The template commands as a user runs them: `export-template` writes a template that
/// `render --weight --scale`, `check` and `sheet` then read.
@Suite struct TemplateCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../SVGLoaderTests/Templates").standardizedFileURL

    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Ink of a PNG: alpha summed over every pixel, in pixels.
    func ink(_ path: String) throws -> Double {
        try PNGCodec.read(path).pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
    }

    @Test func anExportedTemplateRendersAtEveryWeightAndScale() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = folder.appendingPathComponent("sun.max.svg").path
        let export = try run(["export-template", "sun.max", "--out", template])
        #expect(export.status == 0, "\(export.err)")
        let text = try String(contentsOfFile: template, encoding: .utf8)
        for id in ["Ultralight-S", "Regular-S", "Black-S", "Baseline-M", "Capline-L", "left-margin-Regular-S", "template-version"] {
            #expect(text.contains("id=\"\(id)\""), "\(id)")
        }
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sun.max.svg"])

        var inks: [Double] = []
        for weight in ["ultralight", "regular", "bold", "black"] {
            let png = folder.appendingPathComponent("\(weight).png").path
            let render = try run(["render", template, "--weight", weight, "--scale", "large", "--size", "96", "--out", png])
            #expect(render.status == 0, "\(render.err)")
            inks.append(try ink(png))
        }
        #expect(zip(inks, inks.dropFirst()).allSatisfy { $0 < $1 }, "\(inks)")

        let check = try run(["check", "--verbose", template])
        #expect(check.status == 0)
        #expect(check.out.contains("SF Symbols template (Ultralight-S, Regular-S, Black-S)"), "\(check.out)")
        #expect(check.out.contains("1 file: 1 clean"), "\(check.out)")

        let sheet = try run(["sheet", template, "--weights", "all", "--size", "48", "--out", folder.appendingPathComponent("sheet.png").path])
        #expect(sheet.status == 0, "\(sheet.err)")
    }

    @Test func checkWarnsThatGuidePointsFallBackToTheAutomaticDraw() throws {
        let result = try run(["check", Self.fixtures.appendingPathComponent("gauge.needle.draw.svg").path])
        #expect(result.status == 0)
        #expect(result.out.contains("data-clipstroke-keyframes") && result.out.contains("automatic draw"), "\(result.out)")
    }

    @Test func badExportsSayWhatIsWrong() throws {
        let wrongName = try run(["export-template", "sun.max", "--out", "/tmp/sun.png"])
        #expect(wrongName.status == 2 && wrongName.err.contains("must end in .svg"))
        let noFolder = try run(["export-template", "sun.max", "--out", "/nonexistent-folder/x/sun.svg"])
        #expect(noFolder.status == 1 && noFolder.err.contains("symbolview export-template:"), "\(noFolder.err)")
        let unknown = try run(["export-template", "no.such.symbol", "--out", "/tmp/x.svg"])
        #expect(unknown.status == 1 && unknown.err.contains("no.such.symbol"), "\(unknown.err)")
    }

    @Test func mismatchedMastersStopRenderWithTheReason() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines = try String(contentsOf: Self.fixtures.appendingPathComponent("gauge.needle.svg"), encoding: .utf8).components(separatedBy: "\n")
        let black = try #require(lines.firstIndex { $0.contains("<g id=\"Black-S\"") })
        lines.remove(at: black + 1)
        let broken = folder.appendingPathComponent("broken.svg")
        try lines.joined(separator: "\n").write(to: broken, atomically: true, encoding: .utf8)
        let result = try run(["render", broken.path, "--out", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 1)
        #expect(result.err.contains("broken.svg") && result.err.contains("Regular-S has 3 paths and Black-S has 2"), "\(result.err)")
    }
}
