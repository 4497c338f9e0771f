import CSDL2
import Foundation
import Geometry
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
    public internal(set) var state: ViewerState
    public let options: ViewerOptions
    let renderer: FrameRenderer
    var window: OpaquePointer?
    /// Where frames go: the window's surface or an SDL renderer's texture.
    var presenter: FramePresenter?
    /// The session's time and how it waits (``MonotonicClock``; tests pass a clock of their own).
    let clock: any ViewerClock
    var stats: FrameStats
    var needsFrame = true { didSet { if needsFrame { restingUntil = nil } } }
    /// Set when the window's pixels may be gone or stale (a new texture or renderer, an exposed
    /// or resized window): the next frame is uploaded and presented whole, not just its damage.
    var needsWholePresent = true
    /// Frames drawn so far, for `--verify-damage`'s message.
    var framesDrawn = 0
    /// Why `--verify-damage` stopped the viewer: the frame and the first pixel that differed.
    public internal(set) var verificationFailure: String?
    /// Set when frames stopped changing although the state says an effect may still run (it
    /// finished early): no drawing until this wall time (the next scheduled change) or an event.
    var restingUntil: Double?
    var isMinimized = false
    var isQuitting = false
    /// The pixel size and display scale of the last frame drawn.
    public internal(set) var pixelSize = (width: 0, height: 0)
    var displayScale = 1.0
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
    public internal(set) var liveRecording: LiveRecording?
    /// Loads a saved file's symbol again (`--watch`); throws the loader's error when the save does
    /// not load. Set by the command line, which owns the symbol painter.
    public var reloadSymbol: ((SymbolSource) throws -> Void)?
    /// Watches the `--svg` files with `--watch`.
    var watcher: FileWatcher?
    /// When to verify the last fullscreen request.
    var fullscreenCheck: Double?
    /// Where the mouse pointer is, in window points; nil when it is outside the window. `X`
    /// exports the symbol under it.
    public internal(set) var pointer: Point?
    /// The title of the export `X` started, while it runs.
    public internal(set) var vectorExportInFlight: String?
    /// Where the running export leaves its toast.
    let vectorExportResults = ToastMailbox()

    /// Whether SDL's video driver can block until an event arrives. The dummy and offscreen
    /// drivers cannot: SDL_WaitEventTimeout then polls every millisecond, 2 % of a core while the
    /// viewer has nothing to do.
    lazy var driverWaitsForEvents: Bool = {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        return driver != "dummy" && driver != "offscreen"
    }()

    /// Opens the window. Fails with one line when there is no display.
    public convenience init(options: ViewerOptions, renderer: FrameRenderer) throws {
        try self.init(options: options, renderer: renderer, clock: MonotonicClock())
    }

    /// Opens the window, with its time from `clock`.
    init(options: ViewerOptions, renderer: FrameRenderer, clock: any ViewerClock) throws {
        self.clock = clock
        self.options = options
        self.renderer = renderer
        stats = FrameStats(now: 0)
        state = ViewerState(options: options, startingAt: 0)
        saveFolders = SaveFolders.resolve(saveDirectory: options.saveDirectory)
        // Only the drivers of the displays the environment names: without a hint, SDL falls
        // back to its invisible offscreen driver when the X server is not running.
        let displays = try DisplayCheck.check(environment: ProcessInfo.processInfo.environment)
        // An empty SDL_VIDEODRIVER in the environment would outrank a hint of normal priority
        // (and SDL would then try every driver, down to the invisible offscreen one).
        if let drivers = displays.drivers {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, drivers.joined(separator: ","), SDL_HINT_OVERRIDE)
        }
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
    func createPresenter() throws {
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
            collectVectorExport(at: now)
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
                if nextFrameDue > after { clock.sleep(nextFrameDue - after) }
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
        if let running = vectorExportInFlight {
            print("symbolview: finishing the export of \(running)…")
            print(waitForVectorExport(upTo: 60) ?? "symbolview: the export of \(running) did not finish within 60 s")
        }
        if options.printsStats { print(stats.summary(now: clock.now)) }
        if let verificationFailure {
            FileHandle.standardError.write((verificationFailure + "\n").data(using: .utf8)!)
            return 1
        }
        return 0
    }

    /// Where `--scroll-demo` has scrolled the grid after `elapsed` seconds: down to `maximum` at
    /// ``ViewerOptions/scrollDemoSpeed`` points a second, back up, and again.
    static func scrollDemoOffset(elapsed: Double, maximum: Double) -> Double {
        guard maximum > 0 else { return 0 }
        let travelled = (elapsed * ViewerOptions.scrollDemoSpeed).truncatingRemainder(dividingBy: 2 * maximum)
        return travelled <= maximum ? travelled : 2 * maximum - travelled
    }
    /// Whether a quit was asked for.
    public var wantsToQuit: Bool { isQuitting }

    /// Seconds on the viewer's clock, which ``drawFrame(at:)`` takes.
    public var now: Double { clock.now }
}
