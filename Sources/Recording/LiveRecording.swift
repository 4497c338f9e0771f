import Foundation
import Raster

/// Records what the viewer shows, frame by frame as it is drawn, for the viewer's `R` key.
///
/// The viewer calls ``append(_:at:)`` after drawing each frame with its clock's time; the
/// recording keeps a constant frame rate by repeating or skipping frames against that clock.
/// Frames are encoded on a background thread so the window stays responsive; if the encoder
/// falls more than a few frames behind, frames are dropped (counted in ``droppedFrames``) rather
/// than stalling the viewer. Like an offline recording, the file appears only when
/// ``finish()`` succeeds, and ``cancel()`` leaves nothing behind; if encoding fails, the next
/// ``append(_:at:)`` removes the partial file and throws the reason.
///
/// While a recording runs, the viewer should keep drawing every display refresh even when
/// nothing moves: a long gap between two appends becomes a burst of repeated frames, most of
/// which are dropped, so the still moment would be shortened in the video.
public final class LiveRecording {
    /// Where the finished file will be.
    public let url: URL
    public let fps: Double
    public let width: Int
    public let height: Int
    /// Frames handed to the encoder so far.
    public var frameCount: Int { sink.writtenFrames }
    /// Frames skipped because the encoder was busy.
    public var droppedFrames: Int { sink.droppedFrames }

    private let staged: StagedOutput
    private let sink: PipelinedSink
    /// Frame ticks consumed: written plus dropped.
    private var ticks = 0
    private var startTime: Double?
    private var closed = false

    /// Starts recording to `url` (its extension picks the format, as for `record --out`) at
    /// `fps` frames per second and `width`×`height` pixels (rounded up to even for MP4).
    /// `searchPath` is where ffmpeg is looked for. Encoding favours speed over file size.
    public init(url: URL, fps: Double = 30, width: Int, height: Int,
                searchPath: String? = ExecutableSearch.environmentPath) throws {
        // A folder URL (`hasDirectoryPath`) keeps its slash, which is what asks for PNG frames.
        let path = url.hasDirectoryPath && !url.path.hasSuffix("/") ? url.path + "/" : url.path
        let format = try OutputFormat.forOutput(path)
        let size = format.frameSize(forRequested: width, height)
        let ffmpeg = format.needsFFmpeg ? ExecutableSearch.find("ffmpeg", inPath: searchPath) : nil
        if format.needsFFmpeg && ffmpeg == nil { throw RecordingError.ffmpegMissing(format: format.rawValue) }
        self.url = url
        self.fps = fps
        self.width = size.width
        self.height = size.height
        staged = try StagedOutput(destination: path, isFolder: format == .pngFrames)
        do {
            let encoder = try makeFrameSink(format: format, staging: staged.staging, width: size.width, height: size.height,
                                            fps: fps, transparent: false, fast: true, ffmpeg: ffmpeg)
            sink = PipelinedSink(encoder, width: size.width, height: size.height,
                                 depth: Self.queueDepth(width: size.width, height: size.height), dropsWhenBusy: true)
        } catch {
            staged.discard()
            throw error
        }
    }

    /// How many frames may wait for the encoder: as many as fit in 64 MB, from 3 to 12. A busy
    /// machine stalls the encoder for a few frames now and then; a deeper queue rides that out
    /// instead of dropping (12 frames at 1280x800 is 49 MB, 0.4 s at 30 fps).
    static func queueDepth(width: Int, height: Int) -> Int {
        min(12, max(3, 64 * 1024 * 1024 / max(1, width * height * 4)))
    }

    /// What a finished recording holds, in a sentence for the viewer's toast: its length, frame
    /// count and rate, and, when the encoder fell behind, how many frames were dropped and the
    /// rate it did hold.
    public var summary: String {
        let written = frameCount, dropped = droppedFrames
        let seconds = Double(written + dropped) / fps
        var text = "\(written) frames, \(String(format: "%.1f", seconds)) s at \(Int(fps.rounded())) fps"
        if dropped > 0 {
            let held = seconds > 0 ? Double(written) / seconds : 0
            text += "; the encoder held \(String(format: "%.1f", held)) fps, \(dropped) frames dropped"
                + " (a smaller window, or `symbolview record`, keeps every frame)"
        }
        return text
    }

    /// A file name in `folder` for a recording started at `date`, e.g.
    /// `symbolview-2026-11-29-130501.mp4`; `-2`, `-3`… is added when that file exists, so two
    /// recordings (or screenshots) in the same second do not replace each other.
    public static func defaultURL(in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                                  prefix: String = "symbolview", extension ext: String = "mp4",
                                  date: Date = Date()) -> URL {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd-HHmmss"
        let stem = "\(prefix)-\(f.string(from: date))"
        var url = folder.appendingPathComponent("\(stem).\(ext)")
        var n = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = folder.appendingPathComponent("\(stem)-\(n).\(ext)")
            n += 1
        }
        return url
    }

    /// Adds what `canvas` shows at `time` (seconds on any monotonic clock). The first call sets
    /// time zero; later calls add as many frames as 1/fps ticks have passed (none if no tick has).
    /// A canvas of another size is cropped or padded with black at its top-left.
    public func append(_ canvas: Canvas, at time: Double) throws {
        let start = startTime ?? time
        startTime = start
        // A clock that jumps absurdly far (or NaN) adds no frames rather than trapping in Int(_:).
        let ticksSinceStart = ((time - start) * fps).rounded(.down)
        guard ticksSinceStart >= 0, ticksSinceStart < Double(ticks + 1_000_000) else { return }
        let due = Int(ticksSinceStart) + 1
        while ticks < due {
            ticks += 1
            try feed(canvas)
        }
    }

    /// Adds `canvas` as exactly one frame.
    public func append(_ canvas: Canvas) throws {
        ticks += 1
        try feed(canvas)
    }

    /// Completes the file and moves it into place.
    @discardableResult
    public func finish() throws -> URL {
        guard !closed else { return url }
        closed = true
        do {
            try sink.finish()
            try staged.commit()
        } catch {
            sink.abandon()
            staged.discard()
            throw StagedOutput.naming(error, destination: staged.destination, staging: staged.staging)
        }
        return url
    }

    /// Stops and removes everything written.
    public func cancel() {
        guard !closed else { return }
        closed = true
        sink.abandon()
        staged.discard()
    }

    deinit { cancel() }

    private func feed(_ canvas: Canvas) throws {
        guard !closed else { throw RecordingError.scene("this recording of \(url.lastPathComponent) has already ended") }
        do {
            try sink.append(canvas)
        } catch {
            cancel()
            throw StagedOutput.naming(error, destination: staged.destination, staging: staged.staging)
        }
    }
}
