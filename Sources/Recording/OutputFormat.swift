import Foundation

/// What kind of output a recording makes, chosen from the `--out` path.
///
/// A path with a trailing slash, or naming an existing folder, is a folder of numbered PNG
/// frames (`frame-00001.png`, …). Otherwise the extension decides: `.png` is one still frame, and
/// `.gif`, `.mp4`, `.webm`, `.apng` are encoded by ffmpeg. A name without an extension is refused
/// rather than guessed (a typo for `demo.gif` would otherwise become a folder of frames), and so
/// is an existing folder named like a file of one of these formats.
public enum OutputFormat: String, Equatable, CaseIterable, Sendable {
    case pngFrames
    case png
    case gif
    case mp4
    case webm
    case apng

    /// The extensions `--out` may end in, for error messages and help.
    public static let supportedExtensions = ["png", "gif", "mp4", "webm", "apng"]

    /// The format for `path`, or `.unknownFormat` naming the extensions that would work.
    public static func forOutput(_ path: String) throws -> OutputFormat {
        if path.hasSuffix("/") { return .pngFrames }
        let ext = (path as NSString).pathExtension.lowercased()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue {
            if (try? fileFormat(ext, of: path)) != nil {
                throw RecordingError.refusedOutput(path, reason: "a folder of that name exists; write '\(path)/' to record "
                                                   + "PNG frames into it, or choose another name for the .\(ext) file")
            }
            return .pngFrames
        }
        if ext.isEmpty { throw RecordingError.unknownFormat(path: path, extension: ext) }
        return try fileFormat(ext, of: path)
    }

    private static func fileFormat(_ ext: String, of path: String) throws -> OutputFormat {
        switch ext {
        case "png": return .png
        case "gif": return .gif
        case "mp4", "m4v": return .mp4
        case "webm": return .webm
        case "apng": return .apng
        default: throw RecordingError.unknownFormat(path: path, extension: ext)
        }
    }

    /// Whether this format is made by piping frames to ffmpeg.
    public var needsFFmpeg: Bool {
        switch self {
        case .pngFrames, .png: return false
        case .gif, .mp4, .webm, .apng: return true
        }
    }

    /// Whether the format can keep an alpha channel (for `--transparent`).
    public var keepsAlpha: Bool {
        switch self {
        case .pngFrames, .png, .gif, .webm, .apng: return true
        case .mp4: return false
        }
    }

    /// The size frames are rendered at for a requested size: yuv420p needs even dimensions, so
    /// MP4 and WebM round each odd one up by a pixel rather than rescaling the picture (for WebM,
    /// ffmpeg would otherwise crop the last row and column without a word).
    public func frameSize(forRequested width: Int, _ height: Int) -> (width: Int, height: Int) {
        guard self == .mp4 || self == .webm else { return (width, height) }
        return (width + width % 2, height + height % 2)
    }
}
