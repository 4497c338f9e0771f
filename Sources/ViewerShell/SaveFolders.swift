import FileAccess
import Foundation

/// Where the viewer's `S` (screenshots) and `R` (recordings) save: `--save-dir` when given,
/// otherwise the desktop's pictures and videos folders, never the working directory (under
/// `make run` that is the repository).
///
/// A desktop folder is found as other XDG applications find it: `$XDG_PICTURES_DIR` /
/// `$XDG_VIDEOS_DIR`, then `xdg-user-dir PICTURES` / `VIDEOS` (which reads
/// `~/.config/user-dirs.dirs`), then `~/Pictures` / `~/Videos`. `xdg-user-dir` answers the home
/// folder itself when the folder is not configured; that answer is not taken.
public struct SaveFolders: Equatable, Sendable {
    /// Where screenshots go.
    public var pictures: String
    /// Where recordings go.
    public var videos: String
    /// Whether a missing folder is created on the first save: yes for the desktop folders
    /// (`~/Videos` may not exist yet on a fresh account) and for `--save-dir` (a folder named for
    /// this session's shots is created as `record --out dir/` creates its folder).
    public var createsMissingFolders: Bool

    public init(pictures: String, videos: String, createsMissingFolders: Bool) {
        self.pictures = pictures
        self.videos = videos
        self.createsMissingFolders = createsMissingFolders
    }

    /// The folders for `saveDirectory` (`--save-dir`) or, without it, the desktop's.
    /// `userDir` answers `xdg-user-dir NAME`, or nil when it cannot be run.
    public static func resolve(saveDirectory: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment,
                               userDir: (String) -> String? = SaveFolders.xdgUserDir) -> SaveFolders {
        if let saveDirectory {
            let path = URL(fileURLWithPath: saveDirectory).standardizedFileURL.path
            return SaveFolders(pictures: path, videos: path, createsMissingFolders: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        func folder(_ name: String, variable: String, fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            if let answer = userDir(name), answer.hasPrefix("/"),
               URL(fileURLWithPath: answer).standardizedFileURL.path != URL(fileURLWithPath: home).standardizedFileURL.path {
                return answer
            }
            return (home as NSString).appendingPathComponent(fallback)
        }
        return SaveFolders(pictures: folder("PICTURES", variable: "XDG_PICTURES_DIR", fallback: "Pictures"),
                           videos: folder("VIDEOS", variable: "XDG_VIDEOS_DIR", fallback: "Videos"),
                           createsMissingFolders: true)
    }

    /// Runs `xdg-user-dir NAME` (from the xdg-user-dirs package) if it is installed.
    public static func xdgUserDir(_ name: String) -> String? {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/xdg-user-dir" }
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [name]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Creates `folder` when it is missing and this policy allows it; returns why it cannot be
    /// saved into, or nil when it can.
    func prepare(_ folder: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "\(FileName.display(folder)) is not a folder"
        }
        guard createsMissingFolders else { return "\(FileName.display(folder)) does not exist" }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return nil
        } catch {
            return FileError.message(for: error, path: folder).replacingOccurrences(of: "cannot write", with: "cannot create")
        }
    }
}
