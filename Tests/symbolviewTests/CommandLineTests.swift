import Foundation
import PNGCodec
import Testing
@testable import symbolview

/// The installed tool's own surface: `--version`, `list`, `list --json`, and the suggestion for a
/// misspelled option, run as a user would, through the built binary beside the test bundle.
@Suite struct CommandLineTests {
    /// The symbolview binary SwiftPM built beside this test bundle.
    static let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("symbolview")

    /// Runs the binary from `/` (so nothing can be found relative to the checkout) and returns its
    /// exit status, standard output and standard error.
    func run(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func versionPrintsTheOneVersionConstant() throws {
        #expect(symbolviewVersion.split(separator: ".").count == 3)
        #expect(symbolviewVersion.split(separator: ".").allSatisfy { Int($0) != nil })
        let result = try run(["--version"])
        #expect(result.status == 0)
        #expect(result.out == "symbolview \(symbolviewVersion)\n")
    }

    @Test func listPrintsTheCatalogNamesOneALine() throws {
        let result = try run(["list"])
        #expect(result.status == 0)
        let names = result.out.split(separator: "\n").map(String.init)
        #expect(names.contains("heart.fill") && names.contains("checkmark.circle"))
        #expect(names == names.sorted())
    }

    @Test func listJSONGivesEachSymbolWithItsLayersAndAnnotations() throws {
        let result = try run(["list", "--json"])
        #expect(result.status == 0)
        let symbols = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let names = symbols.compactMap { $0["name"] as? String }
        #expect(names == (try run(["list"])).out.split(separator: "\n").map(String.init))
        let gears = try #require(symbols.first { $0["name"] as? String == "gearshape.2.fill" })
        let layers = try #require(gears["layers"] as? [[String: Any]])
        #expect(layers.count == 2)
        #expect(layers.allSatisfy { $0["rotation"] is [String: Any] && $0["draw"] as? String == "guide" })
    }

    @Test func aMisspelledOptionIsAnsweredWithTheClosestOne() throws {
        let viewer = try run(["--scen", "loader"])
        #expect(viewer.status == 2)
        #expect(viewer.err.contains("did you mean `--scene`?"))
        let render = try run(["render", "heart.fill", "--outt", "x.png"])
        #expect(render.status == 2)
        #expect(render.err.contains("did you mean `--out`?"))
        let list = try run(["list", "--jsno"])
        #expect(list.status == 2)
        #expect(list.err.contains("did you mean `--json`?"))
    }

    @Test(arguments: ["view", "render", "record", "sheet", "check", "conformance", "list", "export-template"])
    func everyOptionInTheSynopsisHasALineSayingWhatItDoes(_ command: String) throws {
        let help = try run([command, "--help"])
        #expect(help.status == 0)
        let lines = help.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let synopsis = lines.prefix { !$0.isEmpty }.joined(separator: " ")
        let options = Set(synopsis.split(whereSeparator: { " []|,()".contains($0) })
            .filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) })
        #expect(!options.isEmpty)
        let explained = lines.drop { !$0.isEmpty }
        for option in options {
            let line = explained.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(option) || $0.contains(", \(option)") }
            #expect(line != nil, "\(command) --help does not explain \(option)")
        }
        // Defaults are stated: at least one for every option that takes a value the command
        // has a default for (the options above that are flags or required say so too).
        #expect(help.out.contains("default"), "\(command) --help gives no defaults")
    }

    @Test func aMissingSaveDirIsNotRefusedButAFileInItsPlaceIs() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("savedir-\(getpid())/shots").path
        // Without a display the viewer stops after reading its options: what it says shows
        // whether --save-dir passed.
        let environment = ["PATH": "/usr/bin:/bin", "HOME": NSHomeDirectory()]
        let fine = try run(["--save-dir", missing, "--quit-after", "0.1"], environment: environment)
        #expect(!fine.err.contains("--save-dir"), "\(fine.err)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("savedir-file-\(getpid())").path
        FileManager.default.createFile(atPath: file, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: file) }
        let refused = try run(["--save-dir", file], environment: environment)
        #expect(refused.status == 2 && refused.err.contains("--save-dir \(file): not a folder"))
    }

    @Test func aStripPutsAGapBetweenItsFrames() throws {
        // A symbol that fills its whole view box: each frame is the symbol's colour edge to
        // edge, and the background shows between two frames, so they never read as one.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strip-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("square.svg"), png = folder.appendingPathComponent("strip.png")
        try #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>"#
            .write(to: svg, atomically: true, encoding: .utf8)
        let result = try run(["render", svg.path, "--strip", "5", "--size", "24", "--background", "red", "--out", png.path])
        #expect(result.status == 0, "\(result.err)")
        let canvas = try PNGCodec.read(png.path)
        let gap = (24 + 4) / 8
        #expect(canvas.width == 5 * 24 + 4 * gap && canvas.height == 24)
        let row = Array(canvas.pixels[(12 * canvas.width)..<(13 * canvas.width)])
        for k in 0..<5 {
            let start = k * (24 + gap)
            #expect(row[start..<(start + 24)].allSatisfy { $0 == 0xFF00_0000 }, "frame \(k) is not whole")
            if k < 4 { #expect(row[(start + 24)..<(start + 24 + gap)].allSatisfy { $0 == 0xFFFF_0000 }, "no gap after frame \(k)") }
        }
    }

    @Test(arguments: [["bell", "--effect", "bounce.up.byLayer", "--time", "0.2"],
                      ["bell", "--effect", "bounce.up.byLayer", "--strip", "8", "--time", "0.4"],
                      ["\(GPACommandTests.fixtures.path)/view-refresh.gpa", "--strip", "6"],
                      ["\(GPACommandTests.fixtures.path)/user-trash-opening.gpa", "--state", "1", "--from-state", "0", "--strip", "6"]])
    func renderLeavesRoomForTheMotion(_ arguments: [String]) throws {
        // The README's bell bounces above its viewBox; a .gpa lid lifts and an arrowhead swings
        // beyond theirs. No frame touches its cell's edges: nothing is cut off.
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("room-\(getpid())-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        let result = try run(["render"] + arguments + ["--size", "64", "--out", png.path])
        #expect(result.status == 0, "\(result.err)")
        let canvas = try PNGCodec.read(png.path)
        let frames = arguments.firstIndex(of: "--strip").map { Int(arguments[$0 + 1])! } ?? 1
        let gap = frames > 1 ? (64 + 4) / 8 : 0
        #expect(canvas.width == frames * 64 + (frames - 1) * gap)
        func inked(_ x: Int, _ y: Int) -> Bool { canvas.pixels[y * canvas.width + x] >> 24 != 0 }
        for k in 0..<frames {
            let x0 = k * (64 + gap)
            let edges = (0..<64).flatMap { i in [(x0 + i, 0), (x0 + i, 63), (x0, i), (x0 + 63, i)] }
            #expect(!edges.contains { inked($0.0, $0.1) }, "frame \(k) of \(arguments) touches its edge")
        }
    }

    @Test func renderEventsPrintsOneJSONObjectALineInTimeOrder() throws {
        let result = try run(["render", "bell", "--effect", "bounce.up.byLayer", "--events", "--from", "0.1", "--time", "0.81"])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let objects = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        let times = objects.map { $0["time"] as! Double }
        #expect(times == times.sorted() && times.allSatisfy { $0 >= 0.1 && $0 <= 0.81 })
        // The start at 0 is outside the window; the end at 0.81 s is its last instant, included.
        #expect(!objects.contains { $0["event"] as? String == "effectStarted" })
        #expect(objects.last?["event"] as? String == "effectEnded")
        #expect(objects.last?["text"] as? String == "bounce.up.byLayer ended at 0.81 s")
    }

    @Test func recordAndTheViewerReadEffectSpecsWithTheSameGrammarAsRender() throws {
        let render = try run(["render", "bell", "--effect", "bounce.sideways", "--out", "/tmp/never.png"])
        let record = try run(["record", "--effect", "bounce.sideways", "--out", "/tmp/never.gif"])
        let viewer = try run(["--effect", "bounce.sideways"])
        for result in [render, record, viewer] {
            #expect(result.status == 2)
            #expect(result.err.contains("`bounce.sideways`: expected up, down, byLayer or wholeSymbol"), "\(result.err)")
        }
    }
}
