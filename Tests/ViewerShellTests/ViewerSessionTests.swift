import CSDL2
import Foundation
import Raster
import Testing
import Scenes
@testable import ViewerShell

/// A renderer that paints the draw state and scene into the frame, so tests can see the state
/// reach the pixels without fonts or symbols.
final class FlagRenderer: FrameRenderer {
    var frames = 0
    var lastState: ViewerState?
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas {
        frames += 1
        lastState = state
        let color: UInt32 = state.scene == .loader ? 0xFF00_00FF : (state.appearance == .dark ? 0xFF00_0000 : 0xFFFF_FFFF)
        return Canvas(width: width, height: height, color: Color(premultipliedARGB: color))
    }
}

/// A renderer whose frames never change, and says so.
final class StillRenderer: FrameRenderer {
    var frames = 0
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas {
        frames += 1
        return Canvas(width: width, height: height, color: Color(premultipliedARGB: 0xFF80_8080))
    }
    var lastFrameFingerprint: Int? { 42 }
}

/// A renderer that changes one small square a frame and reports only that square as damage.
final class PatchRenderer: FrameRenderer {
    var canvas: Canvas?
    var frames = 0
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas {
        renderScreenFrame(state, at: wall, width: width, height: height, displayScale: displayScale).canvas
    }
    func renderScreenFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> FrameUpdate {
        frames += 1
        guard let canvas, canvas.width == width, canvas.height == height else {
            let fresh = Canvas(width: width, height: height, color: Color(premultipliedARGB: 0xFF20_4060))
            canvas = fresh
            return FrameUpdate(canvas: fresh, damage: [PixelRect(x: 0, y: 0, width: width, height: height)])
        }
        let square = PixelRect(x: (frames * 37) % (width - 10), y: (frames * 23) % (height - 10), width: 10, height: 10)
        for y in square.y..<square.maxY {
            for x in square.x..<square.maxX { canvas.pixels[y * width + x] = 0xFF00_0000 | UInt32(frames &* 0x10305 & 0xFF_FFFF) }
        }
        return FrameUpdate(canvas: canvas, damage: [square])
    }
}

/// A renderer whose window frames differ from its whole frames in one pixel.
final class OffByOneRenderer: FrameRenderer {
    func renderFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> Canvas {
        Canvas(width: width, height: height, color: Color(premultipliedARGB: 0xFF80_8080))
    }
    func renderScreenFrame(_ state: ViewerState, at wall: Double, width: Int, height: Int, displayScale: Double) -> FrameUpdate {
        let canvas = renderFrame(state, at: wall, width: width, height: height, displayScale: displayScale)
        canvas.pixels[3 * width + 7] = 0xFF00_0000
        return FrameUpdate(canvas: canvas, damage: [PixelRect(x: 0, y: 0, width: width, height: height)])
    }
}

/// A clock the test moves: the session's sleeps move it on at once, so a loop "runs for a
/// second" in however much real time the machine needs, and counts the same frames every time.
final class ManualClock: ViewerClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time = 0.0
    var now: Double { lock.lock(); defer { lock.unlock() }; return time }
    /// Moves the clock on, and lets other threads (the file watcher's) run for a moment of real
    /// time: what the loop does never depends on how long that is.
    func sleep(_ seconds: Double) { advance(by: seconds); usleep(1000) }
    func advance(by seconds: Double) { lock.lock(); time += max(seconds, 0); lock.unlock() }
}

