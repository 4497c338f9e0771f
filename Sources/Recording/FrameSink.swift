import Foundation
import Raster

/// Where recorded frames go: a folder of PNGs, one PNG, or an ffmpeg pipe.
///
/// A sink writes into a ``StagedOutput``'s temporary path. ``finish()`` completes the output
/// (the caller then commits it); ``abandon()`` stops at once, terminating ffmpeg if one runs.
public protocol FrameSink: AnyObject {
    /// Writes the next frame.
    func append(_ canvas: Canvas) throws
    /// Completes the output after the last frame.
    func finish() throws
    /// Stops without completing; the caller discards the temporary output.
    func abandon()
}

/// Makes the sink for `format`, writing to `staging`.
func makeFrameSink(format: OutputFormat, staging: String, width: Int, height: Int, fps: Double,
                   transparent: Bool, fast: Bool, ffmpeg: String?) throws -> FrameSink {
    switch format {
    case .pngFrames:
        return PNGFramesSink(folder: staging)
    case .png:
        return PNGStillSink(file: staging)
    case .gif, .mp4, .webm, .apng:
        guard let ffmpeg else { throw RecordingError.ffmpegMissing(format: format.rawValue) }
        let command = FFmpegCommand(format: format, width: width, height: height, fps: fps, transparent: transparent, fast: fast)
        return try FFmpegSink(process: FFmpegProcess(executable: ffmpeg, command: command, output: staging),
                              straightAlpha: transparent && format.keepsAlpha)
    }
}

/// Numbered PNG frames, `frame-00001.png` onwards, in one folder. With `step` > 1 it writes
/// every `step`-th frame from `firstIndex`, as one lane of a ``RoundRobinSink``.
final class PNGFramesSink: FrameSink {
    let folder: String
    let step: Int
    private var index: Int

    init(folder: String, firstIndex: Int = 0, step: Int = 1) {
        self.folder = folder
        self.index = firstIndex
        self.step = step
    }

    func append(_ canvas: Canvas) throws {
        // One thread per frame: numbered frames are already written on several lanes at once.
        try PNGFileWriter.write(canvas, to: "\(folder)/\(PNGFrameNaming.name(ofFrame: index))", compression: .fast,
                                workers: 1)
        index += step
    }

    func finish() throws {}
    func abandon() {}
}

/// A single PNG: the first frame it is given.
final class PNGStillSink: FrameSink {
    let file: String
    private var written = false

    init(file: String) { self.file = file }

    func append(_ canvas: Canvas) throws {
        guard !written else { return }
        try PNGFileWriter.write(canvas, to: file)
        written = true
    }

    func finish() throws {}
    func abandon() {}
}

/// Frames piped to ffmpeg as `bgra` rawvideo.
final class FFmpegSink: FrameSink {
    let process: FFmpegProcess
    /// Convert premultiplied pixels to the straight alpha ffmpeg expects (only matters when
    /// frames are not opaque).
    let straightAlpha: Bool
    private var scratch: [UInt32] = []

    init(process: FFmpegProcess, straightAlpha: Bool) {
        self.process = process
        self.straightAlpha = straightAlpha
    }

    func append(_ canvas: Canvas) throws {
        if straightAlpha && !PixelConversion.isOpaque(canvas.pixels) {
            PixelConversion.unpremultiply(canvas.pixels, into: &scratch)
            try scratch.withUnsafeBytes { try process.write($0) }
        } else {
            try canvas.pixels.withUnsafeBytes { try process.write($0) }
        }
    }

    func finish() throws { try process.finish() }
    func abandon() { process.terminate() }
}
