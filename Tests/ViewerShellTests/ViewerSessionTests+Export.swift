import CSDL2
import Geometry
import Foundation
import Scenes
import SymbolExport
import SymbolModel
import Testing
@testable import ViewerShell

/// `X`: the export runs off the frame loop and its result arrives as a toast.
extension ViewerSessionTests {
    /// Pumps the loop's events and collects the export until it has finished (real time, as the
    /// export runs on a thread of its own; the limit only stops a test that would hang).
    func waitForExport(_ session: ViewerSession) {
        let deadline = Date(timeIntervalSinceNow: 300)
        while session.vectorExportInFlight != nil, Date() < deadline {
            session.pumpEvents(timeout: 0)
            session.collectVectorExport(at: session.now)
            usleep(20_000)
        }
    }

    func tempFolder(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("symbolview-\(name)-\(getpid())").path
    }

    @Test func xExportsTheSelectedSymbolAsLottieAndSVGOffTheLoopWithAToastNamingBoth() throws {
        let clock = ManualClock()
        let (session, _) = try makeSession(["--symbols", "bell,sun.max"], clock: clock)
        let dir = tempFolder("export")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: true)
        session.drawFrame()
        push(SDLK_m, session)
        let expected = try ViewerExport(selecting: session.state, at: session.now, pointer: nil)
        push(SDLK_x, session)
        // The key returns at once: the loop goes on while the export runs.
        #expect(session.vectorExportInFlight == "bell-drawOn.byLayer")
        #expect(session.state.toast?.text == "Exporting bell-drawOn.byLayer…")
        push(SDLK_x, session)
        #expect(session.state.toast?.text == "Still exporting bell-drawOn.byLayer…")
        waitForExport(session)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files.count == 3)
        let json = try #require(files.first { $0.hasSuffix(".json") }), svg = try #require(files.first { $0.hasSuffix(".svg") })
        let html = try #require(files.first { $0.hasSuffix(".html") })
        #expect(json.hasPrefix("symbolview-bell-drawOn.byLayer-") && svg.dropLast(4) == json.dropLast(5) && html.dropLast(5) == json.dropLast(5))
        let toast = try #require(session.state.toast)
        #expect(toast.text == "Saved \(dir)/\(json), \(dir)/\(svg), \(dir)/\(html) (a toggle)")
        #expect(toast.isVisible(at: clock.now) && toast.expires - toast.start == ViewerSession.exportToastDuration)
        // The files are the export of what was selected, with Reduce Motion (M) on.
        #expect(expected.reduceMotion)
        let made = try expected.write()
        #expect(FileManager.default.contents(atPath: "\(dir)/\(json)") == made.lottie)
        #expect(FileManager.default.contents(atPath: "\(dir)/\(svg)") == made.svg)
        // The toggle fragment: the SVG inline with a checkbox, a Draw Off and On to switch.
        let fragment = try #require(FileManager.default.contents(atPath: "\(dir)/\(html)"))
        #expect(fragment == made.html && made.htmlTrigger == .toggle)
        let text = String(decoding: fragment, as: UTF8.self)
        #expect(text.contains("type=\"checkbox\"") && text.contains("<svg") && text.contains(":user-valid"))
    }

    @Test func xOnAnEffectWithoutStatesWritesAFragmentThatPlaysOnHover() throws {
        var export = try ViewerExport(source: .catalog("bell"), effect: "bounce.up.byLayer", weight: .regular, scale: .medium,
                                      tint: RGBA(0, 0, 0, 1), rendering: .monochrome, reduceMotion: false)
        var files = try export.write()
        #expect(files.htmlTrigger == .hover)
        let text = String(decoding: try #require(files.html), as: UTF8.self)
        #expect(text.contains(":hover") && !text.contains("type=\"checkbox\""))
        // A still has nothing to trigger: no fragment.
        export.effect = "none"
        files = try export.write()
        #expect(files.html == nil)
    }

    @Test func xOnAGPAIconExportsItsLastSwitchAndRefusesItsGradient() throws {
        let gpa = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/gpa/view-refresh.gpa").standardizedFileURL.path
        let clock = ManualClock()
        let (session, _) = try makeSession([gpa], clock: clock)
        let dir = tempFolder("export-gpa")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: true)
        session.drawFrame()
        push(SDLK_2, session)
        let expected = try ViewerExport(selecting: session.state, at: session.now, pointer: nil)
        #expect(expected.stateSwitches == [2])
        push(SDLK_x, session)
        #expect(session.state.toast?.text == "Exporting view-refresh-states…")
        waitForExport(session)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        let json = try #require(files.first { $0.hasSuffix(".json") }), svg = try #require(files.first { $0.hasSuffix(".svg") })
        let html = (json as NSString).deletingPathExtension + ".html"
        #expect(files.count == 3 && session.state.toast?.text == "Saved \(dir)/\(json), \(dir)/\(svg), \(dir)/\(html) (a toggle)")
        let made = try expected.write()
        #expect(FileManager.default.contents(atPath: "\(dir)/\(json)") == made.lottie)
        #expect(FileManager.default.contents(atPath: "\(dir)/\(svg)") == made.svg)
        // Gradient colour (G) is not exported for a .gpa: the toast says so and nothing is written.
        push(SDLK_g, session)
        push(SDLK_x, session)
        let refused = try #require(session.state.toast?.text)
        #expect(refused.hasPrefix("Export failed: Gradient colour is not exported") && refused.contains("view-refresh.gpa"))
        #expect(session.vectorExportInFlight == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).count == 3)
    }

    @Test func theSymbolUnderThePointerIsExported() throws {
        let (session, _) = try makeSession(["--symbols", "bell,sun.max"])
        let dir = tempFolder("export-pointer")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: true)
        let w = 320.0, h = 240.0
        let zoom = DrawOnGridLayout.zoom(count: 2, width: w, height: h)
        let second = DrawOnGridLayout.cells(count: 2, width: w / zoom, height: h / zoom)[1].center * zoom
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = Int32(second.x)
        event.motion.y = Int32(second.y)
        #expect(SDL_PushEvent(&event) == 1)
        session.pumpEvents(timeout: 0)
        push(SDLK_x, session)
        #expect(session.vectorExportInFlight == "sun.max-drawOn.byLayer")
        waitForExport(session)
        #expect(session.state.toast?.text.hasPrefix("Saved \(dir)/symbolview-sun.max-drawOn.byLayer-") == true)
    }

    @Test func anExportThatCannotBeWrittenIsAToastWithTheReason() throws {
        let (session, _) = try makeSession(["--symbols", "bell"])
        // A file where the folder should be.
        let file = tempFolder("export-file")
        FileManager.default.createFile(atPath: file, contents: Data([1]))
        defer { try? FileManager.default.removeItem(atPath: file) }
        session.saveFolders = SaveFolders(pictures: file, videos: file, createsMissingFolders: true)
        push(SDLK_x, session)
        #expect(session.vectorExportInFlight == nil)
        #expect(session.state.toast?.text == "Export failed: \(file) is not a folder")
    }

    @Test func aSymbolThatNoLongerLoadsIsAToastWithTheLoadersReason() throws {
        let dir = tempFolder("export-broken")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let icon = "\(dir)/icon.svg"
        try Data("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><path d='M1 1H9V9z'/></svg>".utf8).write(to: URL(fileURLWithPath: icon))
        let (session, _) = try makeSession(["--svg", icon])
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: false)
        // Saved broken after the viewer opened: the export reads the file again.
        try Data("<svg".utf8).write(to: URL(fileURLWithPath: icon))
        push(SDLK_x, session)
        waitForExport(session)
        let text = try #require(session.state.toast?.text)
        #expect(text.hasPrefix("Export of icon-drawOn.byLayer failed: ") && text.contains("icon.svg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["icon.svg"])
    }
}
