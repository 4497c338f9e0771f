import FileAccess
import Foundation

/// Why a recording could not be made, worded for the person who asked for it.
///
/// Every case names what was wrong (the path, the option, the program) and, where there is one,
/// what to do about it. No case leaves output behind: the recorder removes its temporary files
/// before it reports any of them.
public enum RecordingError: Error, Equatable, CustomStringConvertible {
    /// An option was missing or malformed, e.g. `--fps abc`.
    case badOption(String)
    /// The extension of `--out` names no format the recorder can write.
    case unknownFormat(path: String, extension: String)
    /// The folder the output would go in does not exist.
    case missingFolder(String)
    /// The folder exists but the recorder may not create files in it.
    case unwritableFolder(String, reason: String)
    /// `--out` names a place the recorder will not write to: the root folder, a parent folder
    /// (`..`), a folder that holds other files (without `--force`), a folder where a file
    /// should go or the other way round.
    case refusedOutput(String, reason: String)
    /// The disk filled up while writing.
    case diskFull(String)
    /// Writing failed for another reason reported by the system.
    case writeFailed(String, reason: String)
    /// `ffmpeg` is needed for this format and was not found on `PATH`.
    case ffmpegMissing(format: String)
    /// `ffmpeg` exited with an error; `lastLines` is the end of what it printed.
    case ffmpegFailed(status: Int32, lastLines: [String])
    /// SIGINT (Ctrl-C) or SIGTERM arrived while recording.
    case interrupted(signal: Int32)
    /// The scene could not be set up or a scripted key could not be pressed.
    case scene(String)

    public var description: String {
        switch self {
        case .badOption(let message):
            return message
        case .unknownFormat(let path, let ext):
            let what = ext.isEmpty ? "the name has no extension to tell the format" : "extension '.\(ext)' is not supported"
            return "cannot record to '\(FileName.display(path))': \(what). Use a folder for PNG frames (a name ending in /), "
                + "or a file ending in \(OutputFormat.supportedExtensions.map { "." + $0 }.joined(separator: ", "))"
        case .missingFolder(let folder):
            return "cannot record: the folder '\(FileName.display(folder))' does not exist; create it first or choose another --out"
        case .unwritableFolder(let folder, let reason):
            return "cannot record: the folder '\(FileName.display(folder))' is not writable (\(reason)); choose another --out"
        case .refusedOutput(let path, let reason):
            return "cannot record to '\(FileName.display(path))': \(reason)"
        case .diskFull(let path):
            return "recording stopped: the disk is full while writing '\(FileName.display(path))'; nothing was kept. Free some space and try again"
        case .writeFailed(let path, let reason):
            return "recording stopped: writing '\(FileName.display(path))' failed (\(reason)); nothing was kept"
        case .ffmpegMissing(let format):
            return "recording .\(format) needs the ffmpeg program, which is not on PATH. "
                + "Install it with: apt-get install ffmpeg (or record PNG frames to a folder instead)"
        case .ffmpegFailed(let status, let lines):
            let tail = lines.isEmpty ? " and printed nothing" : ":\n" + lines.map { "  " + $0 }.joined(separator: "\n")
            return "recording stopped: ffmpeg failed with status \(status)\(tail)"
        case .interrupted(let signal):
            let name = signal == SIGINT ? "Ctrl-C (SIGINT)" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
            return "recording interrupted by \(name); the partial output was removed"
        case .scene(let message):
            return message
        }
    }
}
