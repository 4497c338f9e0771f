import Foundation

/// What kind of output a recording makes, chosen from the `--out` path.
///
/// A path with no extension, a trailing slash, or naming an existing directory is a folder of
/// numbered PNG frames (`frame-00001.png`, …). Otherwise the extension decides: `.png` is one
/// still frame, and `.gif`, `.mp4`, `.webm`, `.apng` are encoded by ffmpeg.
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
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return .pngFrames
        }
        let ext = (path as NSString).pathExtension.lowercased()
        if ext.isEmpty { return .pngFrames }
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

    /// The size frames are rendered at for a requested size: H.264 in yuv420p needs even
    /// dimensions, so MP4 rounds each odd one up by a pixel rather than rescaling the picture.
    public func frameSize(forRequested width: Int, _ height: Int) -> (width: Int, height: Int) {
        guard self == .mp4 else { return (width, height) }
        return (width + width % 2, height + height % 2)
    }
}
