import Foundation
import Testing
// The README's one import: everything below comes through it.
import SymbolKit

/// The README's "Using the engine from Swift" example, compiled and run, so the README cannot
/// drift from the API: the test checks that the block between the markers below is the README's
/// block, but for the two file names, which here go to a temporary folder.
@Suite struct ReadmeExampleTests {
    static let here = URL(fileURLWithPath: #filePath)
    static let readme = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    @Test func theReadmeExampleDrawsAHalfDrawnCheckmarkAndExportsItsLottie() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("checkmark.png").path
        let json = folder.appendingPathComponent("checkmark.json").path

        // --- README example begins ---
        // Any document through one door: a catalog name, an SVG file, an SF Symbols template, a .gpa file.
        let document = try SymbolDocument.open("checkmark.circle")

        // Posed over time as `symbolview render checkmark.circle --effect drawOn.byLayer` poses it: the
        // seed's `.symbolEffect(.drawOn.byLayer, isActive: !isDrawn)` with isDrawn turned on at t = 0.
        var request = SymbolDocument.TimelineOptions()
        request.effects = [try SymbolEffectSpec.parse("drawOn.byLayer")]
        let timeline = try document.timeline(request).main
        print(timeline.span.settle)                      // 0.6: when the last layer is drawn, from the engine's schedule

        // One frame, framed as `render` frames it: the room of the whole motion fitted to the image.
        let tint = Color(hex: "#5856D6")!
        let canvas = Canvas(width: 128, height: 128, color: .white)
        let placement = MotionRoom(timeline: timeline)
            .placement(in: Rect(x: 0, y: 0, width: 128, height: 128), weight: .medium, scale: .large)
        SymbolRenderer().draw(PreparedSymbol(timeline.symbol), state: timeline.state(at: 0.45),   // a pure function of t
                              in: canvas, placement: placement, tint: tint, mode: .hierarchical)
        try PNGCodec.write(canvas, to: png)

        // The whole animation as Lottie, as `symbolview export … --out checkmark.json` writes it
        // (`.svg`, `.lottie`, `.tgs` and `.gpa` the same way).
        let scene = ExportScene.placed(timeline, width: 128, height: 128, weight: .medium, scale: .large,
                                       mode: .hierarchical, tint: tint, name: "checkmark")
        try VectorExport.write(scene, as: .lottie).data.write(to: URL(fileURLWithPath: json))

        // States, as the seed toggles them: switched to undrawn at 2 s, the symbol draws off.
        let toggled = timeline.switching(to: "undrawn", at: 2)!
        print(timeline.stateNames, toggled.stateName(at: 3)!)   // ["drawn", "undrawn"] undrawn
        // --- README example ends ---

        // Half way through, some but not all of the finished symbol's ink is there.
        let back = try PNGCodec.read(png)
        let inked = back.pixels.filter { $0 & 0xFFFFFF != 0xFFFFFF }.count
        let full = Canvas(width: 128, height: 128, color: .white)
        SymbolRenderer().draw(PreparedSymbol(timeline.symbol), state: timeline.state(at: 5), in: full, placement: placement,
                              tint: tint, mode: .hierarchical)
        let finished = full.pixels.filter { $0 & 0xFFFFFF != 0xFFFFFF }.count
        #expect(inked > finished / 10 && inked < finished)
        // The comment's figure is the engine's, and the Lottie lasts as long.
        #expect(abs(timeline.span.settle - 0.6) < 0.005, "\(timeline.span.settle)")
        let lottie = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let frames = (lottie["op"] as? Double ?? 0) - (lottie["ip"] as? Double ?? 0)
        let fps = lottie["fr"] as? Double ?? 0
        #expect(abs(frames / fps - timeline.span.settle) < 2 / fps)
        #expect(toggled.stateName(at: 3) == "undrawn" && timeline.stateNames == ["drawn", "undrawn"])
    }

    /// The block above is the README's, line for line (the file names aside), so what the README
    /// shows is what runs here.
    @Test func theReadmeShowsTheExampleThatRuns() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let source = try String(contentsOf: Self.here, encoding: .utf8)
        func lines(_ text: Substring) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        let start = try #require(readme.range(of: "<!-- library-example -->\n```swift\n"))
        let end = try #require(readme.range(of: "```\n<!-- /library-example -->"))
        let shown = lines(readme[start.upperBound..<end.lowerBound])
            .filter { $0 != "import Foundation" && $0 != "import SymbolKit" }
        let begin = try #require(source.range(of: "// --- README example begins ---\n"))
        let finish = try #require(source.range(of: "        // --- README example ends ---"))
        let runs = lines(source[begin.upperBound..<finish.lowerBound]).map {
            $0.replacingOccurrences(of: "to: png)", with: "to: \"checkmark.png\")")
                .replacingOccurrences(of: "fileURLWithPath: json)", with: "fileURLWithPath: \"checkmark.json\")")
        }
        #expect(shown == runs)
    }
}
