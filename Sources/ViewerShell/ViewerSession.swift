import CSDL2
import FileAccess
import Foundation
import Raster
import Recording
import Scenes

/// Why the viewer could not start, in one line a person can act on.
public struct ViewerShellError: Error, CustomStringConvertible, Sendable {
    public var description: String
}

/// The imperative shell: one SDL window, its ``FramePresenter`` (the window's surface or an SDL
/// renderer's texture), and the frame loop.
///
/// Everything the window shows comes from ``ViewerState`` (the functional core) and a
/// ``FrameRenderer``; the session only turns SDL events into ``ViewerKey``s, carries out the
/// ``ViewerCommand``s that come back, and paces frames.
public final class ViewerSession {
    public private(set) var state: ViewerState
    public let options: ViewerOptions
    private let renderer: FrameRenderer
    private(set) var window: OpaquePointer?
    /// Where frames go: the window's surface or an SDL renderer's texture.
    private(set) var presenter: FramePresenter?
    private let clock = MonotonicClock()
    private var stats: FrameStats
    private var needsFrame = true { didSet { if needsFrame { restingUntil = nil } } }
    /// Set when the window's pixels may be gone or stale (a new texture or renderer, an exposed
    /// or resized window): the next frame is uploaded and presented whole, not just its damage.
    private var needsWholePresent = true
    /// Frames drawn so far, for `--verify-damage`'s message.
    private var framesDrawn = 0
    /// Why `--verify-damage` stopped the viewer: the frame and the first pixel that differed.
    public private(set) var verificationFailure: String?
    /// Set when frames stopped changing although the state says an effect may still run (it
    /// finished early): no drawing until this wall time (the next scheduled change) or an event.
    private(set) var restingUntil: Double?
    private(set) var isMinimized = false
    private var isQuitting = false
    /// The pixel size and display scale of the last frame drawn.
    public private(set) var pixelSize = (width: 0, height: 0)
    private var displayScale = 1.0
    /// The name of the SDL render driver in use ("opengl", "software", …), or "window surface".
    public var rendererName: String { presenter?.name ?? "" }
    /// Writes a screenshot: pixels, width, height, path. Set by the command line, which knows
    /// the PNG encoder.
    public var screenshotWriter: (([UInt32], Int, Int, String) throws -> Void)?
    /// Where `S` saves screenshots and `R` recordings: `--save-dir`, or the desktop's pictures
    /// and videos folders.
    public var saveFolders: SaveFolders
    /// The file type `R` records (its extension: mp4, webm, gif, apng).
    public var recordingExtension = "mp4"
    /// The recording `R` started, if one is running.
    public private(set) var liveRecording: LiveRecording?
    /// Loads a saved file's symbol again (`--watch`); throws the loader's error when the save does
    /// not load. Set by the command line, which owns the symbol painter.
    public var reloadSymbol: ((SymbolSource) throws -> Void)?
    /// Watches the `--svg` files with `--watch`.
    private var watcher: FileWatcher?

    /// Opens the window. Fails with one line when there is no display.
    public init(options: ViewerOptions, renderer: FrameRenderer) throws {
        self.options = options
        self.renderer = renderer
        stats = FrameStats(now: 0)
        state = ViewerState(options: options, startingAt: 0)
        saveFolders = SaveFolders.resolve(saveDirectory: options.saveDirectory)
        // Only the drivers of the displays the environment names: without a hint, SDL falls
        // back to its invisible offscreen driver when the X server is not running.
        let displays = try DisplayCheck.check(environment: ProcessInfo.processInfo.environment)
        if let drivers = displays.drivers { SDL_SetHint(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ",")) }
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else {
            throw displays.failure(sdlError: String(cString: SDL_GetError()))
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED, a macro Swift cannot import
        window = SDL_CreateWindow("symbolview", centered, centered, Int32(options.width), Int32(options.height), flags)
        guard window != nil else {
            let message = String(cString: SDL_GetError())
            SDL_Quit()
            throw ViewerShellError(description: "symbolview: cannot open a window (SDL: \(message)); use `symbolview record` to render without a window")
        }
        SDL_SetWindowMinimumSize(window, 160, 160)
        try createPresenter()
        stats = FrameStats(now: clock.now)
        state = ViewerState(options: options, startingAt: clock.now)
        if options.watchesFiles {
            let files = options.symbols.compactMap { source -> String? in
                if case .file(let path) = source { return path }
                return nil
            }
            let clock = self.clock
            let watcher = try FileWatcher(files: files, clock: { clock.now })
            // Wakes the event loop, which may be asleep in SDL_WaitEventTimeout; SDL_PushEvent
            // may be called from any thread.
            watcher.onEvent = {
                var wake = SDL_Event()
                wake.type = SDL_USEREVENT.rawValue
                SDL_PushEvent(&wake)
            }
            watcher.start()
            self.watcher = watcher
        }
    }

