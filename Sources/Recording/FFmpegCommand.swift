import Foundation

/// The ffmpeg arguments that turn a pipe of raw frames into one output format.
///
/// Frames arrive on stdin as `bgra` rawvideo (straight alpha), which is the canvas's
/// `0xAARRGGBB` pixels in memory order on a little-endian machine, or (``Input/yuv420p``) already
/// converted to the video's own pixel format. The output format is given with `-f`, so the
/// temporary file the output is staged in may have any name.
public struct FFmpegCommand: Equatable, Sendable {
    /// What the frames on stdin are.
    public enum Input: Equatable, Sendable {
        /// Canvas pixels as they are (straight alpha where the output keeps alpha).
        case bgra
        /// BT.709 limited-range Y′CbCr 4:2:0, converted by symbolview (``PixelConversion``): a
        /// third of the bytes through the pipe, and no conversion on ffmpeg's own thread, which
        /// feeds the encoder one frame at a time.
        case yuv420p
    }
    public var format: OutputFormat
    public var width: Int
    public var height: Int
    public var fps: Double
    /// Keep the alpha channel (`--transparent`); only GIF, WebM and APNG can.
    public var transparent: Bool
    /// Trade file size for encoding speed, for recording live from the viewer.
    public var fast: Bool
    public var input: Input

    public init(format: OutputFormat, width: Int, height: Int, fps: Double, transparent: Bool = false, fast: Bool = false,
                input: Input = .bgra) {
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.transparent = transparent
        self.fast = fast
        self.input = input
    }

    /// The frame rate as ffmpeg reads it, exact for whole numbers.
    var rate: String {
        fps == fps.rounded() && abs(fps) < 1e15 ? String(Int(fps)) : String(fps)
    }

    /// The full argument list, writing to `output`.
    public func arguments(output: String) -> [String] {
        var args = ["-hide_banner", "-nostats", "-loglevel", "error", "-y",
                    "-f", "rawvideo", "-pix_fmt", input == .yuv420p ? "yuv420p" : "bgra", "-video_size", "\(width)x\(height)",
                    "-framerate", rate, "-i", "pipe:0", "-an"]
        switch format {
        case .gif:
            // One pass: split the stream, build one palette from all frames, then map every
            // frame to it. Light error diffusion (Sierra-2-4A) breaks up gradient bands; with
            // diff_mode=rectangle only the part of a frame that changed is re-dithered, so still
            // areas stay identical between frames (no shimmer) and the GIF stores only changes.
            // Ordered (Bayer) dithering would leave a visible cross-hatch; docs/recording.md
            // compares the two.
            let alpha = transparent ? ":reserve_transparent=1" : ":reserve_transparent=0"
            args += ["-filter_complex",
                     "[0:v]split[a][b];[a]palettegen=stats_mode=full\(alpha)[p];"
                     + "[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                     "-loop", "0", "-f", "gif"]
        case .mp4:
            args += ["-c:v", "libx264", "-pix_fmt", "yuv420p",
                     "-preset", fast ? "ultrafast" : "medium", "-crf", "18"]
            if input == .yuv420p {
                // Says what the pixels are, so players convert them back with the right matrix.
                args += ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"]
            }
            args += ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            args += ["-c:v", "libvpx-vp9", "-pix_fmt", transparent ? "yuva420p" : "yuv420p",
                     "-b:v", "0", "-crf", "32", "-row-mt", "1",
                     "-deadline", fast ? "realtime" : "good", "-cpu-used", fast ? "8" : "4",
                     "-f", "webm"]
        case .apng:
            args += ["-c:v", "apng", "-pix_fmt", transparent ? "rgba" : "rgb24", "-plays", "0", "-f", "apng"]
        case .png, .pngFrames:
            preconditionFailure("\(format) is written without ffmpeg")
        }
        return args + [output]
    }
}
