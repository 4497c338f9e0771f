import Foundation
import Raster

/// Records what the viewer shows, frame by frame as it is drawn, for the viewer's `R` key.
///
/// The viewer calls ``append(_:at:)`` after drawing each frame with its clock's time; the
/// recording keeps a constant frame rate by repeating or skipping frames against that clock.
/// Frames are encoded on a background queue so the window stays responsive; if the encoder
/// falls more than a few frames behind, frames are dropped (counted in ``droppedFrames``) rather
/// than stalling the viewer. Like an offline recording, the file appears only when
/// ``finish()`` succeeds, and ``cancel()`` leaves nothing behind.
public final class LiveRecording {
    /// Where the finished file will be.
    public let url: URL
    public let fps: Double
    public let width: Int
    public let height: Int
    /// Frames handed to the encoder so far.
    public private(set) var frameCount = 0
    /// Frames skipped because the encoder was busy.
    public private(set) var droppedFrames = 0
    /// Frame ticks consumed: written plus dropped.
    private var ticks = 0

    private let staged: StagedOutput
    private let sink: FrameSink
    private let queue = DispatchQueue(label: "symbolview.live-recording")
    private let slots = DispatchSemaphore(value: 3)
    private let failure = FailureBox()
    private var startTime: Double?
    /// One canvas per in-flight frame: frame *k* is copied into `pool[k % 3]`, which the serial
    /// queue has finished with once a slot is free.
    private var pool: [Canvas]
    private var closed = false

    /// Starts recording to `url` (its extension picks the format, as for `record --out`) at
    /// `fps` frames per second and `width`×`height` pixels (rounded up to even for MP4).
    /// `searchPath` is where ffmpeg is looked for.
    public init(url: URL, fps: Double = 30, width: Int, height: Int,
                searchPath: String? = ExecutableSearch.environmentPath) throws {
        let format = try OutputFormat.forOutput(url.path)
        let size = format.frameSize(forRequested: width, height)
        let ffmpeg = format.needsFFmpeg ? ExecutableSearch.find("ffmpeg", inPath: searchPath) : nil
        if format.needsFFmpeg && ffmpeg == nil { throw RecordingError.ffmpegMissing(format: format.rawValue) }
        self.url = url
        self.fps = fps
        self.width = size.width
        self.height = size.height
        staged = try StagedOutput(destination: url.path, isFolder: format == .pngFrames)
        do {
            sink = try makeFrameSink(format: format, staging: staged.staging, width: size.width, height: size.height,
                                     fps: fps, transparent: false, fast: true, ffmpeg: ffmpeg)
        } catch {
            staged.discard()
            throw error
        }
        pool = (0..<3).map { _ in Canvas(width: size.width, height: size.height) }
    }

    /// A file name in `folder` for a recording started at `date`, e.g.
    /// `symbolview-2026-11-29-130501.mp4`.
    public static func defaultURL(in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                  extension ext: String = "mp4", date: Date = Date()) -> URL {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd-HHmmss"
        return folder.appendingPathComponent("symbolview-\(f.string(from: date)).\(ext)")
    }

    /// Adds what `canvas` shows at `time` (seconds on any monotonic clock). The first call sets
    /// time zero; later calls add as many frames as 1/fps ticks have passed (none if no tick has).
    /// A canvas of another size is cropped or padded with black at its top-left.
    public func append(_ canvas: Canvas, at time: Double) throws {
        try failure.check()
        let start = startTime ?? time
        startTime = start
        let due = Int(((time - start) * fps).rounded(.down)) + 1
        while ticks < due { enqueue(canvas) }
    }

    /// Adds `canvas` as exactly one frame.
    public func append(_ canvas: Canvas) throws {
        try failure.check()
        enqueue(canvas)
    }

    /// Completes the file and moves it into place.
    @discardableResult
    public func finish() throws -> URL {
        guard !closed else { return url }
        closed = true
        queue.sync {}
        do {
            try failure.check()
            try sink.finish()
            try staged.commit()
        } catch {
            sink.abandon()
            staged.discard()
            throw error
        }
        return url
    }

    /// Stops and removes everything written.
    public func cancel() {
        guard !closed else { return }
        closed = true
        queue.sync {}
        sink.abandon()
        staged.discard()
    }

    deinit { cancel() }

    private func enqueue(_ canvas: Canvas) {
        ticks += 1
        guard slots.wait(timeout: .now()) == .success else { droppedFrames += 1; return }
        let frame = pool[frameCount % pool.count]
        copy(canvas, into: frame)
        frameCount += 1
        queue.async { [sink, failure, slots] in
            defer { slots.signal() }
            guard !failure.failed else { return }
            do { try sink.append(frame) } catch { failure.record(error) }
        }
    }

    private func copy(_ canvas: Canvas, into frame: Canvas) {
        frame.pixels.withUnsafeMutableBufferPointer { dst in
            if canvas.width == width && canvas.height == height {
                _ = canvas.pixels.withUnsafeBufferPointer { dst.update(fromContentsOf: $0) }
                return
            }
            dst.update(repeating: 0xFF00_0000)
            let w = min(width, canvas.width)
            canvas.pixels.withUnsafeBufferPointer { src in
                for y in 0..<min(height, canvas.height) {
                    for x in 0..<w { dst[y * width + x] = src[y * canvas.width + x] }
                }
            }
        }
    }
}

/// The first error from the background encoder, handed back to the viewer's thread.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    var failed: Bool { lock.lock(); defer { lock.unlock() }; return error != nil }

    func record(_ e: Error) {
        lock.lock(); defer { lock.unlock() }
        if error == nil { error = e }
    }

    func check() throws {
        lock.lock(); defer { lock.unlock() }
        if let error { throw error }
    }
}