    deinit {
        watcher?.stop()
        presenter = nil
        if let window { SDL_DestroyWindow(window) }
        SDL_Quit()
    }

    /// Creates (or re-creates after a device reset) the presenter: `--present`'s choice, else the
    /// window surface where SDL offers one of 32-bit RGB pixels, else an SDL renderer.
    private func createPresenter() throws {
        presenter = nil
        guard let window else { return }
        if options.presentPath != .texture, let surface = try? SurfacePresenter(window: window) {
            presenter = surface
        } else if options.presentPath == .surface {
            throw ViewerShellError(description: "symbolview: --present surface: SDL offers no window surface of 32-bit RGB pixels here")
        } else {
            presenter = try TexturePresenter(window: window)
        }
        needsFrame = true
        needsWholePresent = true
    }

    // MARK: - The loop

    /// Runs until `Q`, `Esc`, the window's close button or `--quit-after`. Returns the exit code.
    public func run() -> Int32 {
        let quitAt = options.quitAfter.map { clock.now + $0 }
        let start = clock.now
        let period = 1.0 / 60
        var nextFrameDue = clock.now
        var previousFingerprint: Int?
        var stillFrames = 0
        while !isQuitting {
            let now = clock.now
            if let quitAt, now >= quitAt { break }
            state.advance(to: now)
            reloadSavedFiles(at: now)
            let scrolling = options.scrollDemo && state.maximumScrollOffset > 0
            if scrolling {
                let offset = Self.scrollDemoOffset(elapsed: now - start, maximum: state.maximumScrollOffset)
                state.scroll(by: offset - state.scrollOffset, at: now)
            }
            let demand = scrolling ? .continuous : state.frameDemand(at: now)
            if let r = restingUntil, now >= r { restingUntil = nil }
            verifyFullscreen(at: now)
            // A running recording needs a frame every refresh, still or not, to keep its pace.
            let animating = (demand == .continuous && restingUntil == nil || liveRecording != nil) && !isMinimized
            if needsFrame || animating {
                if !isMinimized {
                    drawFrame()
                    // Three identical frames in a row: whatever was moving has come to rest, so
                    // sleep until the state's next scheduled change.
                    let fingerprint = renderer.lastFrameFingerprint
                    stillFrames = fingerprint != nil && fingerprint == previousFingerprint ? stillFrames + 1 : 0
                    previousFingerprint = fingerprint
                    if stillFrames >= 3 {
                        stillFrames = 0
                        restingUntil = state.nextScheduledChange(after: clock.now) ?? .infinity
                    }
                }
                needsFrame = false
                // Vsync blocks in present; when it does not (software renderer, some X servers),
                // sleep until the next 60 Hz deadline instead of spinning. Deadlines advance by
                // whole periods so rounding in SDL_Delay does not drift the rate.
                nextFrameDue += period
                let after = clock.now
                if nextFrameDue < after - period { nextFrameDue = after }
                if nextFrameDue > after { SDL_Delay(UInt32(((nextFrameDue - after) * 1000).rounded())) }
                pumpEvents(timeout: 0)
            } else {
                // Nothing moves: sleep in SDL until an event or the next deadline.
                var deadline: Double?
                if case .at(let t) = demand { deadline = t }
                if let r = restingUntil, r.isFinite { deadline = min(deadline ?? r, r) }
                if let quitAt { deadline = min(deadline ?? quitAt, quitAt) }
                if let due = fullscreenCheck { deadline = min(deadline ?? due, due) }
                if let due = watcher?.nextSettleTime { deadline = min(deadline ?? due, due) }
                if isMinimized, demand == .continuous { deadline = now + 0.25 }
                let wait = deadline.map { max(0, $0 - clock.now) } ?? 3600
                pumpEvents(timeout: wait)
            }
        }
        if liveRecording != nil { print(stopRecording()) }
        if options.printsStats { print(stats.summary(now: clock.now)) }
        if let verificationFailure {
            FileHandle.standardError.write((verificationFailure + "\n").data(using: .utf8)!)
            return 1
        }
        return 0
    }

