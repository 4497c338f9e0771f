import Foundation
import Raster

/// One offline recording: a scene filmed for a duration at a frame rate into one output file
/// or folder, with no window and no display.
///
/// The clock advances exactly 1/fps per frame: frame *i* (from 0) shows time *i*/fps, and a
/// recording of `duration` seconds has `round(duration × fps)` frames (at least one). Scripted
/// keys are pressed at their exact times and first show on the frame at or after them. The output
/// is staged under a temporary name and renamed into place only when complete; on any error or
/// on SIGINT/SIGTERM the temporary output is removed and ffmpeg is stopped.
public struct OfflineRecording {
    public var output: String
    public var format: OutputFormat
    public var duration: Double
    public var fps: Double
    /// The size asked for; MP4 renders at the even size ``OutputFormat/frameSize(forRequested:_:)`` gives.
    public var width: Int
    public var height: Int
    public var keys: KeyScript
    /// Keep transparency (GIF, WebM, APNG, PNG); the source is told to leave out its background.
    public var transparent: Bool
    /// For `.png` output: the scene time of the one frame written; nil means the first frame.
    public var stillTime: Double?
    /// The folders searched for ffmpeg; defaults to the process's `PATH`.
    public var searchPath: String?
    /// Draw a progress bar on stderr; nil means only when stderr is a terminal.
    public var showProgress: Bool?
    /// Stop cleanly on SIGINT/SIGTERM (the command line wants this; a test or a host app may not).
    public var watchSignals: Bool
    /// A watch the caller has already started (a host that handles the signals itself): the
    /// recording stops when it hears a signal, as with ``watchSignals``, and leaves it running.
    public var interruptWatch: InterruptWatch?
    /// Write PNG frames into an existing folder that holds other files (`--force`); only
    /// `frame-NNNNN.png` files there are replaced or removed.
    public var force: Bool

    public init(output: String, duration: Double, fps: Double, width: Int, height: Int, keys: KeyScript = KeyScript(),
                transparent: Bool = false, stillTime: Double? = nil, searchPath: String? = ExecutableSearch.environmentPath,
                showProgress: Bool? = nil, watchSignals: Bool = false, force: Bool = false) throws {
        self.output = output
        self.format = try OutputFormat.forOutput(output)
        self.duration = duration
        self.fps = fps
        self.width = width
        self.height = height
        self.keys = keys
        self.transparent = transparent
        self.stillTime = stillTime
        self.searchPath = searchPath
        self.showProgress = showProgress
        self.watchSignals = watchSignals
        self.force = force
    }

    /// The most pixels a frame may have: 16.8 million (4096x4096, or 7680x2184). A frame is held
    /// three times over while it is encoded (the canvas and two in the encoder's pipeline), 64 MB
    /// each at this size, and ffmpeg's encoders keep dozens more in their lookahead, so memory
    /// grows far faster than the frame.
    public static let maxFramePixels = 4096 * 4096

    /// Why a `width`×`height` frame is refused, or nil when it is within ``maxFramePixels``.
    public static func sizeRefusal(width: Int, height: Int) -> String? {
        guard width * height > maxFramePixels else { return nil }
        return "frames of \(width)x\(height) pixels, \(width * height) pixels a frame; the limit is \(maxFramePixels) "
            + "(4096x4096), since every frame is held several times while it is encoded"
    }

    /// The size frames are rendered at.
    public var frameSize: (width: Int, height: Int) { format.frameSize(forRequested: width, height) }

    /// How many frames the output holds.
    public var frameCount: Int {
        if format == .png { return 1 }
        // Compared before converting, so settings ``validate()`` would refuse cannot trap here.
        let n = (duration * fps).rounded()
        return n < 1 || n.isNaN ? 1 : n < 1e15 ? Int(n) : Int(1e15)
    }

    /// What a finished recording made.
    public struct Summary: Equatable {
        public var output: String
        public var frames: Int
        public var seconds: Double
        public var framesPerSecond: Double { seconds > 0 ? Double(frames) / seconds : 0 }
    }

