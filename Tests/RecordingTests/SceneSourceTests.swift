import Foundation
import PNGCodec
import Raster
import SVGLoader
import Scenes
import SymbolModel
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

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func aBackgroundColourReplacesTheScenesOwn() throws {
        let renderer = SceneRenderer(composer: SceneComposer(fonts: try FontBook.standard()))
        let teal = SceneSource(options: try ViewerOptions.parse(["--scene", "loader"]), renderer: renderer,
                               background: RGBA(0, 0.5, 0.5))
        let frame = render(teal, at: 0)
        // The corners, far from any symbol or text, are the colour asked for, opaque.
        for pixel in [frame[0], frame[199], frame[200 * 299]] {
            #expect(pixel >> 24 == 255 && (pixel >> 16) & 255 == 0 && abs(Int((pixel >> 8) & 255) - 128) <= 1)
        }
        #expect(frame != render(try source(), at: 0))
    }

    @Test(.enabled(if: fontsAreInstalled, "needs fontconfig fonts (apt-get install fonts-comfortaa fonts-dejavu-core)"))
    func aDisplayScaleOfTwoIsTheSameLayoutAtTwiceThePixels() throws {
        // `record --scale 2` must sharpen the frame, not crop it: a 2× frame shrunk by half
        // matches the 1× frame up to anti-aliasing.
        let renderer = SceneRenderer(composer: SceneComposer(fonts: try FontBook.standard()))
        let options = try ViewerOptions.parse(["--scene", "loader"])
        let one = Canvas(width: 200, height: 300), two = Canvas(width: 400, height: 600)
        SceneSource(options: options, renderer: renderer, displayScale: 1).renderFrame(at: 0, into: one)
        SceneSource(options: options, renderer: renderer, displayScale: 2).renderFrame(at: 0, into: two)
        func luma(_ p: UInt32) -> Int { Int((p >> 16) & 255) + Int((p >> 8) & 255) + Int(p & 255) }
        var far = 0
        for y in 0..<300 {
            for x in 0..<200 {
                let quad = [two.pixels[(2 * y) * 400 + 2 * x], two.pixels[(2 * y) * 400 + 2 * x + 1],
                            two.pixels[(2 * y + 1) * 400 + 2 * x], two.pixels[(2 * y + 1) * 400 + 2 * x + 1]]
                if abs(quad.map(luma).reduce(0, +) / 4 - luma(one.pixels[y * 200 + x])) > 3 * 96 { far += 1 }
            }
        }
        // Only edge pixels may differ much (a cropped or shifted layout differs almost everywhere
        // the symbols and text are).
        #expect(far < 200 * 300 / 100, "\(far) pixels differ")
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