    /// Loads again every watched file whose save has settled: a good save replaces the symbol
    /// (which draws on again), a broken one keeps the last drawing and shows the error.
    private func reloadSavedFiles(at now: Double) {
        guard let watcher, let reloadSymbol else { return }
        for path in watcher.takeSettled(at: now) {
            let source = SymbolSource.file(path)
            do {
                try reloadSymbol(source)
                state.symbolReloaded(source, at: now)
            } catch {
                state.symbolFailedToReload(source, message: "\(error)", at: now)
            }
            needsFrame = true
        }
    }

    /// Where `--scroll-demo` has scrolled the grid after `elapsed` seconds: down to `maximum` at
    /// ``ViewerOptions/scrollDemoSpeed`` points a second, back up, and again.
    static func scrollDemoOffset(elapsed: Double, maximum: Double) -> Double {
        guard maximum > 0 else { return 0 }
        let travelled = (elapsed * ViewerOptions.scrollDemoSpeed).truncatingRemainder(dividingBy: 2 * maximum)
        return travelled <= maximum ? travelled : 2 * maximum - travelled
    }

    /// Whether SDL's video driver can block until an event arrives. The dummy and offscreen
    /// drivers cannot: SDL_WaitEventTimeout then polls every millisecond, 2 % of a core while the
    /// viewer has nothing to do.
    private lazy var driverWaitsForEvents: Bool = {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        return driver != "dummy" && driver != "offscreen"
    }()

    /// How often the viewer looks for events on a driver that cannot wait for them: only events
    /// the program pushes itself (the file watcher, tests) arrive there.
    static let idlePollInterval = 0.25

    /// Handles every pending event, first waiting up to `timeout` seconds for one.
    public func pumpEvents(timeout: Double) {
        var event = SDL_Event()
        var got: Int32
        if timeout <= 0 {
            got = SDL_PollEvent(&event)
        } else if driverWaitsForEvents {
            got = SDL_WaitEventTimeout(&event, Int32(min(timeout, 3600) * 1000) + 1)
        } else {
            let deadline = clock.now + min(timeout, 3600)
            got = SDL_PollEvent(&event)
            while got == 0, case let left = deadline - clock.now, left > 0 {
                SDL_Delay(UInt32((min(left, Self.idlePollInterval) * 1000).rounded(.up)))
                got = SDL_PollEvent(&event)
            }
        }
        while got != 0 {
            handle(event)
            got = SDL_PollEvent(&event)
        }
    }

    /// The keys that act again while held down.
    static let repeatingKeys: Set<ViewerKey> = [.stepFrame, .zoomIn, .zoomOut, .scrollUp, .scrollDown, .pageUp, .pageDown]

