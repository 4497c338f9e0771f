import Foundation
import Testing

/// `export --trigger` and `--label` through the built binary: what each format takes, the
/// toggle's history printed for `record --keys`, and the refusals that name what to do instead.
@Suite struct TriggerCommandTests {
    func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try CommandLineTests().run(arguments)
    }

    @Test func aToggleIsWrittenAsAnHTMLFragmentAndLottieMarkers() throws {
        let html = ColourCommandTests.temporary("sun.html"), json = ColourCommandTests.temporary("sun.json")
        defer { for f in [html, json] { try? FileManager.default.removeItem(atPath: f) } }
        let written = try run(["export", "sun.max", "--effect", "drawOn", "--trigger", "toggle", "--label", "Daylight", "--out", html])
        #expect(written.status == 0, "\(written.err)")
        #expect(written.out.contains("off 0.405 s, on 0.600 s"), "\(written.out)")
        #expect(written.out.contains(#"--keys "0.6:space,1.005:space""#), "\(written.out)")
        let text = try String(contentsOfFile: html, encoding: .utf8)
        #expect(text.contains(#"type="checkbox" checked aria-label="Daylight""#))
        #expect(text.contains("<title>Daylight</title>"))
        let lottie = try run(["export", "sun.max", "--effect", "drawOn", "--trigger", "toggle", "--out", json])
        #expect(lottie.status == 0, "\(lottie.err)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let markers = try #require(doc["markers"] as? [[String: Any]])
        #expect(markers.compactMap { $0["cm"] as? String } == ["off", "on"])
    }

    @Test func hoverAndFocusWriteAnSVGThatRestsUntilTriggered() throws {
        let svg = ColourCommandTests.temporary("bell.svg")
        defer { try? FileManager.default.removeItem(atPath: svg) }
        let written = try run(["export", "bell", "--effect", "bounce", "--trigger", "focus", "--out", svg])
        #expect(written.status == 0, "\(written.err)")
        #expect(written.out.contains("play "), "\(written.out)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(#"tabindex="0""#) && text.contains(":focus-visible"))
        // The default is today's film.
        let film = try run(["export", "bell", "--effect", "bounce", "--out", svg])
        #expect(film.status == 0)
        #expect(!(try String(contentsOfFile: svg, encoding: .utf8)).contains("root"))
    }

    @Test func whatATriggerCannotBeWrittenToIsRefusedWithTheWayOut() throws {
        let cases: [([String], String)] = [
            (["--trigger", "toggle", "--out", "x.svg"], "write --out FILE.html"),
            (["--trigger", "hover", "--out", "x.tgs"], "plays on loading only"),
            (["--trigger", "hover", "--out", "x.gpa"], "plays on loading only"),
            (["--trigger", "click", "--out", "x.svg"], "one of load, hover, focus, toggle"),
            (["--trigger", "hover", "--duration", "2", "--out", "x.svg"], "not taken with --trigger"),
        ]
        for (arguments, message) in cases {
            let r = try run(["export", "sun.max", "--effect", "drawOn"] + arguments)
            #expect(r.status == 2, "\(arguments)")
            #expect(r.err.contains(message), "\(arguments): \(r.err)")
        }
        let bounce = try run(["export", "bell", "--effect", "bounce", "--trigger", "toggle", "--out", "x.html"])
        #expect(bounce.status == 2 && bounce.err.contains("no two states"), "\(bounce.err)")
        let still = try run(["export", "bell", "--effect", "none", "--trigger", "hover", "--out", "x.svg"])
        #expect(still.status == 2 && still.err.contains("does not move"), "\(still.err)")
        #expect(!FileManager.default.fileExists(atPath: "x.svg") && !FileManager.default.fileExists(atPath: "x.html"))
    }
}
