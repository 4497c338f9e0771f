import Foundation
import Testing

/// `export --scene draw-on|loader --out FILE.html` through the built binary: the page is written,
/// and every mistake is refused with a sentence naming it.
@Suite struct ExportSceneCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("seed-page-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func theDrawOnPageIsWrittenWithItsSixSymbols() throws {
        let out = try Self.folder().appendingPathComponent("demo.html").path
        let r = try run(["export", "--scene", "draw-on", "--out", out, "--dark"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("6 symbols") && r.out.contains("dark appearance"))
        let html = try String(contentsOfFile: out, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.components(separatedBy: "<svg role=\"img\"").count == 7)
        #expect(!html.contains("prefers-color-scheme"))
    }

    @Test func mistakesAreRefusedNamingWhatIsWrong() throws {
        let dir = try Self.folder()
        let html = dir.appendingPathComponent("page.html").path
        let cases: [([String], String)] = [
            (["--scene", "loader", "--out", dir.appendingPathComponent("page.svg").path], "must end in .html"),
            (["--scene", "effects", "--out", html], "the pages are draw-on and loader"),
            (["--scene", "gallery", "--out", html], "no such scene; the pages are draw-on and loader"),
            (["--scene", "loader"], "--out FILE.html is required"),
            (["--scene", "loader", "--out", html, "--dark", "--light"], "give one, or neither"),
            (["--scene", "loader", "--out", html, "--effect", "bounce"], "--effect does not go with --scene"),
            (["sun.max", "--scene", "loader", "--out", html], "leave the symbol out"),
            (["--scene", "loader", "--out", html, "--dakr"], "did you mean"),
        ]
        for (arguments, message) in cases {
            let r = try run(["export"] + arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.err.contains(message), "\(arguments): \(r.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: html))
    }
}