    /// Applies one SDL event.
    func handle(_ event: SDL_Event) {
        let now = clock.now
        switch event.type {
        case SDL_QUIT.rawValue:
            isQuitting = true
        case SDL_KEYDOWN.rawValue:
            guard let key = KeyMapping.key(for: event.key.keysym.sym) else { return }
            // A held key repeats only where repeating means something (step, zoom); holding S or
            // Space must not save twenty screenshots or flicker the draw state.
            if event.key.repeat != 0 && !Self.repeatingKeys.contains(key) { return }
            press(key, at: now)
        case SDL_MOUSEWHEEL.rawValue:
            // preciseY carries a touchpad's fractions of a notch (SDL 2.0.18 and later); y is
            // whole notches. Positive is away from the user: up the grid.
            let wheel = event.wheel
            var notches = Double(wheel.preciseY)
            if notches == 0 { notches = Double(wheel.y) }
            if wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { notches = -notches }
            state.scroll(by: -notches * ViewerState.lineScroll, at: now)
            needsFrame = true
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_MINIMIZED.rawValue, SDL_WINDOWEVENT_HIDDEN.rawValue:
                isMinimized = true
            case SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue, SDL_WINDOWEVENT_MAXIMIZED.rawValue:
                isMinimized = false
                needsFrame = true
                needsWholePresent = true
            default:
                // Resized, exposed, focus: redraw once. The window manager may also have left
                // fullscreen on its own (or never entered it): F then does what it says.
                if UInt32(event.window.event) == SDL_WINDOWEVENT_SIZE_CHANGED.rawValue { state.isFullscreen = isWindowFullscreen }
                needsFrame = true
                needsWholePresent = true
            }
        case SDL_RENDER_TARGETS_RESET.rawValue:
            // Texture contents are lost; a fresh upload fixes it.
            needsFrame = true
            needsWholePresent = true
        case SDL_RENDER_DEVICE_RESET.rawValue:
            try? createPresenter()
        default:
            break
        }
    }

    /// Applies a viewer key as if it were pressed at `wall` and carries out what it asks for.
    public func press(_ key: ViewerKey, at wall: Double? = nil) {
        let now = wall ?? clock.now
        for command in state.apply(key, at: now) {
            switch command {
            case .quit:
                isQuitting = true
            case .setFullscreen(let on):
                // The window manager may refuse (SDL returns an error) or ignore the request; the
                // state follows what the window is, so the next F asks again, and the layout
                // follows the size the renderer really draws (see `layoutSize`).
                let refused = SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) != 0
                if refused {
                    state.isFullscreen = isWindowFullscreen
                    state.showToast("Fullscreen refused (\(String(cString: SDL_GetError())))", at: now)
                } else if on {
                    fullscreenCheck = clock.now + Self.fullscreenGrace
                }
            case .saveScreenshot:
                state.showToast(saveScreenshot(), at: now)
            case .record:
                state.showToast(liveRecording == nil ? startRecording() : stopRecording(), at: now)
            }
        }
        needsFrame = true
    }

    /// How long the window manager has to carry out a fullscreen request before the window's
    /// real size is compared with SDL's idea of it.
    static let fullscreenGrace = 0.75
    /// When to verify the last fullscreen request.
    private var fullscreenCheck: Double?

    private var windowSize: (width: Int32, height: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        return (w, h)
    }

    /// After a fullscreen request: if the X server's window is not the size SDL believes (the
    /// window manager ignored the request, or there is none), SDL is told the truth, back in a
    /// window of the real size, so the frame fits the window again; the toast says so.
    private func verifyFullscreen(at now: Double) {
        guard let due = fullscreenCheck, now >= due, let window else { return }
        fullscreenCheck = nil
        guard state.isFullscreen, let real = X11WindowSize.size(of: window) else { return }
        let believed = windowSize
        let outputWidth = presenter?.outputSize().width ?? 0
        let scale = believed.width > 0 ? Double(outputWidth) / Double(believed.width) : 1
        let realPoints = (width: Int32((Double(real.width) / max(scale, 1)).rounded()), height: Int32((Double(real.height) / max(scale, 1)).rounded()))
        guard abs(realPoints.width - believed.width) > 1 || abs(realPoints.height - believed.height) > 1 else { return }
        SDL_SetWindowFullscreen(window, 0)
        SDL_SetWindowSize(window, realPoints.width, realPoints.height)
        state.isFullscreen = false
        state.showToast("The window manager did not make the window fullscreen", at: now)
        needsFrame = true
    }

    /// Whether the window is fullscreen now, as SDL last heard from the window manager.
    private var isWindowFullscreen: Bool {
        window.map { SDL_GetWindowFlags($0) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue } ?? false
    }

    /// The layout for a frame: pixels per point, and the size in points, from the renderer's
    /// output size in pixels and the window's size in points.
    ///
    /// Normally the ratio of the two is the display scale (1, or 2 on HiDPI). But when the window
    /// manager refuses or ignores a fullscreen request, SDL may already report the fullscreen size
    /// for the window while the renderer still draws the old one; the ratio then comes out below
    /// 1 or differs between the axes, and the scene would be laid out for a screen it is not on.
    /// Such a window size is not trusted: the last good scale and the pixels decide.
    static func layoutSize(output: (width: Int, height: Int), window: (width: Int, height: Int),
                           previousScale: Double) -> (scale: Double, width: Double, height: Double) {
        let sx = window.width > 0 ? Double(output.width) / Double(window.width) : 0
        let sy = window.height > 0 ? Double(output.height) / Double(window.height) : 0
        let consistent = sx >= 1 - 1e-3 && sy > 0 && abs(sx - sy) <= 0.01 * max(sx, sy)
        let scale = consistent ? sx : max(1, previousScale)
        return (scale, Double(output.width) / scale, Double(output.height) / scale)
    }

    /// Whether a quit was asked for.
    public var wantsToQuit: Bool { isQuitting }

    /// Seconds on the viewer's clock, which ``drawFrame(at:)`` takes.
    public var now: Double { clock.now }

    // MARK: - Frames

    /// What one frame cost, in wall seconds: making it, uploading it and presenting it (0 for
    /// the parts a frame without changes skips).
    public struct FrameTiming: Sendable {
        public var render = 0.0, upload = 0.0, present = 0.0
    }

    /// Moves the state to wall time `wall` (seconds on the viewer's clock) and draws that frame,
    /// whatever the real time: how `symbolbench scene` plays a scene at exactly 60 frames a
    /// second however long each frame takes.
    @discardableResult
    public func drawFrame(at wall: Double) -> FrameTiming {
        state.advance(to: wall)
        return drawFrame(time: wall)
    }

    /// Renders the current state and shows it.
    @discardableResult
    public func drawFrame() -> FrameTiming { drawFrame(time: clock.now) }

    private func drawFrame(time frameTime: Double) -> FrameTiming {
        guard let presenter else { return FrameTiming() }
        let output = presenter.outputSize()
        var ww: Int32 = 0, wh: Int32 = 0
        SDL_GetWindowSize(window, &ww, &wh)
        let (w, h) = (Int32(output.width), Int32(output.height))
        guard w > 0, h > 0 else { return FrameTiming() }
        let layout = Self.layoutSize(output: (Int(w), Int(h)), window: (Int(ww), Int(wh)), previousScale: displayScale)
        let displayScale = layout.scale
        if (layout.width, layout.height) != (state.viewportWidth, state.viewportHeight) {
            state.resize(width: layout.width, height: layout.height)
        }
        let t0 = clock.now
        let overlaid = state.isHelpVisible || state.toast?.isVisible(at: frameTime) == true
        if let recording = liveRecording, overlaid {
            // The recording gets the frame without toasts or help; the screen gets it with them.
            record(renderer.renderFrame(state.withoutOverlays, at: frameTime, width: Int(w), height: Int(h),
                                        displayScale: displayScale), into: recording, at: frameTime)
        }
        let update = renderer.renderScreenFrame(state, at: frameTime, width: Int(w), height: Int(h), displayScale: displayScale)
        let canvas = update.canvas
        framesDrawn += 1
        if let recording = liveRecording, !overlaid { record(canvas, into: recording, at: frameTime) }
        if options.verifiesDamage { verify(update, at: frameTime, displayScale: displayScale) }
        let t1 = clock.now
        defer {
            pixelSize = (Int(w), Int(h))
            self.displayScale = displayScale
            stats.pixelSize = (Int(w), Int(h))
            stats.rendererName = rendererName
        }
        // Only what changed is uploaded and presented; a frame where nothing changed is neither.
        let whole = needsWholePresent || update.isWhole
        let rects = whole ? [PixelRect(x: 0, y: 0, width: Int(w), height: Int(h))] : update.damage
        guard !rects.isEmpty else {
            stats.record(render: t1 - t0, upload: 0, present: 0)
            return FrameTiming(render: t1 - t0)
        }
        let shown = presenter.upload(canvas, rects: rects)
        let t2 = clock.now
        presenter.present(shown)
        needsWholePresent = false
        let t3 = clock.now
        stats.record(render: t1 - t0, upload: t2 - t1, present: t3 - t2)
        return FrameTiming(render: t1 - t0, upload: t2 - t1, present: t3 - t2)
    }

    /// `--verify-damage`: renders the frame whole as well and stops the viewer at the first
    /// pixel the partial repaint got wrong.
    private func verify(_ update: FrameUpdate, at wall: Double, displayScale: Double) {
        let expected = renderer.renderFrame(state, at: wall, width: update.canvas.width, height: update.canvas.height,
                                            displayScale: displayScale)
        guard let (x, y) = update.canvas.firstDifference(from: expected) else { return }
        let i = y * expected.width + x
        func hex(_ p: UInt32) -> String { "0x" + String(p, radix: 16, uppercase: true) }
        verificationFailure = "symbolview: --verify-damage: frame \(framesDrawn) (scene \(state.scene.rawValue), "
            + "damage \(update.damage.map(\.description).joined(separator: ", "))) differs from a whole repaint first at pixel "
            + "(\(x), \(y)): \(hex(update.canvas.pixels[i])) where the whole frame has \(hex(expected.pixels[i]))"
        isQuitting = true
    }

    /// The frame on screen, rendered again from the state (frames are pure functions of state
    /// and time, so nothing is kept between frames that would force a copy).
    public func captureFrame() -> [UInt32] {
        if pixelSize.width == 0 { drawFrame() }
        return renderer.renderFrame(state, at: clock.now, width: pixelSize.width, height: pixelSize.height,
                                    displayScale: displayScale).pixels
    }

    private func record(_ canvas: Canvas, into recording: LiveRecording, at time: Double) {
        do {
            try recording.append(canvas, at: time)
        } catch {
            liveRecording = nil
            state.showToast("Recording failed: \(error)", at: time)
        }
    }

    /// Starts recording what the window shows (`R`); returns the toast text.
    func startRecording() -> String {
        if pixelSize.width == 0 { drawFrame() }
        let folder = saveFolders.videos
        if let problem = saveFolders.prepare(folder) { return "Cannot record: \(problem)" }
        let url = LiveRecording.defaultURL(in: URL(fileURLWithPath: folder), extension: recordingExtension)
        do {
            liveRecording = try LiveRecording(url: url, fps: 30, width: pixelSize.width, height: pixelSize.height)
            return "Recording \(url.path) (R stops)"
        } catch {
            // The recorder words its errors for `symbolview record`; here there is no --out to
            // choose, only the folder.
            switch error {
            case RecordingError.unwritableFolder(let folder, let reason):
                return "Cannot record: \(FileName.display(folder)) is not writable (\(reason))"
            case RecordingError.missingFolder(let folder):
                return "Cannot record: \(FileName.display(folder)) does not exist"
            case RecordingError.ffmpegMissing:
                return "Cannot record: ffmpeg is not installed (apt-get install ffmpeg)"
            default:
                return "Cannot record: \(error)"
            }
        }
    }

    /// Finishes the running recording; returns the toast text.
    func stopRecording() -> String {
        guard let recording = liveRecording else { return "" }
        liveRecording = nil
        do {
            let url = try recording.finish()
            return "Saved \(FileName.display(url.path)) (\(recording.summary))"
        } catch {
            return "Recording failed: \(error)"
        }
    }

    /// Saves the last frame as a PNG (the writer goes through `OutputFile`: a new temporary
    /// file renamed into place) and returns the toast text.
    func saveScreenshot() -> String {
        guard let writer = screenshotWriter else { return "Screenshots need the PNG encoder" }
        let screenshotDirectory = saveFolders.pictures
        if let problem = saveFolders.prepare(screenshotDirectory) { return "Screenshot failed: \(problem)" }
        let name = LiveRecording.defaultURL(in: URL(fileURLWithPath: screenshotDirectory),
                                            prefix: "symbolview-\(state.scene.rawValue)", extension: "png").lastPathComponent
        let path = (screenshotDirectory as NSString).appendingPathComponent(name)
        let shownFolder = FileName.display(screenshotDirectory)
        do {
            // Like a recording, the screenshot leaves out toasts and help: it is for showing the
            // scene, not the viewer (pressing T then S must not save a "Dark" toast).
            if pixelSize.width == 0 { drawFrame() }
            let frame = renderer.renderFrame(state.withoutOverlays, at: clock.now, width: pixelSize.width,
                                             height: pixelSize.height, displayScale: displayScale).pixels
            try writer(frame, pixelSize.width, pixelSize.height, path)
            return "Saved \(FileName.display(path))"
        } catch let error as FileError {
            return "Screenshot failed: cannot write in \(shownFolder): \(error.reason)"
        } catch {
            // The person knows the folder; the file's own name adds nothing.
            let reason = FileError.message(for: error, path: path).replacingOccurrences(of: path + ": ", with: "")
            return "Screenshot failed: cannot write in \(shownFolder): \(reason)"
        }
    }
}
