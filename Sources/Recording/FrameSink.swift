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
        // H.264 takes 4:2:0 video; the frames are converted here rather than by ffmpeg, whose
        // conversion runs on the one thread that feeds x264 (measured in docs/recording.md).
        let yuv = format == .mp4 && width % 2 == 0 && height % 2 == 0
        let command = FFmpegCommand(format: format, width: width, height: height, fps: fps, transparent: transparent, fast: fast,
                                    input: yuv ? .yuv420p : .bgra)
        let conversion: FFmpegSink.Conversion = yuv ? .yuv420 : (transparent && format.keepsAlpha ? .straightAlpha : .none)
        return try FFmpegSink(process: FFmpegProcess(executable: ffmpeg, command: command, output: staging), conversion: conversion)
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

/// Frames piped to ffmpeg as `bgra` or `yuv420p` rawvideo.
final class FFmpegSink: FrameSink {
    let process: FFmpegProcess
    /// What the canvas's premultiplied pixels become on the way into the pipe.
    enum Conversion {
        /// Sent as they are: opaque frames, or outputs that drop alpha.
        case none
        /// Divided by alpha, which ffmpeg's `bgra` input expects (only frames that are not opaque).
        case straightAlpha
        /// BT.709 limited-range 4:2:0 (``PixelConversion/yuv420(_:width:height:into:)``).
        case yuv420
    }
    let conversion: Conversion
    private var scratch: [UInt32] = []
    private var planes: [UInt8] = []

    init(process: FFmpegProcess, conversion: Conversion) {
        self.process = process
        self.conversion = conversion
    }

    func append(_ canvas: Canvas) throws {
        switch conversion {
        case .yuv420:
            PixelConversion.yuv420(canvas.pixels, width: canvas.width, height: canvas.height, into: &planes)
            try planes.withUnsafeBytes { try process.write($0) }
        case .straightAlpha where !PixelConversion.isOpaque(canvas.pixels):
            PixelConversion.unpremultiply(canvas.pixels, into: &scratch)
            try scratch.withUnsafeBytes { try process.write($0) }
        case .none, .straightAlpha:
            try canvas.pixels.withUnsafeBytes { try process.write($0) }
        }
    }

    func finish() throws { try process.finish() }
    func abandon() { process.terminate() }
}
