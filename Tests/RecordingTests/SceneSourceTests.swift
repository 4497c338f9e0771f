import Foundation
import PNGCodec
import Raster
import SVGLoader
import Scenes
import Testing
import Typography
@testable import Recording

/// Whether fontconfig finds the fonts the scenes draw their text with.
let fontsAreInstalled = (try? FontBook.standard()) != nil

@Suite struct SceneSourceTests {
    /// The loader scene (light by default) through the viewer's renderer.
    func source(_ arguments: [String] = ["--scene", "loader"], hud: Bool = false, transparent: Bool = false) throws -> SceneSource {
        let renderer = SceneRenderer(composer: SceneComposer(fonts: try FontBook.standard()))
        return SceneSource(options: try ViewerOptions.parse(arguments), renderer: renderer, showsHUD: hud, transparent: transparent)
    }

    func render(_ s: SceneSource, at t: Double) -> [UInt32] {
        let canvas = Canvas(width: 200, height: 300)
        s.renderFrame(at: t, into: canvas)
        return canvas.pixels
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func toastsAreLeftOutUnlessAskedFor() throws {
        let plain = try source(), hud = try source(hud: true), dark = try source(["--scene", "loader", "--dark"])
        for s in [plain, hud] { try s.press("t", at: 0.2) }
        // Without the HUD, pressing T is the same as starting dark; with it, the toast shows.
        #expect(render(plain, at: 0.5) == render(dark, at: 0.5))
        #expect(render(hud, at: 0.5) != render(dark, at: 0.5))
        // The toast is gone after it expires.
        #expect(render(hud, at: 3) == render(dark, at: 3))
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func theHelpOverlayIsLeftOutUnlessAskedFor() throws {
        let plain = try source(), hud = try source(hud: true), reference = try source()
        for s in [plain, hud] { try s.press("h", at: 0.1) }
        #expect(render(plain, at: 2) == render(reference, at: 2))
        #expect(render(hud, at: 2) != render(reference, at: 2))
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func transparentFramesHaveNoBackground() throws {
        let clear = try source(transparent: true), opaque = try source()
        #expect(render(clear, at: 0)[0] >> 24 == 0)
        #expect(render(opaque, at: 0)[0] >> 24 == 255)
    }

    @Test func unknownKeysAreRefusedByName() throws {
        #expect(throws: Never.self) { try SceneSource.check(KeyScript(parsing: "0:e,1:space,2:tab,3:plus,4:minus,5:esc,6:lbracket")) }
        #expect { try SceneSource.check(KeyScript(parsing: "1:e,2:z")) } throws: { "\($0)".contains("'z' at 2.0 s is not a viewer key") }
    }

    @Test(.enabled(if: fontsAreInstalled && SymbolCatalog.bundled != nil,
                   "needs fontconfig fonts and the bundled symbols (assets/symbols)"))
    func theSameSceneRecordingTwiceGivesIdenticalPNGFrames() throws {
        let fonts = try FontBook.standard(), catalog = try #require(SymbolCatalog.bundled)
        let temp = TemporaryFolder()
        for run in ["a", "b"] {
            let painter = EngineSymbolPainter(catalog: catalog)
            let source = SceneSource(options: try ViewerOptions.parse(["--scene", "draw-on"]),
                                     renderer: SceneRenderer(composer: SceneComposer(fonts: fonts), symbolPainter: painter))
            try OfflineRecording(output: temp.file(run + "/"), duration: 2.4, fps: 5, width: 160, height: 120,
                          keys: KeyScript(parsing: "0.2:l,1.3:space")).run(source)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: temp.file("a")).sorted()
        #expect(names.count == 12)
        for name in names {
            #expect(FileManager.default.contents(atPath: temp.file("a/" + name)) == FileManager.default.contents(atPath: temp.file("b/" + name)),
                    "\(name) differs between runs")
        }
        // The symbols move, so equal runs are not equal by accident.
        let distinct = Set(names.map { FileManager.default.contents(atPath: temp.file("a/" + $0)) })
        #expect(distinct.count >= 3)
    }

    /// Frames rendered on several threads, each with a source of its own, are handed to the
    /// output in order and are the same bytes as on one thread, keys and all.
    @Test(.enabled(if: fontsAreInstalled && SymbolCatalog.bundled != nil,
                   "needs fontconfig fonts and the bundled symbols (assets/symbols)"))
    func renderingOnSeveralThreadsGivesTheSameBytesAsOne() throws {
        let fonts = try FontBook.standard(), catalog = try #require(SymbolCatalog.bundled)
        func make(_ scene: String) throws -> FrameSource {
            SceneSource(options: try ViewerOptions.parse(["--scene", scene]),
                        renderer: SceneRenderer(composer: SceneComposer(fonts: fonts),
                                                symbolPainter: EngineSymbolPainter(catalog: catalog)))
        }
        let temp = TemporaryFolder()
        for scene in ["draw-on", "loader"] {
            for (run, workers) in [("one", 1), ("three", 3)] {
                let recording = try OfflineRecording(output: temp.file("\(scene)-\(run)/"), duration: 2.4, fps: 5, width: 160,
                                                     height: 120, keys: KeyScript(parsing: "0.2:l,0.9:m,1.3:space,1.5:e"))
                try recording.run(try make(scene), makeSource: { try make(scene) }, workers: workers)
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: temp.file("\(scene)-one")).sorted()
            #expect(names.count == 12)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temp.file("\(scene)-three")).sorted() == names)
            for name in names {
                #expect(FileManager.default.contents(atPath: temp.file("\(scene)-one/" + name))
                        == FileManager.default.contents(atPath: temp.file("\(scene)-three/" + name)), "\(scene) \(name)")
            }
            let distinct = Set(names.map { FileManager.default.contents(atPath: temp.file("\(scene)-one/" + $0)) })
            #expect(distinct.count >= 3, "\(scene) moves")
        }
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func aRecordedKeyShowsFromTheFrameItNames() throws {
        let s = try source()
        let temp = TemporaryFolder()
        try OfflineRecording(output: temp.file("f/"), duration: 1, fps: 10, width: 60, height: 80,
                      keys: KeyScript(parsing: "0.5:t,0.71:t")).run(s)
        let corner = try (1...10).map { try PNGCodec.read(temp.file("f/" + PNGFrameNaming.name(ofFrame: $0 - 1))).pixels[0] }
        let light = corner[0]
        #expect(corner[1] == light)
        // Dark on frames 5, 6 and 7 (0.5 s, 0.6 s, 0.7 s), light again from frame 8 (0.8 s ≥ 0.71 s).
        let isDark = corner.map { $0 != light }
        #expect(isDark == [false, false, false, false, false, true, true, true, false, false])
    }
}
