import Testing
import Foundation
import Geometry
import Raster
import SymbolModel
@testable import Scenes

@Suite struct EngineSymbolPainterTests {
    func cue(_ source: SymbolSource) -> SymbolCue {
        SymbolCue(source: source, center: Point(32, 32), pointSize: 34, weight: .regular, scale: .medium,
                  tint: RGBA(0, 0, 0), rendering: .monochrome, motion: .loader([]), time: 0)
    }

    @Test func anUnknownNameOrBrokenFileShowsThePlaceholderWithAMessage() {
        let painter = EngineSymbolPainter()
        let missing = "/nonexistent-\(getpid())/icon.svg"
        let problems = painter.preloadShowingPlaceholders([.catalog("nope"), .catalog("heart.fill"), .file(missing)])
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("showing a placeholder for nope: no symbol named 'nope'") == true)
        #expect(problems.last?.contains(missing) == true)
        let canvas = Canvas(width: 64, height: 64)
        painter.draw(cue(.catalog("nope")), into: canvas)
        #expect(canvas.pixels.contains { $0 >> 24 != 0 })
    }

    @Test func preloadStillStopsOnAnUnknownName() {
        #expect(throws: (any Error).self) { try EngineSymbolPainter().preload([.catalog("nope")]) }
    }

    @Test func aUserFileThatLoadsWithWarningsReportsThem() throws {
        let path = NSTemporaryDirectory() + "symbolview-warned-\(getpid()).svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><foo/><rect width="5" height="5"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let problems = EngineSymbolPainter().preloadShowingPlaceholders([.file(path)])
        #expect(problems.count == 1 && problems[0].contains("unknown element <foo>"))
    }
}
