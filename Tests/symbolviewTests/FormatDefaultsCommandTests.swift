import Foundation
import Testing

/// Defaults that follow the format and messages that name the thing, through the built binary:
/// a sticker's one size, `export` without an effect, a bitmap given as an icon, and `check`'s
/// warnings grouped by kind.
@Suite struct FormatDefaultsCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    /// A new folder for one test's files, removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("format-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aStickerIs512SquareWithoutSizeAndAnotherSizeIsRefusedWithTheReason() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let tgs = dir.appendingPathComponent("bell.tgs").path
        // Telegram's container refuses any canvas but 512x512, so writing it at all is the proof.
        let made = try run(["export", "bell", "--effect", "bounce", "--out", tgs])
        #expect(made.status == 0, "\(made.err)")
        #expect(FileManager.default.fileExists(atPath: tgs))
        #expect(try run(["export", "bell", "--effect", "bounce", "--size", "512", "--out", tgs]).status == 0)
        for size in [["--size", "256"], ["--size", "512x256"], ["--width", "300"]] {
            let refused = try run(["export", "bell", "--effect", "bounce"] + size + ["--out", tgs])
            #expect(refused.status == 2, "\(size)")
            #expect(refused.err.contains("a Telegram sticker (.tgs) is always 512x512 pixels; leave --size out"), "\(refused.err)")
        }
        // Other formats keep render's default size.
        let json = dir.appendingPathComponent("bell.json").path
        #expect(try run(["export", "bell", "--effect", "bounce", "--out", json]).status == 0)
        let lottie = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        #expect(lottie["w"] as? Double == 128 && lottie["h"] as? Double == 128)
    }

    @Test func exportWithoutAnEffectIsRefusedWithTheEffectsAndNoneExportsAStill() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = dir.appendingPathComponent("bell.json").path
        let refused = try run(["export", "bell", "--out", json])
        #expect(refused.status == 2)
        #expect(refused.err.contains("--effect is required"))
        for effect in ["drawOn", "drawOff", "bounce", "wiggle", "pulse", "scale", "breathe", "rotate", "variableColor", "appear",
                       "disappear", "replace"] {
            #expect(refused.err.contains(effect), "\(effect)")
        }
        #expect(!FileManager.default.fileExists(atPath: json))
        let still = try run(["export", "bell", "--effect", "none", "--out", json])
        #expect(still.status == 0, "\(still.err)")
        #expect(FileManager.default.fileExists(atPath: json))
    }

    @Test func aBitmapGivenAsAnIconIsNamedByEveryCommand() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A real PNG, made by render, under names that hide it.
        let png = dir.appendingPathComponent("heart.png").path
        #expect(try run(["render", "heart.fill", "--out", png]).status == 0)
        let disguised = dir.appendingPathComponent("heart.svg").path
        try FileManager.default.copyItem(atPath: png, toPath: disguised)
        let out = dir.appendingPathComponent("out.png").path, json = dir.appendingPathComponent("out.json").path
        let commands: [[String]] = [
            ["render", png, "--out", out], ["render", disguised, "--out", out],
            ["export", png, "--effect", "bounce", "--out", json], ["sheet", disguised, "--out", out],
            ["check", disguised], ["export-template", disguised, "--out", dir.appendingPathComponent("t.svg").path],
        ]
        for command in commands {
            let result = try run(command)
            #expect(result.status == 1, "\(command)")
            #expect((result.err + result.out).contains("a PNG image, not an SVG: symbolview draws vector icons"), "\(command): \(result.err)")
            #expect(!(result.err + result.out).contains("UTF-8"), "\(command)")
        }
    }

    @Test func checkPrintsOneLinePerKindOfProblemPerFileWithACount() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Three logos, each with four gradients whose transforms collapse them, each a different value.
        for logo in 1...3 {
            var svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><defs>\n"
            for g in 1...4 {
                svg += "<linearGradient id='g\(g)' gradientTransform='matrix(0 0 0 0 \(logo) \(g))'>"
                    + "<stop offset='0' stop-color='red'/><stop offset='1' stop-color='blue'/></linearGradient>\n"
            }
            svg += "</defs>\n" + (1...4).map { "<rect x='\($0 * 20)' width='10' height='10' fill='url(#g\($0))'/>" }.joined()
            svg += "<foo/></svg>\n"
            try svg.write(to: dir.appendingPathComponent("logo\(logo).svg"), atomically: true, encoding: .utf8)
        }
        let summary = try run(["check", dir.path])
        #expect(summary.status == 0)
        let kinds = summary.out.split(separator: "\n").filter { $0.hasPrefix("  ") }
        // Two kinds of problem, each in three files: two lines, not one per value.
        #expect(kinds.count == 2, "\(summary.out)")
        #expect(kinds.contains { $0.contains("3") && $0.contains("gradientTransform '…' collapses the gradient") }, "\(summary.out)")

        let verbose = try run(["check", "--verbose", dir.appendingPathComponent("logo2.svg").path])
        let lines = verbose.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("logo2.svg: 5 warnings of 2 kinds") == true, "\(verbose.out)")
        let gradients = lines.filter { $0.hasPrefix("    ") && $0.contains("gradientTransform") }
        #expect(gradients.count == 1)
        #expect(gradients.first?.contains("'matrix(0 0 0 0 2 1)' collapses the gradient; ignored (and 3 more like it: lines 3, 4, 5)") == true,
                "\(gradients)")
    }
}