    /// Checks the settings and the destination (see ``StagedOutput/check(destination:isFolder:force:)``),
    /// and for ffmpeg formats finds ffmpeg, without writing anything.
    public func validate() throws -> String? {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw RecordingError.badOption("--fps must be a number of frames per second in 0…1000, not \(fps)") }
        guard duration.isFinite, duration > 0, duration <= 86_400 else {
            throw RecordingError.badOption("--duration must be a number of seconds from 0.001 to 86400, not \(duration)")
        }
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RecordingError.badOption("--size must be WxH with each side in 1…16384, not \(width)x\(height)")
        }
        if let refusal = Self.sizeRefusal(width: width, height: height) { throw RecordingError.badOption(refusal) }
        if let t = stillTime, !(t.isFinite && t >= 0) { throw RecordingError.badOption("--time must be a time in seconds ≥ 0") }
        try StagedOutput.check(destination: output, isFolder: format == .pngFrames, force: force)
        guard format.needsFFmpeg else { return nil }
        guard let ffmpeg = ExecutableSearch.find("ffmpeg", inPath: searchPath) else {
            throw RecordingError.ffmpegMissing(format: format.rawValue)
        }
        return ffmpeg
    }

    /// How many threads render frames when ``run(_:makeSource:workers:)`` is given a way to make
    /// more sources: every core, at most 8.
    public static var defaultWorkers: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8) }

    /// Films `source` into the output. `source` must render at ``frameSize``.
    ///
    /// With `makeSource`, frames are rendered on `workers` threads (every core by default), each
    /// with a source of its own made by `makeSource` (the first uses `source`), and handed to the
    /// output in order: the same bytes as on one thread, since a frame depends only on the key
    /// presses before it and its time.
    @discardableResult
    public func run(_ source: FrameSource, makeSource: (() throws -> FrameSource)? = nil,
                    workers: Int? = nil) throws -> Summary {
        let ffmpeg = try validate()
        let watch = interruptWatch ?? (watchSignals ? InterruptWatch() : nil)
        defer { if interruptWatch == nil { watch?.stop() } }
        let staged = try StagedOutput(destination: output, isFolder: format == .pngFrames, force: force)
        let size = frameSize
        var sink: FrameSink?
        let started = DispatchTime.now().uptimeNanoseconds
        let progress = ProgressBar(total: frameCount, enabled: showProgress ?? (isatty(STDERR_FILENO) != 0))
        do {
            if format == .pngFrames {
                // PNG compression is most of the work, and frames are independent files.
                let lanes = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 4)
                sink = RoundRobinSink.pngFrames(folder: staged.staging, width: size.width, height: size.height, count: lanes)
            } else {
                let encoder = try makeFrameSink(format: format, staging: staged.staging, width: size.width, height: size.height,
                                                fps: fps, transparent: transparent, fast: false, ffmpeg: ffmpeg)
                sink = PipelinedSink(encoder, width: size.width, height: size.height)
            }
            let threads = min(workers ?? Self.defaultWorkers, frameCount)
            if let makeSource, threads > 1 {
                var lanes = [ParallelFrames.Lane(source: source, canvas: Canvas(width: size.width, height: size.height))]
                for _ in 1..<threads {
                    lanes.append(.init(source: try makeSource(), canvas: Canvas(width: size.width, height: size.height)))
                }
                // Each lane presses the script's keys as its own frames pass them.
                let cursors = lanes.map { _ in KeyCursor(keys.presses[...]) }
                let frames = ParallelFrames(lanes: lanes, frameCount: frameCount) { source, index, canvas in
                    try self.draw(frame: index, of: source, into: canvas, pending: &cursors[index % threads].pending)
                }
                frames.start()
                defer { frames.stop() }
                for index in 0..<frameCount {
                    try watch?.check()
                    try frames.take(index) { try sink!.append($0) }
                    progress.update(done: index + 1)
                }
            } else {
                let canvas = Canvas(width: size.width, height: size.height)
                var pending = keys.presses[...]
                for index in 0..<frameCount {
                    try watch?.check()
                    try draw(frame: index, of: source, into: canvas, pending: &pending)
                    try sink!.append(canvas)
                    progress.update(done: index + 1)
                }
            }
            try watch?.check()
            try sink!.finish()
            try watch?.check()
            try staged.commit()
            progress.finish()
        } catch {
            progress.finish()
            sink?.abandon()
            staged.discard()
            if let watch, watch.signal == nil, format.needsFFmpeg {
                // Ctrl-C reaches ffmpeg too, which may die before our own handler has run:
                // give the handler a moment so the message says "interrupted", not "ffmpeg failed".
                usleep(100_000)
            }
            if let sig = watch?.signal { throw RecordingError.interrupted(signal: sig) }
            throw StagedOutput.naming(error, destination: staged.destination, staging: staged.staging)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        return Summary(output: staged.destination, frames: frameCount, seconds: seconds)
    }

    /// Presses the keys of `pending` that land on or before frame `index`, then draws it.
    private func draw(frame index: Int, of source: FrameSource, into canvas: Canvas,
                      pending: inout ArraySlice<KeyScript.Press>) throws {
        let time = frameTime(index)
        while let press = pending.first, pressLands(press, atOrBefore: index, time: time) {
            try source.press(press.key, at: min(press.time, time))
            pending = pending.dropFirst()
        }
        source.renderFrame(at: time, into: canvas)
    }

    /// The key presses one rendering lane has still to make; each lane owns its own.
    private final class KeyCursor {
        var pending: ArraySlice<KeyScript.Press>
        init(_ pending: ArraySlice<KeyScript.Press>) { self.pending = pending }
    }

    /// The scene time of frame `index` (from 0).
    public func frameTime(_ index: Int) -> Double {
        format == .png ? stillTime ?? 0 : Double(index) / fps
    }

    /// Whether `press` is applied before the frame `index` showing `time`: for a sequence, when
    /// that frame is the first at or after the press; for a still, when the press is not after it.
    private func pressLands(_ press: KeyScript.Press, atOrBefore index: Int, time: Double) -> Bool {
        if format == .png { return press.time <= time + 1e-9 }
        return KeyScript.firstFrame(showing: press.time, fps: fps) <= index
    }
}
