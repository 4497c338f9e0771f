import Foundation
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
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
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