/// SDL is process-global, so the sessions run one at a time on SDL's dummy video driver.
@Suite(.serialized) struct ViewerSessionTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        // The recording tests run in this same process and send it SIGINT to check Ctrl-C;
        // SDL's own SIGINT handler (installed by SDL_Init) would swallow that signal.
        setenv("SDL_NO_SIGNAL_HANDLERS", "1", 1)
    }

    func makeSession(_ arguments: [String] = [], clock: ManualClock? = nil) throws -> (ViewerSession, FlagRenderer) {
        let renderer = FlagRenderer()
        var options = try ViewerOptions.parse(arguments)
        options.width = 320; options.height = 240
        let session = try clock.map { try ViewerSession(options: options, renderer: renderer, clock: $0) }
            ?? ViewerSession(options: options, renderer: renderer)
        return (session, renderer)
    }

    func push(_ code: SDL_KeyCode, _ session: ViewerSession, repeated: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(bitPattern: code.rawValue)
        event.key.repeat = repeated ? 1 : 0
        #expect(SDL_PushEvent(&event) == 1)
        session.pumpEvents(timeout: 0)
    }

    func pushWheel(_ notches: Float, _ session: ViewerSession, flipped: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.y = Int32(notches.rounded(.towardZero))
        event.wheel.preciseY = notches
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        #expect(SDL_PushEvent(&event) == 1)
        session.pumpEvents(timeout: 0)
    }

    /// Sixty symbols in the 320 × 240 pt test window: two columns, thirty rows.
    static let iconSet = ["--symbols", Array(repeating: "wind", count: 60).joined(separator: ",")]

    @Test func injectedWheelEventsScrollTheGrid() throws {
        let (session, _) = try makeSession(Self.iconSet)
        session.drawFrame()
        let line = ViewerState.lineScroll
        pushWheel(-2, session)                      // towards the user: down the grid
        #expect(session.state.scrollOffset == 2 * line)
        pushWheel(0.5, session)                     // a touchpad's half notch back up
        #expect(session.state.scrollOffset == 1.5 * line)
        pushWheel(1, session, flipped: true)        // "natural" scrolling reverses the wheel
        #expect(session.state.scrollOffset == 2.5 * line)
        pushWheel(100, session)
        #expect(session.state.scrollOffset == 0)
        pushWheel(-10_000, session)
        #expect(session.state.scrollOffset == session.state.maximumScrollOffset)
        #expect(session.state.maximumScrollOffset > 1000)
    }

    @Test func scrollKeysScrollAndRepeatWhenHeld() throws {
        let (session, _) = try makeSession(Self.iconSet)
        push(SDLK_DOWN, session)
        push(SDLK_DOWN, session, repeated: true)
        #expect(session.state.scrollOffset == 2 * ViewerState.lineScroll)
        push(SDLK_UP, session)
        #expect(session.state.scrollOffset == ViewerState.lineScroll)
        push(SDLK_PAGEDOWN, session)
        #expect(session.state.scrollOffset == 240)  // a line plus a page of 240 less a line
        push(SDLK_END, session)
        #expect(session.state.scrollOffset == session.state.maximumScrollOffset)
        push(SDLK_PAGEUP, session)
        #expect(session.state.scrollOffset < session.state.maximumScrollOffset)
        push(SDLK_HOME, session)
        #expect(session.state.scrollOffset == 0)
    }

    @Test func theWheelDoesNothingWhenTheGridFits() throws {
        let (session, _) = try makeSession(["--symbols", "wind,sun.max"])  // one row of two
        pushWheel(-3, session)
        push(SDLK_END, session)
        #expect(session.state.scrollOffset == 0)
    }

    @Test func aHeldKeyRepeatsOnlyStepAndZoom() throws {
        let (session, _) = try makeSession()
        push(SDLK_SPACE, session)
        let drawn = session.state.isDrawnHistory.changes.count
        for _ in 0..<5 { push(SDLK_SPACE, session, repeated: true) }
        #expect(session.state.isDrawnHistory.changes.count == drawn)
        push(SDLK_EQUALS, session)
        let zoom = session.state.zoom
        push(SDLK_EQUALS, session, repeated: true)
        #expect(session.state.zoom > zoom)
    }

    @Test func injectedKeysChangeTheViewerState() throws {
        let (session, _) = try makeSession()
        #expect(session.state.scene == .drawOn)
        push(SDLK_2, session); #expect(session.state.scene == .loader)
        push(SDLK_1, session); #expect(session.state.scene == .drawOn)
        push(SDLK_TAB, session); #expect(session.state.scene == .loader)
        push(SDLK_e, session); #expect(session.state.heroEffect == .rotate)
        push(SDLK_m, session); #expect(session.state.reduceMotion)
        push(SDLK_a, session); #expect(!session.state.isAutoTimerOn)
        push(SDLK_l, session); #expect(session.state.scope == .wholeSymbol)
        push(SDLK_p, session); #expect(session.state.isPaused)
        let before = session.state.sceneTime(at: 100)
        push(SDLK_PERIOD, session)
        #expect(abs(session.state.sceneTime(at: 100) - before - 1.0 / 60) < 1e-9)
        push(SDLK_RIGHTBRACKET, session); #expect(session.state.speed == 2)
        push(SDLK_LEFTBRACKET, session); push(SDLK_LEFTBRACKET, session); #expect(session.state.speed == 0.5)
        push(SDLK_w, session); #expect(session.state.weight == .ultralight)
        push(SDLK_t, session); #expect(session.state.appearance == .dark)
        push(SDLK_EQUALS, session); #expect(session.state.zoom == 1.25)
        push(SDLK_MINUS, session); #expect(abs(session.state.zoom - 1) < 1e-9)
        push(SDLK_h, session); #expect(session.state.isHelpVisible)
        push(SDLK_SLASH, session); #expect(!session.state.isHelpVisible)
        let drawn = session.state.isDrawn(atScene: session.state.sceneTime(at: 1000))
        push(SDLK_SPACE, session)
        #expect(session.state.isDrawn(atScene: session.state.sceneTime(at: 1000)) != drawn)
        push(SDLK_d, session)
        #expect(session.state.isDrawn(atScene: session.state.sceneTime(at: 1000)) == drawn)
        #expect(!session.wantsToQuit)
        push(SDLK_q, session); #expect(session.wantsToQuit)
    }

    @Test func withoutADisplayTheViewerSaysSoInOneLine() throws {
        let names = ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"]
        let saved: [(String, String?)] = names.map { name in (name, ProcessInfo.processInfo.environment[name]) }
        for (name, _) in saved { unsetenv(name) }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } } }
        #expect {
            _ = try ViewerSession(options: ViewerOptions(), renderer: FlagRenderer())
        } throws: { error in
            let text = "\(error)"
            return !text.contains("\n") && text.contains("no display") && text.contains("symbolview record")
        }
    }

    @Test func anEmptyVideoDriverVariableStillNamesTheUnreachableDisplay() throws {
        // SDL_VIDEODRIVER= (set, empty) must not let SDL fall back to its invisible driver.
        let names = ["SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY"]
        let saved: [(String, String?)] = names.map { name in (name, ProcessInfo.processInfo.environment[name]) }
        defer { for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } } }
        setenv("SDL_VIDEODRIVER", "", 1)
        setenv("DISPLAY", ":123", 1)
        unsetenv("WAYLAND_DISPLAY")
        #expect {
            _ = try ViewerSession(options: ViewerOptions(), renderer: FlagRenderer())
        } throws: { error in
            let text = "\(error)"
            return !text.contains("\n") && text.contains("':123'") && text.contains("symbolview record")
        }
    }

    @Test func escapeAndTheCloseButtonQuit() throws {
        let (session, _) = try makeSession()
        push(SDLK_ESCAPE, session)
        #expect(session.wantsToQuit)
        let (other, _) = try makeSession()
        var event = SDL_Event(); event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
        other.pumpEvents(timeout: 0)
        #expect(other.wantsToQuit)
    }

    @Test func framesFollowTheStateAndTheWindowsPixelSize() throws {
        let (session, renderer) = try makeSession()
        session.drawFrame()
        #expect(session.pixelSize.width == 320 && session.pixelSize.height == 240)
        #expect(session.captureFrame().first == 0xFFFF_FFFF)
        push(SDLK_t, session)
        session.drawFrame()
        #expect(session.captureFrame().first == 0xFF00_0000)
        push(SDLK_2, session)
        session.drawFrame()
        #expect(session.captureFrame().first == 0xFF00_00FF)
        #expect(renderer.frames == 6)
    }

    @Test func framesFollowAResizedWindow() throws {
        let (session, _) = try makeSession()
        session.drawFrame()
        SDL_SetWindowSize(session.window, 500, 300)
        session.pumpEvents(timeout: 0)
        session.drawFrame()
        #expect(session.pixelSize.width == 500 && session.pixelSize.height == 300)
        #expect(session.captureFrame().count == 500 * 300)
    }

    @Test func aMinimizedWindowIsNotDrawnUntilRestored() throws {
        let (session, _) = try makeSession()
        func windowEvent(_ e: SDL_WindowEventID) {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(e.rawValue)
            SDL_PushEvent(&event)
            session.pumpEvents(timeout: 0)
        }
        windowEvent(SDL_WINDOWEVENT_MINIMIZED)
        #expect(session.isMinimized)
        windowEvent(SDL_WINDOWEVENT_FOCUS_LOST)
        #expect(session.isMinimized && !session.wantsToQuit)
        windowEvent(SDL_WINDOWEVENT_RESTORED)
        #expect(!session.isMinimized)
    }

    @Test func aRendererResetRecreatesTheRendererAndKeepsDrawing() throws {
        let (session, _) = try makeSession()
        session.drawFrame()
        for type in [SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue] {
            var event = SDL_Event(); event.type = type
            SDL_PushEvent(&event)
        }
        session.pumpEvents(timeout: 0)
        session.drawFrame()
        #expect(session.captureFrame().count == 320 * 240)
        #expect(!session.wantsToQuit)
    }

    /// The writer gets the final name; the real one (PNGCodec through OutputFile) writes a
    /// temporary file beside it and renames it into place.
    @Test func sSavesAScreenshotThroughTheWriterUnderItsFinalName() throws {
        let (session, _) = try makeSession()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("symbolview-shot-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: false)
        var written: [String] = []
        session.screenshotWriter = { pixels, w, h, path in
            #expect(pixels.count == w * h)
            written.append(path)
            _ = FileManager.default.createFile(atPath: path, contents: Data([1, 2, 3]))
        }
        session.drawFrame()
        push(SDLK_s, session)
        #expect(written.count == 1 && written[0].hasSuffix(".png"))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.count == 1 && files[0].hasSuffix(".png") && files[0].hasPrefix("symbolview-draw-on"))
        // The toast names the whole path, so the file can be found.
        #expect(session.state.toast?.text == "Saved \(dir)/\(files[0])")
    }

    @Test func aSlowScreenshotStillShowsItsToastForItsWholeTime() throws {
        let clock = ManualClock()
        let (session, _) = try makeSession(clock: clock)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("symbolview-slow-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: true)
        // Writing the file takes longer than a toast stays.
        session.screenshotWriter = { _, _, _, path in
            FileManager.default.createFile(atPath: path, contents: Data([1]))
            clock.advance(by: 2 * ViewerState.toastDuration)
        }
        session.drawFrame()
        push(SDLK_s, session)
        let toast = try #require(session.state.toast)
        #expect(toast.text.hasPrefix("Saved "))
        #expect(toast.isVisible(at: clock.now))
    }

    @Test func aScreenshotLeavesOutTheToastAndHelp() throws {
        let (session, renderer) = try makeSession()
        session.saveFolders = SaveFolders(pictures: NSTemporaryDirectory(), videos: NSTemporaryDirectory(), createsMissingFolders: false)
        var saved: String?
        session.screenshotWriter = { _, _, _, path in saved = path }
        session.drawFrame()
        push(SDLK_t, session)
        push(SDLK_h, session)
        #expect(session.state.toast != nil && session.state.isHelpVisible)
        renderer.lastState = nil
        push(SDLK_s, session)
        #expect(saved != nil)
        #expect(renderer.lastState?.toast == nil && renderer.lastState?.isHelpVisible == false)
        #expect(renderer.lastState?.appearance == .dark)
    }

    @Test func aFailedScreenshotNamesTheFolderNotTheTemporaryFile() throws {
        struct WriteFailure: Error, CustomStringConvertible { let description: String }
        let (session, _) = try makeSession()
        let dir = FileManager.default.temporaryDirectory.path
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: false)
        session.screenshotWriter = { _, _, _, path in
            throw WriteFailure(description: "\(path): could not write PNG: Read-only file system")
        }
        session.drawFrame()
        push(SDLK_s, session)
        #expect(session.state.toast?.text == "Screenshot failed: cannot write in \(dir): could not write PNG: Read-only file system")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs /usr/bin/ffmpeg (apt-get install ffmpeg)"))
    func recordingIntoAMissingOrUnwritableFolderSaysWhyWithoutTheRecordCommandsAdvice() throws {
        let (session, _) = try makeSession()
        session.saveFolders = SaveFolders(pictures: "/nonexistent-\(getpid())", videos: "/nonexistent-\(getpid())", createsMissingFolders: false)
        push(SDLK_r, session)
        #expect(session.liveRecording == nil)
        let text = session.state.toast?.text ?? ""
        #expect(text.hasPrefix("Cannot record: ") && !text.contains("--out") && !text.contains("cannot record"))
        #expect(text.contains("/nonexistent-\(getpid()) does not exist"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg"), "needs /usr/bin/ffmpeg (apt-get install ffmpeg)"))
    func rStartsAndStopsARecordingOfTheWindow() throws {
        let clock = ManualClock()
        let (session, _) = try makeSession(clock: clock)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("symbolview-rec-\(getpid())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        session.saveFolders = SaveFolders(pictures: dir, videos: dir, createsMissingFolders: false)
        push(SDLK_r, session)
        #expect(session.liveRecording != nil)
        #expect(session.state.toast?.text.hasPrefix("Recording \(dir)/symbolview-") == true)
        for _ in 0..<10 { clock.advance(by: 0.04); session.drawFrame() }
        push(SDLK_r, session)
        #expect(session.liveRecording == nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files.count == 1 && files[0].hasSuffix(".mp4"))
        #expect(session.state.toast?.text.hasPrefix("Saved \(dir)/\(files.first ?? "?") (") == true)
    }

    @Test(arguments: ["texture", "surface"])
    func theWindowShowsEveryFrameWhenOnlyTheDamageIsUploaded(path: String) throws {
        var options = try ViewerOptions.parse(["--present", path])
        options.width = 320; options.height = 240
        let patches = PatchRenderer()
        let session = try ViewerSession(options: options, renderer: patches)
        #expect(session.rendererName == (path == "surface" ? "window surface" : "software"))
        for _ in 0..<40 { session.drawFrame() }
        #expect(patches.frames == 40)
        let shown = session.presenter?.readPixels()
        let equal = shown == patches.canvas?.pixels    // (not #expect(==): it would print both frames)
        #expect(equal)
    }

    @Test func verifyDamageStopsAtTheFirstPixelThatDiffersFromAWholeRepaint() throws {
        var options = try ViewerOptions.parse(["--verify-damage", "--quit-after", "5"])
        options.width = 320; options.height = 240
        let session = try ViewerSession(options: options, renderer: OffByOneRenderer())
        #expect(session.run() == 1)
        let message = session.verificationFailure ?? ""
        #expect(message.contains("frame 1") && message.contains("pixel (7, 3)"), "\(message)")
    }

    @Test func theScrollDemoGoesDownToTheEndAndBack() {
        #expect(ViewerSession.scrollDemoOffset(elapsed: 0, maximum: 1200) == 0)
        #expect(ViewerSession.scrollDemoOffset(elapsed: 1, maximum: 1200) == ViewerOptions.scrollDemoSpeed)
        #expect(ViewerSession.scrollDemoOffset(elapsed: 2, maximum: 1200) == 1200)
        #expect(ViewerSession.scrollDemoOffset(elapsed: 3, maximum: 1200) == 1200 - ViewerOptions.scrollDemoSpeed)
        #expect(ViewerSession.scrollDemoOffset(elapsed: 4, maximum: 1200) == 0)
        #expect(ViewerSession.scrollDemoOffset(elapsed: 3, maximum: 0) == 0)
    }

    @Test func quitAfterEndsTheLoopOnItsOwn() throws {
        let clock = ManualClock()
        let (session, renderer) = try makeSession(["--quit-after", "0.3"], clock: clock)
        #expect(session.run() == 0)
        #expect(clock.now >= 0.3 && clock.now < 0.3 + 1.0 / 30)
        #expect(renderer.frames >= 1)
    }

    @Test func framesThatStopChangingStopBeingDrawnUntilAKey() throws {
        var options = try ViewerOptions.parse(["--scene", "loader", "--quit-after", "0.6"])
        options.width = 320; options.height = 240
        let still = StillRenderer()
        let session = try ViewerSession(options: options, renderer: still, clock: ManualClock())
        _ = session.run()
        #expect(still.frames <= 6)
        let moving = FlagRenderer()
        let other = try ViewerSession(options: options, renderer: moving, clock: ManualClock())
        _ = other.run()
        // Frames that change are drawn at every refresh: 60 a second, 36 in 0.6 s.
        #expect(moving.frames >= 35)
    }

    @Test func watchReloadsASavedFileWhileTheLoopSleeps() throws {
        let folder = NSTemporaryDirectory() + "watch-session-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let good = "\(folder)/good.svg", broken = "\(folder)/broken.svg"
        for path in [good, broken] { try "<svg/>".write(toFile: path, atomically: false, encoding: .utf8) }
        // Reduce Motion and a paused-looking grid: the loop sleeps between polls, so only the
        // watcher brings the saves in. The loop stops once both have been loaded again (the
        // --quit-after is only a guard, an hour of the test's clock away).
        let clock = ManualClock()
        let (session, _) = try makeSession(["--svg", good, broken, "--watch", "--reduce-motion", "--quit-after", "3600"],
                                           clock: clock)
        var reloads: [String] = []
        session.reloadSymbol = { source in
            reloads.append(source.name)
            if Set(reloads) == ["good.svg", "broken.svg"] {
                var quit = SDL_Event(); quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            if source == .file(broken) { throw ViewerOptionError("broken.svg line 1: the XML is malformed") }
        }
        try "<svg><path/></svg>".write(toFile: good, atomically: true, encoding: .utf8)
        try "<svg".write(toFile: broken, atomically: false, encoding: .utf8)
        #expect(session.run() == 0)
        #expect(Set(reloads) == ["good.svg", "broken.svg"])
        #expect(session.state.reloads[.file(good)] != nil)
        #expect(session.state.reloads[.file(broken)] == nil)
        #expect(session.state.reloadErrors == [ReloadError(source: .file(broken), message: "broken.svg line 1: the XML is malformed")])
    }

    @Test func watchWithoutSVGFilesIsRefused() {
        #expect(throws: ViewerOptionError.self) { try ViewerOptions.parse(["--watch"]) }
    }

    @Test func aStillSceneWaitsForEventsInsteadOfDrawing() throws {
        // Loader with Reduce Motion: nothing moves, so after the first frame the loop sleeps.
        let (session, renderer) = try makeSession(["--scene", "loader", "--reduce-motion", "--quit-after", "1"], clock: ManualClock())
        _ = session.run()
        #expect(renderer.frames <= 3)
    }
}

/// F asks the window manager for fullscreen; the layout must stay right when it refuses or
/// ignores the request and SDL reports a window size the renderer does not draw.
@Suite struct FullscreenLayoutTests {
    @Test func aConsistentWindowGivesTheDisplayScale() {
        for scale in [1.0, 1.5, 2, 3] {
            for (w, h) in [(390, 844), (1280, 800), (161, 160)] {
                let output = (Int(Double(w) * scale), Int(Double(h) * scale))
                let layout = ViewerSession.layoutSize(output: output, window: (w, h), previousScale: 1)
                #expect(abs(layout.scale - scale) < 0.01 && abs(layout.width - Double(w)) < 1 && abs(layout.height - Double(h)) < 1)
            }
        }
    }

    @Test func aFullscreenSizeTheRendererDoesNotDrawIsNotTrusted() {
        // The window manager ignored F: SDL says 1920x1080, the renderer still draws 390x844.
        let ignored = ViewerSession.layoutSize(output: (390, 844), window: (1920, 1080), previousScale: 1)
        #expect(ignored.scale == 1 && ignored.width == 390 && ignored.height == 844)
        // The same on a HiDPI screen keeps its scale of 2.
        let hiDPI = ViewerSession.layoutSize(output: (780, 1688), window: (1920, 1080), previousScale: 2)
        #expect(hiDPI.scale == 2 && hiDPI.width == 390 && hiDPI.height == 844)
        // A window size of zero (minimised, or not known yet) is no reason for a zero scale.
        let unknown = ViewerSession.layoutSize(output: (640, 480), window: (0, 0), previousScale: 1)
        #expect(unknown.scale == 1 && unknown.width == 640)
    }
}
