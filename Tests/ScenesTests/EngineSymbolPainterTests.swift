import Testing
import Foundation
import Geometry
import Raster
import SymbolEffects
import SymbolModel
import SymbolRendering
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

    /// An SVG's root viewport clips: a shape the file keeps below and right of its viewBox (as
    /// icon sets do) leaves no pixel outside the symbol's box in a scene, at rest or in a motion.
    @Test func whatLiesBeyondTheViewBoxDoesNotShow() throws {
        let folder = NSTemporaryDirectory() + "symbolview-viewport-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/icon.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="2" y="2" width="12" height="12"/><rect x="18" y="18" width="12" height="12" opacity="0.5"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        let painter = EngineSymbolPainter()
        try painter.preload([.file(path)])
        var c = cue(.file(path))
        c.center = Point(40, 40)
        // 34 pt at the medium scale: a box of 42.5 px centred on (40, 40), so it ends at 61.25.
        let canvas = Canvas(width: 128, height: 128)
        painter.draw(c, into: canvas)
        func inked(x: Range<Int>, y: Range<Int>) -> Bool {
            y.contains { row in x.contains { canvas.pixels[row * 128 + $0] >> 24 != 0 } }
        }
        #expect(inked(x: 20..<60, y: 20..<60))
        #expect(!inked(x: 63..<128, y: 0..<128) && !inked(x: 0..<128, y: 63..<128))
        // The clip the scene had stays as it was.
        #expect(canvas.clip == nil)
    }

    /// `--watch`: a good save replaces the drawing (and its fingerprint, even in the same pose); a
    /// broken save throws the loader's error and keeps the last good drawing.
    @Test func reloadKeepsTheLastGoodDrawing() throws {
        let folder = NSTemporaryDirectory() + "symbolview-reload-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/icon.svg"
        func save(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        func draw() -> (fingerprint: Int, pixels: [UInt32]) {
            let canvas = Canvas(width: 64, height: 64)
            let f = painter.draw(cue(.file(path)), into: canvas)
            return (f, canvas.pixels)
        }
        let painter = EngineSymbolPainter()
        try save(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="8" height="8"/></svg>"#)
        try painter.preload([.file(path)])
        let first = draw()
        try save(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="8" height="8"#)
        #expect(throws: (any Error).self) { try painter.reload(.file(path)) }
        let kept = draw()
        #expect(kept.pixels == first.pixels)
        #expect(kept.fingerprint == first.fingerprint)
        try save(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect x="8" y="8" width="8" height="8"/></svg>"#)
        try painter.reload(.file(path))
        let next = draw()
        #expect(next.pixels != first.pixels)
        #expect(next.fingerprint != first.fingerprint)
    }

    /// A `.gpa` icon that starts unset shows nothing; Space out and back in (the viewer's
    /// "own state") draws it in to state 0 rather than back to unset.
    @Test func aGPAIconThatStartsUnsetComesBackInToItsFirstState() throws {
        let folder = NSTemporaryDirectory() + "symbolview-gpa-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/hidden.gpa"
        try Data("""
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' gpa:state='-1'>
              <path d='M 2 8 L 14 8' stroke-width='3' gpa:stroke='foreground' gpa:states='0'/>
            </svg>
            """.utf8).write(to: URL(fileURLWithPath: path))
        let painter = EngineSymbolPainter()
        try painter.preload([.file(path)])
        func ink(_ switches: [StateSwitch]) -> Int {
            var c = cue(.file(path))
            c.motion = .pathAnimation(switches: switches, reduceMotion: false)
            c.time = 10
            let canvas = Canvas(width: 64, height: 64)
            painter.draw(c, into: canvas)
            return canvas.pixels.filter { $0 >> 24 != 0 }.count
        }
        #expect(ink([]) == 0)
        let outAndIn = [StateSwitch(time: 1, state: GPAState.unset),
                        StateSwitch(time: 2, state: ViewerState.iconsOwnState)]
        #expect(ink(outAndIn) > 0)
    }

    /// The viewer's digit keys: switching bell.gpa from state 1 to 2 (both show its ringing
    /// body) leaves every frame as it was, the swing running on from when state 1 was entered.
    @Test func aDigitBetweenStatesShowingTheSamePathsChangesNoFrame() throws {
        let bell = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/gpa/bell.gpa").standardizedFileURL.path
        let painter = EngineSymbolPainter()
        try painter.preload([.file(bell)])
        func pixels(_ switches: [StateSwitch], at time: Double) -> [UInt32] {
            var c = cue(.file(bell))
            c.motion = .pathAnimation(switches: switches, reduceMotion: false)
            c.time = time
            let canvas = Canvas(width: 64, height: 64)
            painter.draw(c, into: canvas)
            return canvas.pixels
        }
        let one = [StateSwitch(time: 0.5, state: 1)]
        let oneThenTwo = one + [StateSwitch(time: 1.3, state: 2)]
        var moving = Set<Int>()
        for k in 0...30 {
            let t = 1.2 + Double(k) * 0.05
            #expect(pixels(oneThenTwo, at: t) == pixels(one, at: t), "at \(t)")
            moving.insert(pixels(one, at: t).hashValue)
        }
        #expect(moving.count > 3, "the bell swings")
    }

    /// A GTK path animation saved under a `.svg` name is told by its content: the painter opens
    /// it as one, and the grid gives it the state switches, as it does a `.gpa` file.
    @Test func aPathAnimationSavedAsSVGIsToldByItsContent() throws {
        let folder = NSTemporaryDirectory() + "symbolview-gpa-svg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let gpa = folder + "/refresh.svg", plain = folder + "/plain.svg", missing = folder + "/gone.gpa"
        try Data("""
            <svg width='16' height='16' xmlns:gpa='https://www.gtk.org/grappa' gpa:version='1' gpa:state='-1'>
              <path d='M 2 8 L 14 8' stroke-width='3' gpa:stroke='foreground' gpa:states='0'/>
            </svg>
            """.utf8).write(to: URL(fileURLWithPath: gpa))
        try Data("<svg viewBox='0 0 16 16'><path d='M2 8 L14 8' stroke='black'/></svg>".utf8).write(to: URL(fileURLWithPath: plain))
        var options = try ViewerOptions.parse(["--svg", gpa, plain, missing])
        #expect(options.pathAnimations == [.file(missing)])
        let painter = EngineSymbolPainter()
        _ = painter.preloadShowingPlaceholders(options.symbols)
        options.pathAnimations = painter.pathAnimations(among: options.symbols, assumed: options.pathAnimations)
        // The file that did not load keeps what its name says.
        #expect(options.pathAnimations == [.file(gpa), .file(missing)])
        #expect(ViewerState(options: options).showsPathAnimations)
    }

    /// `--svg good.svg bad.svg` with invalid UTF-8 in an attribute name killed the viewer
    /// (XMLParser trapped); the bad file now shows the placeholder like any broken file.
    @Test func aFileWithInvalidUTF8InANameShowsThePlaceholder() throws {
        let folder = NSTemporaryDirectory() + "symbolview-painter-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = folder + "/good.svg", bad = folder + "/bad.svg"
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="8" height="8"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: good))
        try Data(Array(#"<svg xmlns="http://www.w3.org/2000/svg" v"#.utf8) + [0xFF, 0xFF] + Array(#"iewBox="0 0 16 16"/>"#.utf8))
            .write(to: URL(fileURLWithPath: bad))
        let painter = EngineSymbolPainter()
        let problems = painter.preloadShowingPlaceholders([.file(good), .file(bad)])
        #expect(problems.count == 1)
        #expect(problems.first?.contains("not valid UTF-8") == true, "\(problems)")
        let canvas = Canvas(width: 64, height: 64)
        painter.draw(cue(.file(bad)), into: canvas)
        #expect(canvas.pixels.contains { $0 >> 24 != 0 })
    }

    /// An SF Symbols template follows the cue's weight with its own designs, as the viewer's W
    /// key expects: heavier weights draw more ink.
    @Test func aTemplateIsDrawnWithTheDesignOfTheCuesWeight() throws {
        let template = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../SVGLoaderTests/Templates/gauge.needle.svg").standardizedFileURL.path
        let painter = EngineSymbolPainter()
        #expect(painter.preloadShowingPlaceholders([.file(template)]).isEmpty)
        var inks: [Double] = []
        for weight in [SymbolWeight.ultralight, .regular, .black] {
            var c = cue(.file(template))
            c.weight = weight
            let canvas = Canvas(width: 64, height: 64)
            painter.draw(c, into: canvas)
            inks.append(canvas.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 })
        }
        #expect(inks[0] < inks[1] && inks[1] < inks[2], "\(inks)")
    }

    /// A template saved over (`--watch`) draws its new designs, and a template saved as a plain
    /// SVG stops being one.
    @Test func aReloadedTemplateDropsTheDesignsItHadMade() throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../SVGLoaderTests/Templates/gauge.needle.svg").standardizedFileURL
        let path = NSTemporaryDirectory() + "symbolview-template-reload-\(getpid()).svg"
        defer { unlink(path) }
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        let painter = EngineSymbolPainter()
        #expect(painter.preloadShowingPlaceholders([.file(path)]).isEmpty)
        func ink() -> Double {
            var c = cue(.file(path))
            c.weight = .black
            let canvas = Canvas(width: 64, height: 64)
            painter.draw(c, into: canvas)
            return canvas.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        }
        let before = ink()
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16"/></svg>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        try painter.reload(.file(path))
        let after = ink()
        // A full square now fills the box: far more ink than the gauge had.
        #expect(after > before * 1.5, "\(before) → \(after)")
    }

    @Test func aSymbolOverTheFrameBudgetIsDrawnAsThePlaceholderAndReportedOnce() throws {
        let path = NSTemporaryDirectory() + "symbolview-costly-\(getpid()).svg"
        let rects = String(repeating: #"<rect width="100" height="100" fill="red" fill-opacity="0.5"/>"#, count: 2000)
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">\#(rects)</svg>"#.utf8).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let painter = EngineSymbolPainter()
        var reports: [String] = []
        painter.onProblem = { reports.append($0) }
        painter.frameBudget = RenderCost(seconds: 0.001)
        let canvas = Canvas(width: 64, height: 64)
        for _ in 0..<3 { painter.draw(cue(.file(path)), into: canvas) }
        #expect(reports.count == 1 && reports[0].contains("placeholder") && reports[0].contains("budget"), "\(reports)")
        // The placeholder is drawn in the tint (black): no red.
        #expect(!canvas.pixels.contains { ($0 >> 16) & 0xFF > 0x80 && $0 & 0xFF < 0x40 })
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
